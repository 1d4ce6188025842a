import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Grid,
  Link,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  canSaveViewsSite,
  DEFAULT_VIEWS_RANGE,
  graphForRange,
  hasGraphViews,
  isSiteNameTaken,
  MSG,
  VIEWS_ON_WEB_LIMITS,
  VIEWS_RANGES,
  viewsChart,
  viewsOnWebEndpoints as E,
  ViewsSiteUpdateSchema,
  type ViewsRange,
  type ViewsSite,
  type ViewsSiteBody,
  type ViewsSiteInput,
} from '@atrium/domain';
import { callEndpoint } from '../../../../lib/api-client';
import { formatDate, formatNumber } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast-store';
import { FormNumber } from '../../../../components/form/form-number';
import { FormText } from '../../../../components/form/form-text';
import { FileImage } from '../../../../components/image-manager/file-image';
import { DetailList, RecordFormActions, RecordRows, type RecordColumn } from '../../../showings';
import { useRefreshViewsOnWeb, useViewsOnWeb } from './views-on-web-api';

/** The chart library is loaded only when the graph is drawn. */
const ViewsOnWebChart = lazy(() => import('./views-on-web-chart'));

const today = () => new Date().toISOString().slice(0, 10);

const COLUMNS: RecordColumn<ViewsSite>[] = [
  {
    label: 'Site',
    value: (s) => (
      <>
        <Link href={s.deepLink} target="_blank" rel="noopener noreferrer">
          {s.siteName}
        </Link>
        {s.isShowcase && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Counted by its showcase page
          </Typography>
        )}
      </>
    ),
    width: 'minmax(0, 2fr)',
  },
  { label: 'Total Views', value: (s) => formatNumber(s.totalViews), width: '96px' },
  { label: 'Added', value: (s) => formatDate(s.entryDate), width: '104px' },
];

/** Add or edit a site in place; Add/Save wait for the name, the link and at least 1 view, the name free. */
function ViewsSiteForm({
  listingId,
  sites,
  row,
  done,
}: {
  listingId: number;
  sites: ViewsSite[];
  row: ViewsSite | null;
  done: () => void;
}) {
  const refresh = useRefreshViewsOnWeb(listingId);
  const selfId = row?.id ?? null;
  // the shared schema, then the name rule among the listing's sites (the domain's own rule)
  const resolver = useMemo<Resolver<ViewsSiteInput, unknown, ViewsSiteBody>>(() => {
    const base = zodResolver(ViewsSiteUpdateSchema);
    return async (values, ctx, opts) => {
      const result = await base(values, ctx, opts);
      if (result.errors.siteName || !isSiteNameTaken(sites, values.siteName, selfId)) return result;
      return {
        values: {},
        errors: { ...result.errors, siteName: { type: 'taken', message: MSG.viewsSiteNameTaken } },
      };
    };
  }, [sites, selfId]);
  const form = useForm<ViewsSiteInput, unknown, ViewsSiteBody>({
    resolver,
    // checked while typing, so a name already listed is told at once
    mode: 'onChange',
    defaultValues: {
      siteName: row?.siteName ?? '',
      deepLink: row?.deepLink ?? '',
      totalViews: row?.totalViews,
    },
  });
  const control = form.control as Control<ViewsSiteInput, unknown, unknown>;
  const [siteName, deepLink, totalViews] = useWatch({
    control: form.control,
    name: ['siteName', 'deepLink', 'totalViews'],
  });
  const isTaken = siteName.trim() !== '' && isSiteNameTaken(sites, siteName, selfId);
  const canSave = canSaveViewsSite({ siteName, deepLink, totalViews }) && !isTaken;

  const submit = async (body: ViewsSiteBody) => {
    try {
      if (row)
        await callEndpoint(
          E.updateViewsSite,
          { params: { id: row.id }, body },
          { errorMessage: MSG.viewsSiteSaveFailed, preferServerMessage: true },
        );
      else
        await callEndpoint(
          E.addViewsSite,
          { body: { ...body, listingId } },
          { errorMessage: MSG.viewsSiteSaveFailed, preferServerMessage: true },
        );
    } catch {
      return; // the API client showed the refusal
    }
    showToast('success', MSG.viewsSiteSaved);
    await refresh();
    done();
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(submit)}
      aria-label={row ? 'Edit site' : 'New site'}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormText
            control={control}
            name="siteName"
            label="Site Name"
            required
            maxLength={VIEWS_ON_WEB_LIMITS.siteNameMax}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumber control={control} name="totalViews" label="Total Views" required />
        </Grid>
        <Grid size={12}>
          <FormText control={control} name="deepLink" label="Deep Link" required placeholder="https://" />
        </Grid>
      </Grid>
      <RecordFormActions isNew={!row} canSave={canSave && !form.formState.isSubmitting} onCancel={done} />
    </Stack>
  );
}

