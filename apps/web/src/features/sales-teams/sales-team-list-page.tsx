import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Box, Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { canCreateSalesTeam, formatDate, isAgentOnly, LIMITS, MSG, type SalesTeamRow } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { actorFromUser } from '../../app/actor';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { SearchField } from '../../components/form/search-field';
import { useDebounced } from '../../lib/use-debounced';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useSalesTeamSearch } from './sales-teams-api';

const STATUS_FILTERS = [
  { value: 0, label: 'All' },
  { value: 1, label: 'Active' },
  { value: 2, label: 'Inactive' },
] as const;

const COLUMNS: Column<SalesTeamRow>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', isAlwaysShown: true, render: (r) => r.name },
  { key: 'office', header: 'Office', sortKey: 'office', render: (r) => r.office ?? '—' },
  { key: 'email', header: 'Email', render: (r) => r.email ?? '—', hiddenBelowWidth: 1100 },
  { key: 'members', header: 'Members', sortKey: 'members', align: 'right', render: (r) => r.memberCount },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (r) => (
      <Chip
        size="small"
        label={r.status}
        color={r.statusId === 1 ? 'success' : 'default'}
        variant={r.statusId === 1 ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    key: 'lastUpdated',
    header: 'Last updated',
    sortKey: 'lastUpdated',
    width: 150,
    render: (r) => formatDate(r.lastUpdated),
    hiddenBelowWidth: 900,
  },
];

/**
 * /eng/salesTeams: the teams the user may open, 20 a page, by name ascending, searched by name as
 * one types (500 ms). The salesTeamId action key: an agent with exactly one team goes straight to it.
 */
export default function SalesTeamListPage() {
  const user = useCurrentUser()!;
  const actor = useMemo(() => actorFromUser(user), [user]);
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const name = useDebounced(input.trim());
  const [status, setStatus] = useState<0 | 1 | 2>(0);
  const { page, sort, firstPage, tableProps } = usePagedSort(
    { column: 'name', direction: 'asc' },
    LIMITS.defaultListSize,
  );
  useEffect(firstPage, [firstPage, name, status]);

  const agentOnly = isAgentOnly(actor);
  const search = useSalesTeamSearch({
    name,
    status,
    currentPage: page + 1,
    itemsPerPage: LIMITS.defaultListSize,
    sortColumn: sort.column as 'name',
    sortDirection: sort.direction,
  });

  if (agentOnly && actor.salesTeamIds.length === 1)
    return <Navigate to={`/eng/salesTeam/${actor.salesTeamIds[0]}`} replace />;
  if (agentOnly && actor.salesTeamIds.length === 0)
    return (
      <Box>
        <PageHeader title="Sales Teams" />
        <EmptyState title="You are not on a sales team" message="Teams you join appear here." />
      </Box>
    );

  return (
    <Box>
      <PageHeader
        title="Sales Teams"
        subtitle="Teams of agents who sell together, with their members, assistants and site testimonials."
        actions={
          canCreateSalesTeam(actor) ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/eng/salesTeam/new')}>
              New sales team
            </Button>
          ) : undefined
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchField
          label="Search by team name"
          value={input}
          onChange={setInput}
          sx={{ flex: 1, maxWidth: { sm: 420 }, bgcolor: 'background.paper' }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(Number(e.target.value) as 0 | 1 | 2)}
          sx={{ minWidth: 160, bgcolor: 'background.paper' }}
        >
          {STATUS_FILTERS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        label="Sales teams"
        columns={COLUMNS}
        rows={search.data?.results}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        isLoading={search.isLoading}
        error={search.isError ? MSG.salesTeamListError : null}
        onRowOpen={(r) => navigate(`/eng/salesTeam/${r.id}`)}
        {...tableProps(search.data?.totalRecords ?? 0)}
        hasColumnChooser
      />
    </Box>
  );
}
