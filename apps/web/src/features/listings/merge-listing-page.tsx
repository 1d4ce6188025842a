import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  FormGroup,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { MERGE_OPTIONS, MSG, type MergeOptionKey, type MergeRequestInput } from '@atrium/domain';
import { Section } from '../../components/page/page-header';
import { showToast } from '../../lib/toast-store';
import { withLoader } from '../../lib/loader-store';
import {
  sectionCalls,
  type MergeCandidate,
  type MergeOverview,
  type MergeSummary,
} from './listing-sections-api';
import { useListingLookups } from './listings-api';
import { formatMoney, formatNumber } from '../../lib/format';

type Options = Record<MergeOptionKey, boolean>;
const NO_OPTIONS = Object.fromEntries(MERGE_OPTIONS.map((o) => [o.key, false])) as Options;
const label = (c: MergeCandidate) =>
  `${c.listingNumber ?? c.id} — ${c.title ?? c.address}${c.status ? ` (${c.status})` : ''}`;

/** A listing picker: type at least one character to search. */
function ListingPicker({
  label: fieldLabel,
  value,
  onChange,
  excludeId,
}: {
  label: string;
  value: MergeCandidate | null;
  onChange: (v: MergeCandidate | null) => void;
  excludeId?: number;
}) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<MergeCandidate[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const text = input.trim();
    if (!text || (value && input === label(value))) {
      setOptions(value ? [value] : []);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      setLoading(true);
      sectionCalls
        .mergeCandidates(text, ctrl.signal)
        .then(setOptions)
        .catch(() => {})
        .finally(() => setLoading(false));
    }, 300);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [input, value]);
  return (
    <Autocomplete
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      options={options.filter((o) => o.id !== excludeId)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={loading}
      noOptionsText={input.trim() ? MSG.noRecordsFound : 'Type to search listings'}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {o.title ?? o.address}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[o.listingNumber, o.address, o.status].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={fieldLabel} placeholder="Listing number, MLS, title or address" />
      )}
    />
  );
}

