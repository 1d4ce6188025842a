import { useNavigate } from 'react-router';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import {
  canAdministerOffices,
  formatPhone,
  MSG,
  OFFICE_LIMITS,
  OFFICE_STATUS_FILTERS,
  type OfficeListRow,
  type OfficeSearchInput,
  type OfficeStatusFilter,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FilterActions } from '../../components/data-table/filter-actions';
import { useListFilter } from '../../components/data-table/use-list-filter';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { useCurrentUser } from '../../lib/session-store';
import { actorFromUser } from '../../app/actor';
import { useOfficeSearch } from './offices-api';

const FIRST: { name: string; status: OfficeStatusFilter } = { name: '', status: 0 };

const yesNo = (value: boolean, label: string) =>
  value ? (
    <CheckCircleRounded fontSize="small" color="success" aria-label={`${label}: yes`} />
  ) : (
    <RemoveCircleOutlineRounded fontSize="small" color="disabled" aria-label={`${label}: no`} />
  );

const COLUMNS: Column<OfficeListRow>[] = [
  { key: 'valid', header: 'Valid', sortKey: 'valid', render: (r) => yesNo(r.valid, 'Valid'), width: 72 },
  {
    key: 'publish',
    header: 'Publish',
    sortKey: 'publish',
    render: (r) => yesNo(r.publish, 'Publish'),
    width: 84,
  },
  {
    key: 'officeName',
    header: 'Office name',
    sortKey: 'officeName',
    isAlwaysShown: true,
    render: (r) => r.officeName,
  },
  {
    key: 'locationCode',
    header: 'Location code',
    sortKey: 'locationCode',
    render: (r) => r.locationCode,
    hiddenBelowWidth: 1100,
  },
  { key: 'manager', header: 'Manager', sortKey: 'manager', render: (r) => r.manager },
  {
    key: 'phoneNumber',
    header: 'Phone',
    sortKey: 'phoneNumber',
    render: (r) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatPhone(r.phoneNumber)}
      </Box>
    ),
    hiddenBelowWidth: 1000,
  },
  { key: 'region', header: 'Region', sortKey: 'region', render: (r) => r.region },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (r) => (
      <Chip
        size="small"
        label={r.status}
        color={r.statusId === 1 ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];

/** /eng/offices: the office list with its search bar (Office Name, Office Status; Search and Clear). */
export default function OfficeListPage() {
  const navigate = useNavigate();
  const user = useCurrentUser()!;
  const isAdmin = canAdministerOffices(actorFromUser(user));
  const { page, sort, firstPage, tableProps } = usePagedSort(
    { column: 'officeName', direction: 'asc' },
    OFFICE_LIMITS.pageSize,
  );
  const { draft, filter, edit, apply, clear } = useListFilter(FIRST, firstPage, (d) => ({
    ...d,
    name: d.name.trim(),
  }));
  const query: OfficeSearchInput = {
    name: filter.name || null,
    status: filter.status,
    currentPage: page + 1,
    itemsPerPage: OFFICE_LIMITS.pageSize,
    sortColumn: sort.column as OfficeSearchInput['sortColumn'],
    sortDirection: sort.direction,
  };
  const result = useOfficeSearch(query);
  // a phone shows cards headed by their first column: the office's name
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = isPhone
    ? [...COLUMNS.filter((c) => c.key === 'officeName'), ...COLUMNS.filter((c) => c.key !== 'officeName')]
    : COLUMNS;

  return (
    <Box>
      <PageHeader
        title="Offices"
        subtitle="The network's offices: their details, managers and the defaults of their listings."
        actions={
          isAdmin && (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => navigate('/eng/office/new')}
            >
              New office
            </Button>
          )
        }
      />
      <Paper
        component="form"
        role="search"
        aria-label="Search offices"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Office Name"
            value={draft.name}
            onChange={(e) => edit({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: OFFICE_LIMITS.nameMax } }}
            sx={{ flex: 2, minWidth: 0 }}
          />
          <TextField
            select
            label="Office Status"
            value={draft.status}
            onChange={(e) => edit({ status: Number(e.target.value) as OfficeStatusFilter })}
            sx={{ flex: 1, minWidth: 160 }}
          >
            {OFFICE_STATUS_FILTERS.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <FilterActions onClear={clear} />
        </Stack>
      </Paper>
      <DataTable
        label="Offices"
        columns={columns}
        rows={result.data?.items}
        rowKey={(r) => r.id}
        rowName={(r) => r.officeName}
        isLoading={result.isLoading}
        error={result.isError ? MSG.officeListFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(r) => navigate(`/eng/office/${r.id}`)}
        {...tableProps(result.data?.totalCount ?? 0)}
      />
    </Box>
  );
}
