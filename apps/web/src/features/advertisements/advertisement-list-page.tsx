import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, MenuItem, Paper, TextField } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import {
  ADVERTISEMENT_LIMITS,
  canWriteAdvertisements,
  MSG,
  type AdvertisementListRow,
  type AdvertisementSearchInput,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FilterActions } from '../../components/data-table/filter-actions';
import { useListFilter } from '../../components/data-table/use-list-filter';
import { DataTable, type Column, type RowAction } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { formatDate, formatMoney } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { useCurrentUser } from '../../lib/session-store';
import { actorFromUser } from '../../app/actor';
import {
  advertisementCalls,
  advertisementKeys,
  useActiveMediaOutlets,
  useAdvertisementSearch,
} from './advertisements-api';

const PAGE_SIZE = ADVERTISEMENT_LIMITS.pageSize;
type Filter = {
  mediaOutletId: number | '';
  name: string;
  runDateFrom: string;
  runDateTo: string;
  publish: '' | 'yes' | 'no';
};
const FIRST: Filter = { mediaOutletId: '', name: '', runDateFrom: '', runDateTo: '', publish: '' };

const COLUMNS: Column<AdvertisementListRow>[] = [
  { key: 'name', header: 'Name', isAlwaysShown: true, render: (r) => r.name },
  { key: 'mediaOutlet', header: 'Media outlet', render: (r) => r.mediaOutletName },
  { key: 'edition', header: 'Edition', render: (r) => r.edition, hiddenBelowWidth: 1100 },
  {
    key: 'runDate',
    header: 'Run date',
    render: (r) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(r.runDate)}
      </Box>
    ),
  },
  {
    key: 'deadline',
    header: 'Reservation deadline',
    render: (r) => formatDate(r.reservationDeadline),
    hiddenBelowWidth: 1000,
  },
  { key: 'totalCost', header: 'Total cost', align: 'right', render: (r) => formatMoney(r.totalCost) },
  {
    key: 'publish',
    header: 'Publish',
    render: (r) => (
      <Chip
        size="small"
        variant="outlined"
        color={r.publish ? 'success' : 'default'}
        label={r.publish ? 'Yes' : 'No'}
      />
    ),
  },
];

const toQuery = (f: Filter, page: number): AdvertisementSearchInput => ({
  mediaOutletId: f.mediaOutletId === '' ? null : f.mediaOutletId,
  name: f.name || null,
  runDateFrom: f.runDateFrom || null,
  runDateTo: f.runDateTo || null,
  publish: f.publish === '' ? null : f.publish === 'yes',
  currentPage: page + 1,
  itemsPerPage: PAGE_SIZE,
});

/** /eng/advertisements: the paged advertisement list with its filters, copy, delete and exports. */
export default function AdvertisementListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = canWriteAdvertisements(actorFromUser(useCurrentUser()!));
  const outlets = useActiveMediaOutlets();
  const [page, setPage] = useState(0);
  const { draft, filter, edit, apply, clear } = useListFilter(
    FIRST,
    () => setPage(0),
    (d) => ({
      ...d,
      name: d.name.trim(),
    }),
  );
  const [deleting, setDeleting] = useState<AdvertisementListRow | null>(null);
  const result = useAdvertisementSearch(toQuery(filter, page));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: advertisementKeys.all });
  const isRangeWrong = Boolean(draft.runDateFrom && draft.runDateTo && draft.runDateFrom > draft.runDateTo);

  const act = async (work: () => Promise<{ data: { message: string } }>) => {
    try {
      showToast('success', (await work()).data.message);
      refresh();
    } catch {
      /* the call showed its message */
    }
  };
  const actions = (r: AdvertisementListRow): RowAction[] => [
    { label: 'Open', onClick: () => navigate(`/eng/viewAdvertisement/${r.id}`) },
    ...(canWrite
      ? [
          { label: 'Copy', onClick: () => void act(() => advertisementCalls.copy(r.id)) },
          { label: 'Delete', onClick: () => setDeleting(r) },
        ]
      : []),
    {
      label: 'Export advertisement',
      onClick: () => void advertisementCalls.export(r.id, 'advertisement').catch(() => {}),
    },
    { label: 'Export CIT', onClick: () => void advertisementCalls.export(r.id, 'cit').catch(() => {}) },
  ];

  return (
    <Box>
      <PageHeader
        title="Advertisements"
        subtitle="Print and online advertisements booked with the media outlets."
        actions={
          canWrite && (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => navigate('/eng/viewAdvertisement')}
            >
              New advertisement
            </Button>
          )
        }
      />
      <Paper
        component="form"
        role="search"
        aria-label="Search advertisements"
        onSubmit={(e) => {
          e.preventDefault();
          if (isRangeWrong) return;
          apply();
        }}
        sx={{ p: 2, mb: 2 }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            alignItems: 'start',
          }}
        >
          <TextField
            select
            label="Media outlet"
            value={draft.mediaOutletId}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => edit({ mediaOutletId: e.target.value === '' ? '' : Number(e.target.value) })}
          >
            <MenuItem value="">All</MenuItem>
            {(outlets.data ?? []).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Name"
            value={draft.name}
            onChange={(e) => edit({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: ADVERTISEMENT_LIMITS.nameMax } }}
          />
          <TextField
            select
            label="Publish"
            value={draft.publish}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => edit({ publish: e.target.value as Filter['publish'] })}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="yes">Yes</MenuItem>
            <MenuItem value="no">No</MenuItem>
          </TextField>
          <TextField
            label="Run date from"
            type="date"
            value={draft.runDateFrom}
            onChange={(e) => edit({ runDateFrom: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Run date to"
            type="date"
            value={draft.runDateTo}
            onChange={(e) => edit({ runDateTo: e.target.value })}
            error={isRangeWrong}
            helperText={isRangeWrong ? MSG.advertisementRunDateRange : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FilterActions onClear={clear} isSearchDisabled={isRangeWrong} sx={{ pt: { md: 1 } }} />
        </Box>
      </Paper>
      <DataTable
        label="Advertisements"
        columns={COLUMNS}
        rows={result.data?.items}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        isLoading={result.isLoading}
        error={result.isError ? MSG.advertisementListFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(r) => navigate(`/eng/viewAdvertisement/${r.id}`)}
        rowActions={actions}
        paging={{ page, pageSize: PAGE_SIZE, total: result.data?.totalCount ?? 0, onPageChange: setPage }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete advertisement"
        message={MSG.confirmDeleteAdvertisement(deleting?.name ?? '')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting!;
          setDeleting(null);
          void act(() => advertisementCalls.remove(row.id));
        }}
      />
    </Box>
  );
}
