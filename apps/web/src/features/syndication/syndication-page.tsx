import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Divider,
  FormControlLabel,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import {
  chooseAll,
  chooseConsumer,
  chooseSendOnly,
  LISTING_STATUS_LABEL,
  MSG,
  selectionMode,
  sendOnlyLabel,
  UNTITLED_LISTING,
  type DataConsumerView,
  type ListingStatusId,
  type ListingSyndicationView,
  type SyndicationSelection,
} from '@atrium/domain';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard';
import { EmptyState } from '../../components/empty-state/empty-state';
import { PageHeader, Section } from '../../components/page/page-header';
import { PageLoading } from '../../app/shell/app-shell';
import { ApiError } from '../../lib/api-client';
import { DEFAULT_BRAND, useAppConfig } from '../lookups';
import { useListingFlags, useListingSyndication, useSaveSyndication } from './syndication-api';

/** /listingSyndication/{listingId}: which data consumers a listing is sent to. */
export default function SyndicationPage() {
  const { listingId } = useParams();
  const id = listingId && /^\d+$/.test(listingId) ? Number(listingId) : null;
  const query = useListingSyndication(id);
  if (id == null)
    return (
      <EmptyState
        isPageHeading
        title="Listing Syndication"
        message="Syndication is set per listing: open a listing and choose Manage, then Syndication."
        action={
          <Button variant="contained" component={RouterLink} to="/eng/listings">
            Go to listings
          </Button>
        }
      />
    );
  if (query.isLoading) return <PageLoading />;
  if (query.isError || !query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <EmptyState
        isPageHeading
        tone={status === 404 ? 'neutral' : 'error'}
        title={status === 404 ? 'Listing not found' : 'Syndication could not be loaded'}
        message={query.error?.message}
        action={
          status === 404 ? (
            <Button component={RouterLink} to="/eng/listings">
              Go to listings
            </Button>
          ) : (
            <Button onClick={() => void query.refetch()}>Try again</Button>
          )
        }
      />
    );
  }
  return <SyndicationForm key={query.data.id} view={query.data} />;
}

const initialSelection = (v: ListingSyndicationView): SyndicationSelection => ({
  sendToSirOnly: v.sendToSirOnly,
  selectedIds: v.listingSyndication.filter((s) => s.selected).map((s) => s.dataConsumerId),
});
const sameSelection = (a: SyndicationSelection, b: SyndicationSelection) =>
  a.sendToSirOnly === b.sendToSirOnly &&
  a.selectedIds.length === b.selectedIds.length &&
  a.selectedIds.every((id) => b.selectedIds.includes(id));

function SyndicationForm({ view }: { view: ListingSyndicationView }) {
  const brand = useAppConfig().data?.brand ?? DEFAULT_BRAND;
  const save = useSaveSyndication(view.id);
  const [selection, setSelection] = useState(() => initialSelection(view));
  const selectableIds = useMemo(
    () => view.dataConsumers.filter((c) => c.meetsRequirements).map((c) => c.id),
    [view],
  );
  const mode = selectionMode(selection, selectableIds);
  const isDirty = !sameSelection(selection, initialSelection(view));
  const isLocked = !view.canEdit || save.isPending;

  const submit = () =>
    save.mutate({
      listingId: view.id,
      listingNumber: view.listingNumber,
      sendToSirOnly: selection.sendToSirOnly,
      dataConsumerInfos: view.dataConsumers.map((c) => ({
        dataConsumerId: c.id,
        status: selection.selectedIds.includes(c.id),
      })),
    });

  const address = [view.address1, view.address2].filter(Boolean).join(', ');
  const place = [view.city, [view.state, view.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const status = LISTING_STATUS_LABEL[view.listingStatusId as ListingStatusId];
  const selectedCount = selection.selectedIds.length;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        overline="Listing Syndication"
        title={address || view.title || UNTITLED_LISTING}
        subtitle={[place, view.listingNumber, view.listingType, status].filter(Boolean).join(' · ')}
        actions={
          <Button
            component={RouterLink}
            to={`/eng/listing/${view.id}`}
            variant="outlined"
            color="inherit"
            startIcon={<ArrowBack />}
          >
            Back to listing
          </Button>
        }
      />
      <UnsavedChangesGuard
        when={isDirty && !save.isPending}
        message="Your syndication choices are not saved yet."
      />
      <ListingFlags listingId={view.id} brand={brand} />
      {!view.canEdit && (
        <Alert severity="info">
          You can see where this listing is sent; changing it needs the right to edit the listing.
        </Alert>
      )}
      <Section id="syndication" title="Where this listing is sent">
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={mode === 'all'}
                indeterminate={mode === 'some'}
                disabled={isLocked || selectableIds.length === 0}
                onChange={(e) => setSelection((s) => chooseAll(s, selectableIds, e.target.checked))}
              />
            }
            label={<Typography sx={{ fontWeight: 600 }}>All data consumers</Typography>}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={selection.sendToSirOnly}
                disabled={isLocked}
                onChange={(e) => setSelection((s) => chooseSendOnly(s, e.target.checked))}
              />
            }
            label={
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{sendOnlyLabel(brand)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Only the {brand} sites: no portal or partner site.
                </Typography>
              </Box>
            }
          />
        </Stack>
        <Divider />
        {view.dataConsumers.length === 0 ? (
          <EmptyState dense title="No data consumers" message="No portal or partner site is set up yet." />
        ) : (
          <Box component="ul" aria-label="Data consumers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {view.dataConsumers.map((c) => (
              <ConsumerRow
                key={c.id}
                consumer={c}
                listingId={view.id}
                checked={selection.selectedIds.includes(c.id)}
                disabled={isLocked || (!c.meetsRequirements && !selection.selectedIds.includes(c.id))}
                onChange={(on) => setSelection((s) => chooseConsumer(s, c.id, on))}
              />
            ))}
          </Box>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary" aria-live="polite">
            {selection.sendToSirOnly
              ? `Sent to the ${brand} sites only.`
              : `${selectedCount} of ${view.dataConsumers.length} selected${isDirty ? ' · unsaved changes' : ''}`}
          </Typography>
          {view.canEdit && (
            <Stack direction="row" spacing={1}>
              <Button
                disabled={!isDirty || save.isPending}
                onClick={() => setSelection(initialSelection(view))}
              >
                Undo changes
              </Button>
              <Button variant="contained" disabled={!isDirty || save.isPending} onClick={submit}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            </Stack>
          )}
        </Stack>
      </Section>
    </Box>
  );
}

