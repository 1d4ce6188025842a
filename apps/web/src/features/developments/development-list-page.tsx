import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import {
  canCreateDevelopment,
  DEVELOPMENT_LIMITS as L,
  DEVELOPMENT_STATUSES,
  formatListingDate,
  MSG,
  type DevelopmentListRow,
  type DevelopmentSearchInput,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FilterActions } from '../../components/data-table/filter-actions';
import { useListFilter } from '../../components/data-table/use-list-filter';
import { DataTable, type Column, type Sort } from '../../components/data-table/data-table';
import { useCurrentUser } from '../../lib/session-store';
import { actorFromUser } from '../../app/actor';
import { useDevelopmentLookups, useDevelopmentSearch } from './developments-api';

type Filter = { title: string; officeId: number | 0; statusId: 0 | 1 | 2 };
const FIRST: Filter = { title: '', officeId: 0, statusId: 0 };

const COLUMNS: Column<DevelopmentListRow>[] = [
  { key: 'title', header: 'Title', sortKey: 'title', isAlwaysShown: true, render: (r) => r.title },
  {
    key: 'city',
    header: 'Location',
    sortKey: 'city',
    render: (r) =>
      [r.address1, [r.city, r.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ') || '—',
  },
  {
    key: 'office',
    header: 'Office',
    sortKey: 'office',
    render: (r) => r.office ?? '—',
    hiddenBelowWidth: 1000,
  },
  {
    key: 'totalUnits',
    header: 'Units',
    sortKey: 'totalUnits',
    align: 'right',
    render: (r) => r.totalUnits ?? '—',
  },
  {
    key: 'counts',
    header: 'Agents / listings',
    render: (r) => `${r.agentCount} / ${r.listingCount}`,
    hiddenBelowWidth: 1100,
  },
  {
    key: 'listDate',
    header: 'List date',
    sortKey: 'listDate',
    render: (r) => formatListingDate(r.listDate) || '—',
  },
  {
    key: 'publish',
    header: 'Published',
    sortKey: 'publish',
    render: (r) => (
      <Chip
        size="small"
        variant="outlined"
        color={r.publish ? 'success' : 'default'}
        label={r.publish ? 'Yes' : 'No'}
      />
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (r) => (
      <Chip
        size="small"
        variant="outlined"
        color={r.statusId === 1 ? 'success' : 'default'}
        label={r.status}
      />
    ),
  },
];

/**
 * /eng/developments: the developments the user may open, 20 at a time. The list accumulates: the
 * next page is appended below, a new search or sort starts it again.
 */
export default function DevelopmentListPage() {
  const navigate = useNavigate();
  const actor = actorFromUser(useCurrentUser()!);
  const lookups = useDevelopmentLookups();
  const [sort, setSort] = useState<Sort>({ column: 'title', direction: 'asc' });
  const [page, setPage] = useState(1);
  const { draft, filter, edit, apply, clear } = useListFilter(
    FIRST,
    () => setPage(1),
    (d) => ({
      ...d,
      title: d.title.trim(),
    }),
  );
  const [rows, setRows] = useState<DevelopmentListRow[]>([]);
  const query: DevelopmentSearchInput = {
    title: filter.title || null,
    officeId: filter.officeId || null,
    statusId: filter.statusId,
    currentPage: page,
    itemsPerPage: L.pageSize,
    sortColumn: sort.column as DevelopmentSearchInput['sortColumn'],
    sortDirection: sort.direction,
  };
  const result = useDevelopmentSearch(query);
  const answered = result.isPlaceholderData ? undefined : result.data;
  useEffect(() => {
    if (!answered) return;
    // a page above the first appends; the first page (a new search or sort) replaces
    setRows((current) => (page > 1 ? [...current, ...answered.items] : answered.items));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page is read with its own answer
  }, [answered]);
  const total = result.data?.totalCount ?? 0;

  return (
    <Box>
      <PageHeader
        title="Developments"
        subtitle="New developments and their buildings: details, agents, photos and the listings of their units."
        actions={
          canCreateDevelopment(actor) && (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => navigate('/eng/developmentDetails/new')}
            >
              New development
            </Button>
          )
        }
      />
      <Paper
        component="form"
        role="search"
        aria-label="Search developments"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Title"
            value={draft.title}
            onChange={(e) => edit({ title: e.target.value })}
            slotProps={{ htmlInput: { maxLength: L.titleMax } }}
            sx={{ flex: 2, minWidth: 0 }}
          />
          <TextField
            select
            label="Office"
            value={draft.officeId}
            onChange={(e) => edit({ officeId: Number(e.target.value) })}
            sx={{ flex: 2, minWidth: 0 }}
          >
            <MenuItem value={0}>All offices</MenuItem>
            {(lookups.data?.offices ?? []).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            value={draft.statusId}
            onChange={(e) => edit({ statusId: Number(e.target.value) as Filter['statusId'] })}
            sx={{ flex: 1, minWidth: 140 }}
          >
            <MenuItem value={0}>All</MenuItem>
            {DEVELOPMENT_STATUSES.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <FilterActions onClear={clear} />
        </Stack>
      </Paper>
      <DataTable
        label="Developments"
        columns={COLUMNS}
        rows={result.isLoading ? undefined : rows}
        rowKey={(r) => r.id}
        rowName={(r) => r.title}
        isLoading={result.isLoading}
        error={result.isError ? MSG.developmentListFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(r) => navigate(`/eng/developmentDetails/${r.id}`)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      {total > 0 && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {rows.length} of {total}
          </Typography>
          {rows.length < total && (
            <Button variant="outlined" disabled={result.isFetching} onClick={() => setPage((p) => p + 1)}>
              {result.isFetching ? 'Loading…' : 'Show more'}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