const FIELD_LABELS: Partial<Record<keyof MergeSummary, string>> = {
  listingNumber: 'Listing number',
  status: 'Status',
  mlsNumber: 'MLS number',
  tridentDealNumber: 'Trident id',
  title: 'Title',
  address1: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  propertyTypeId: 'Property type',
  rooms: 'Rooms',
  bedrooms: 'Bedrooms',
  fullBaths: 'Full baths',
  halfBaths: 'Half baths',
  interiorSize: 'Interior size',
  year: 'Year built',
  lotSize: 'Lot size',
  imageCount: 'Photos',
  currentPrice: 'Current price',
};
const TOTAL_LABELS: Array<[keyof MergeOverview['totals']['merged'], string]> = [
  ['pastMarketings', 'Past marketings'],
  ['views', 'Views'],
  ['openHouses', 'Open houses'],
  ['showings', 'Showings'],
  ['media', 'Media'],
  ['notes', 'Notes'],
  ['amenities', 'Amenities'],
];
/** /eng/listing/mergeListing: from, to, include options, preview, confirm (staff, system admin). */
export default function MergeListingPage() {
  const [from, setFrom] = useState<MergeCandidate | null>(null);
  const [to, setTo] = useState<MergeCandidate | null>(null);
  const [options, setOptions] = useState<Options>(NO_OPTIONS);
  const [deleteFrom, setDeleteFrom] = useState(false);
  const [overview, setOverview] = useState<MergeOverview | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [formKey, setFormKey] = useState(0);

  // changing any selection clears the preview and the confirmation
  const touch = () => {
    setOverview(null);
    setConfirmed(false);
  };
  const allChecked = MERGE_OPTIONS.every((o) => options[o.key]);
  const someChecked = MERGE_OPTIONS.some((o) => options[o.key]);
  const request = (): MergeRequestInput | null =>
    from && to
      ? { fromListingId: from.id, toListingId: to.id, ...options, shouldDeleteFromListing: deleteFrom }
      : null;

  const preview = async () => {
    const body = request();
    if (!body) return;
    try {
      setOverview(await withLoader('mergeOverview', () => sectionCalls.mergeOverview(body)));
    } catch {
      /* toast shown */
    }
  };
  const merge = async () => {
    const body = request();
    if (!body || !confirmed) return;
    try {
      await withLoader('merge', () => sectionCalls.merge(body));
      showToast('success', MSG.mergeDone);
      setFrom(null);
      setTo(null);
      setOptions(NO_OPTIONS);
      setDeleteFrom(false);
      touch();
      setFormKey((k) => k + 1);
    } catch {
      /* 'Failed to merge listings' shown */
    }
  };

  const lookups = useListingLookups();
  const show = (field: string, v: unknown) => {
    if (v == null || v === '') return '—';
    if (field === 'propertyTypeId')
      return lookups.data?.propertyTypes.find((p) => p.id === v)?.name ?? String(v);
    if (field === 'currentPrice') return formatMoney(Number(v));
    if (typeof v === 'number' && field !== 'year') return formatNumber(v);
    return String(v);
  };
  const fields = overview
    ? (Object.keys(FIELD_LABELS) as Array<keyof MergeSummary>).filter(
        (f) => f in overview.mergedListing || f === 'status',
      )
    : [];

  return (
    <Stack spacing={3} key={formKey}>
      <Typography color="text.secondary">
        Merge a duplicate listing into the listing you keep. Preview the result, confirm, then merge.
      </Typography>
      <Section title="1. Choose the listings">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ListingPicker
              label="From listing"
              value={from}
              excludeId={to?.id}
              onChange={(v) => {
                setFrom(v);
                touch();
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ListingPicker
              label="To listing (kept)"
              value={to}
              excludeId={from?.id}
              onChange={(v) => {
                setTo(v);
                touch();
              }}
            />
          </Grid>
        </Grid>
      </Section>
      <Section title="2. Include">
        <FormControlLabel
          control={
            <Checkbox
              checked={allChecked}
              indeterminate={someChecked && !allChecked}
              onChange={(e) => {
                setOptions(
                  Object.fromEntries(MERGE_OPTIONS.map((o) => [o.key, e.target.checked])) as Options,
                );
                touch();
              }}
            />
          }
          label={<Typography sx={{ fontWeight: 600 }}>All</Typography>}
        />
        <Divider sx={{ my: 1 }} />
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {MERGE_OPTIONS.map((o) => (
            <FormControlLabel
              key={o.key}
              control={
                <Checkbox
                  checked={options[o.key]}
                  onChange={(e) => {
                    setOptions({ ...options, [o.key]: e.target.checked });
                    touch();
                  }}
                />
              }
              label={o.label}
            />
          ))}
        </FormGroup>
        <Divider sx={{ my: 1 }} />
        <FormControlLabel
          control={
            <Checkbox
              checked={deleteFrom}
              onChange={(e) => {
                setDeleteFrom(e.target.checked);
                touch();
              }}
            />
          }
          label="Delete the 'from' listing after the merge"
        />
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={preview} disabled={!from || !to}>
            Preview merge
          </Button>
        </Box>
      </Section>
      {overview && (
        <Section title="3. Review and confirm">
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Table size="small" aria-label="Original and merged listing">
                <TableHead>
                  <TableRow>
                    <TableCell>Field</TableCell>
                    <TableCell>From</TableCell>
                    <TableCell>To (original)</TableCell>
                    <TableCell>To (merged)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {fields.map((f) => {
                    const changed =
                      overview.changedFields.includes(f) &&
                      overview.originalListing[f] !== overview.mergedListing[f];
                    return (
                      <TableRow key={f} sx={changed ? { bgcolor: 'rgba(138, 109, 59, 0.08)' } : undefined}>
                        <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                          {FIELD_LABELS[f]}
                        </TableCell>
                        <TableCell>{show(f, overview.fromListing[f])}</TableCell>
                        <TableCell>{show(f, overview.originalListing[f])}</TableCell>
                        <TableCell sx={{ fontWeight: changed ? 600 : undefined }}>
                          {show(f, overview.mergedListing[f])}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Table size="small" aria-label="Totals">
                <TableHead>
                  <TableRow>
                    <TableCell>Totals</TableCell>
                    <TableCell align="right">Original</TableCell>
                    <TableCell align="right">Merged</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {TOTAL_LABELS.map(([k, l]) => (
                    <TableRow key={k}>
                      <TableCell>{l}</TableCell>
                      <TableCell align="right">{overview.totals.original[k]}</TableCell>
                      <TableCell align="right">{overview.totals.merged[k]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {deleteFrom && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  The 'from' listing {overview.fromListing.listingNumber} will be deleted.
                </Alert>
              )}
            </Grid>
          </Grid>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 3, alignItems: { sm: 'center' } }}
          >
            <FormControlLabel
              control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
              label="I have reviewed the merge and want to go ahead"
            />
            <Button variant="contained" color="secondary" disabled={!confirmed} onClick={merge}>
              Merge listings
            </Button>
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