const KIND_LABEL = { portal: 'Portal', partner: 'Partner site' } as const;

/** A consumer: its choice, its kind, and whether the listing meets its requirements (what is missing). */
function ConsumerRow({
  consumer: c,
  listingId,
  checked,
  disabled,
  onChange,
}: {
  consumer: DataConsumerView;
  listingId: number;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const reasonId = `consumer-${c.id}-status`;
  return (
    <Box
      component="li"
      data-testid={`consumer-${c.id}`}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        slotProps={{
          input: { 'aria-label': c.name, 'aria-describedby': c.meetsRequirements ? undefined : reasonId },
        }}
        sx={{ mt: -0.75 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontWeight: 600 }}
            color={disabled && !checked ? 'text.secondary' : 'text.primary'}
          >
            {c.name}
          </Typography>
          <Chip size="small" variant="outlined" label={KIND_LABEL[c.kind]} />
          {c.meetsRequirements ? (
            <Tooltip title={`Needs ${c.requirements.join(', ')}.`}>
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<CheckCircleOutlined />}
                label="Meets requirements"
                tabIndex={0}
              />
            </Tooltip>
          ) : (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              icon={<ErrorOutlineOutlined />}
              label="Requirements not met"
            />
          )}
        </Stack>
        {!c.meetsRequirements && (
          <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Missing:{' '}
            {c.unmet.map((u, i) => (
              <span key={u.key}>
                {i > 0 && ', '}
                {u.section ? (
                  <Link component={RouterLink} to={`/eng/listing/${listingId}?edit=${u.section}`}>
                    {u.text}
                  </Link>
                ) : (
                  u.text
                )}
              </span>
            ))}
            {checked && '. Untick it to save, or complete the listing first.'}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The listing's standing as the consumers will see it: data complete, published, private, MLS import. */
function ListingFlags({ listingId, brand }: { listingId: number; brand: string }) {
  const { data } = useListingFlags(listingId);
  if (!data) return null;
  const chips: Array<{ label: string; tone: 'success' | 'warning' | 'default' }> = [
    data.isValid
      ? { label: MSG.dataComplete, tone: 'success' }
      : { label: 'Data incomplete', tone: 'warning' },
    data.publishSite ? { label: 'Published', tone: 'success' } : { label: 'Not published', tone: 'warning' },
    ...(data.privateSite ? [{ label: 'Private listing', tone: 'warning' as const }] : []),
    ...(data.suppressMlsImport ? [{ label: 'MLS import suppressed', tone: 'default' as const }] : []),
    { label: data.sendToSir ? `On the ${brand} sites` : `Not on the ${brand} sites`, tone: 'default' },
    {
      label: data.sendToPartnerSites ? 'Sent to partner sites' : 'Not sent to partner sites',
      tone: 'default',
    },
  ];
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: -1 }}
      data-testid="listing-flags"
    >
      {chips.map((c) => (
        <Chip key={c.label} size="small" label={c.label} color={c.tone} variant="outlined" />
      ))}
    </Stack>
  );
}