/** A site's logo (JPG or PNG, checked by the server from its content) with its upload button. */
function SiteLogo({ site, isEditable }: { site: ViewsSite; isEditable: boolean }) {
  const refresh = useRefreshViewsOnWeb(site.listingId);
  const input = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setIsBusy(true);
    try {
      await callEndpoint(
        E.uploadViewsSiteLogo,
        { params: { id: site.id } },
        { form, errorMessage: MSG.viewsSiteSaveFailed, preferServerMessage: true },
      );
      showToast('success', MSG.viewsLogoSaved);
      await refresh();
    } catch {
      // the API client showed the refusal
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {site.logoFileId ? (
        <Box sx={{ width: 96, height: 40 }}>
          <FileImage fileId={site.logoFileId} alt={`${site.siteName} logo`} fit="contain" />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No logo
        </Typography>
      )}
      {isEditable && (
        <>
          <Button size="small" disabled={isBusy} onClick={() => input.current?.click()}>
            {site.logoFileId ? 'Replace logo' : 'Upload logo'}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept="image/jpeg,image/png"
            aria-label={`Logo of ${site.siteName}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </>
      )}
    </Stack>
  );
}

/** The view-statistics graph of the chosen range, 7 days first; 'No Data Available.' when empty. */
function ViewsGraph({ sites, graph }: { sites: ViewsSite[]; graph: Parameters<typeof graphForRange>[0] }) {
  const [range, setRange] = useState<ViewsRange>(DEFAULT_VIEWS_RANGE);
  const days = useMemo(() => graphForRange(graph, range, today()), [graph, range]);
  const chart = useMemo(() => viewsChart(sites, days), [sites, days]);
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="subtitle2" component="h4">
          View statistics
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={range}
          aria-label="Graph range"
          onChange={(_e, next: ViewsRange | null) => next && setRange(next)}
        >
          {VIEWS_RANGES.map((r) => (
            <ToggleButton key={r.id} value={r.id} sx={{ textTransform: 'none', px: 1.5 }}>
              {r.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {hasGraphViews(days) ? (
        <Box role="figure" aria-label="Views per day by site" sx={{ minHeight: 300 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <ViewsOnWebChart chart={chart} />
          </Suspense>
        </Box>
      ) : (
        <Box
          sx={{
            height: 120,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            borderStyle: 'dashed',
          }}
        >
          <Typography color="text.secondary">{MSG.noGraphData}</Typography>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The Property Marketing section's 'Views on web' block: the sites the listing is shown on with
 * their totals (the showcase website's own visits first, read-only), add / edit in place / delete,
 * and the view-statistics graph.
 */
export default function ViewsOnWebBlock({
  listingId,
  isEditable,
}: {
  listingId: number;
  isEditable: boolean;
}) {
  const views = useViewsOnWeb(listingId);
  const refresh = useRefreshViewsOnWeb(listingId);
  const sites = views.data?.sites ?? [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="views-on-web-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" id="views-on-web-title">
          Views on web
        </Typography>
        {views.data && views.data.counts.sites > 0 && (
          <Typography variant="body2" color="text.secondary">
            {formatNumber(views.data.counts.sites)} {views.data.counts.sites === 1 ? 'site' : 'sites'} ·{' '}
            {formatNumber(views.data.counts.totalViews)}{' '}
            {views.data.counts.totalViews === 1 ? 'view' : 'views'}
          </Typography>
        )}
      </Stack>
      {views.isLoading ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : views.isError ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="error">{MSG.viewsFetchFailed}</Typography>
          <Button size="small" onClick={() => void views.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <>
          <RecordRows
            noun="site"
            columns={COLUMNS}
            rows={sites}
            isEditable={isEditable}
            canChange={(s) => !s.isShowcase}
            details={(s) => (
              <DetailList
                items={[
                  ['Deep Link', s.deepLink],
                  ['Added', formatDate(s.entryDate)],
                  [
                    'Counted',
                    s.isShowcase
                      ? 'Visits of the showcase page by people (robots and previews are not counted), per day'
                      : 'The total as entered, on the day the site was added',
                  ],
                  ...(s.isShowcase
                    ? []
                    : ([['Logo', <SiteLogo key="logo" site={s} isEditable={isEditable} />]] as [
                        string,
                        ReactNode,
                      ][])),
                ]}
              />
            )}
            form={(row, done) => <ViewsSiteForm listingId={listingId} sites={sites} row={row} done={done} />}
            onDelete={async (row) => {
              try {
                await callEndpoint(
                  E.deleteViewsSite,
                  { params: { id: row.id } },
                  { errorMessage: MSG.viewsSiteDeleteFailed },
                );
              } catch {
                return;
              }
              showToast('success', MSG.viewsSiteDeleted);
              await refresh();
            }}
          />
          <ViewsGraph sites={sites} graph={views.data?.graph ?? []} />
        </>
      )}
    </Stack>
  );
}

/** The view-statistics graph alone (the report builder's Graph section). */
export function ViewsOnWebGraph({ listingId }: { listingId: number }) {
  const views = useViewsOnWeb(listingId);
  if (views.isLoading) return <Skeleton variant="rounded" height={240} />;
  if (views.isError) return <Typography color="error">{MSG.viewsFetchFailed}</Typography>;
  return <ViewsGraph sites={views.data?.sites ?? []} graph={views.data?.graph ?? []} />;
}
