import { useState } from 'react';
import { Box, Button, Chip, Paper, Stack, TextField } from '@mui/material';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { MSG, SPOT_LISTING_SEARCH_DEFAULTS, type SpotListingSearchInput } from '@atrium/domain';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { formatDate, formatPrice } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { spotCalls, useSpotListings, useSpotRefresh, type SpotListingItem, type SpotRow } from './spots-api';

const yesNo = (value: boolean, label: string) =>
  value ? (
    <CheckCircleRounded fontSize="small" color="success" aria-label={`${label}: yes`} />
  ) : (
    <RemoveCircleOutlineRounded fontSize="small" color="disabled" aria-label={`${label}: no`} />
  );

const COLUMNS: Column<SpotListingItem>[] = [
  { key: 'address', header: 'Address', sortKey: 'address1', isAlwaysShown: true, render: (r) => r.address },
  { key: 'agentName', header: 'Agent name', sortKey: 'agentName', render: (r) => r.agentName },
  { key: 'type', header: 'Type', render: (r) => r.type, hiddenBelowWidth: 1440 },
  { key: 'price', header: 'Price', sortKey: 'price', align: 'right', render: (r) => formatPrice(r.price) },
  {
    key: 'valid',
    header: 'Valid',
    render: (r) => yesNo(r.valid, 'Valid'),
    width: 64,
    hiddenBelowWidth: 1000,
  },
  {
    key: 'publish',
    header: 'Publish',
    render: (r) => yesNo(r.publish, 'Publish'),
    width: 72,
    hiddenBelowWidth: 1440,
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (r) => <Chip size="small" variant="outlined" label={r.status} />,
  },
  { key: 'listingNumber', header: 'Listing number', render: (r) => r.listingNumber, hiddenBelowWidth: 1600 },
  { key: 'officeName', header: 'Office name', render: (r) => r.officeName, hiddenBelowWidth: 1600 },
  {
    key: 'lastAdvertised',
    header: 'Last advertised',
    sortKey: 'lastAdvertised',
    render: (r) => (r.lastAdvertised ? formatDate(r.lastAdvertised) : '—'),
  },
];

type Props = {
  /** The spot a row books or requests; without one the rows have no action. */
  spot: SpotRow | null;
  action: 'book' | 'request';
  /** After a booking or request succeeded. */
  onDone?: () => void;
};

/**
 * The listing search of spot booking: active and pending sales by address, 100 a page, each row
 * with the date its listing was last advertised; a row books the chosen spot, or requests it.
 */
export function SpotListingTable({ spot, action, onDone }: Props) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<SpotListingSearchInput>({ ...SPOT_LISTING_SEARCH_DEFAULTS, text: null });
  const [busy, setBusy] = useState<number | null>(null);
  const result = useSpotListings(query);
  const refresh = useSpotRefresh();

  const run = async (row: SpotListingItem) => {
    if (!spot) return;
    setBusy(row.id);
    try {
      if (action === 'book') {
        const { data } = await spotCalls.assign(spot.id, row.id);
        showToast('success', data.message);
      } else {
        await spotCalls.request(spot.id, row.id);
        showToast('success', MSG.spotRequested);
      }
      await refresh();
      onDone?.();
    } catch {
      // the call has shown its toast
    } finally {
      setBusy(null);
    }
  };

  const label = action === 'book' ? 'Book' : 'Request';
  const columns: Column<SpotListingItem>[] = [
    ...COLUMNS,
    {
      key: 'action',
      header: '',
      isAlwaysShown: true,
      align: 'right',
      render: (r) => (
        <Button
          size="small"
          variant={action === 'book' ? 'contained' : 'outlined'}
          disabled={!spot || busy !== null}
          onClick={() => void run(r)}
          aria-label={`${label} ${spot?.name ?? 'spot'} for ${r.address ?? `listing ${r.id}`}`}
        >
          {label}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Paper
        component="form"
        role="search"
        aria-label="Search listings for the spot"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ ...query, text: draft.trim() || null, currentPage: 1 });
        }}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Address, city or listing number"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              Search
            </Button>
            <Button
              color="inherit"
              onClick={() => {
                setDraft('');
                setQuery({ ...SPOT_LISTING_SEARCH_DEFAULTS, text: null });
              }}
            >
              Clear
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <DataTable
        label="Listings for the spot"
        columns={columns}
        rows={result.data?.items}
        rowKey={(r) => r.id}
        rowName={(r) => r.address ?? `Listing ${r.id}`}
        isLoading={result.isLoading}
        error={result.isError ? MSG.listingsRetrieveFailed : null}
        emptyMessage={MSG.noRecordsFound}
        sort={{ column: String(query.sortColumn), direction: query.sortDirection ?? 'asc' }}
        onSortChange={(s) =>
          setQuery({
            ...query,
            sortColumn: s.column as SpotListingSearchInput['sortColumn'],
            sortDirection: s.direction,
            currentPage: 1,
          })
        }
        paging={{
          page: (query.currentPage ?? 1) - 1,
          pageSize: SPOT_LISTING_SEARCH_DEFAULTS.itemsPerPage,
          total: result.data?.totalCount ?? 0,
          onPageChange: (page) => setQuery({ ...query, currentPage: page + 1 }),
        }}
      />
    </Box>
  );
}
