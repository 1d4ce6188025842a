import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  MSG,
  USER_LIST_PAGE_SIZE,
  USER_STATUS,
  USER_STATUS_LABEL,
  type UserSearchCriteria,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column, type Sort } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { SearchField } from '../../components/form/search-field';
import { useDebounced } from '../../lib/use-debounced';
import { formatDateTime } from '../../lib/format';
import { useExportActiveUsers, useUserList, type UserRow } from './users-api';

type StatusFilter = (typeof USER_STATUS)[keyof typeof USER_STATUS];
const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: USER_STATUS.active, label: 'Active' },
  { value: USER_STATUS.inactive, label: 'Inactive' },
  { value: USER_STATUS.all, label: 'All' },
];

const DEFAULT_SORT: Sort = { column: 'lastName', direction: 'asc' };

export const userPath = (id: number) => `/eng/user/${id}`;
const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'preferredFirstName'>) =>
  `${u.lastName}, ${u.preferredFirstName || u.firstName}`;

/** /eng/users (system administrators): users by last name, active by default, 20 a page. */
export default function UserListPage() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim());
  const [status, setStatus] = useState<StatusFilter>(USER_STATUS.active);
  const { page, sort, firstPage, tableProps } = usePagedSort(DEFAULT_SORT, USER_LIST_PAGE_SIZE);
  useEffect(firstPage, [firstPage, text, status]);
  const exportUsers = useExportActiveUsers();

  const users = useUserList({
    text,
    status,
    currentPage: page + 1,
    itemsPerPage: USER_LIST_PAGE_SIZE,
    sortColumn: sort.column as UserSearchCriteria['sortColumn'],
    sortDirection: sort.direction,
  });

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'lastName',
      isAlwaysShown: true,
      render: (u) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={userPath(u.id)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {displayName(u)}
          </Link>
          {u.userName && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {u.userName}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'email',
      header: 'E-mail',
      sortKey: 'email',
      render: (u) => <Box sx={{ overflowWrap: 'break-word' }}>{u.email}</Box>,
    },
    { key: 'title', header: 'Title', sortKey: 'title', hiddenBelowWidth: 1360, render: (u) => u.title ?? '' },
    {
      key: 'roles',
      header: 'Roles',
      render: (u) => (
        <Typography variant="body2" color="text.secondary">
          {u.roles.join(', ')}
        </Typography>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (u) =>
        u.status === USER_STATUS.active ? (
          <Chip size="small" color="success" variant="outlined" label={USER_STATUS_LABEL[1]} />
        ) : (
          <Chip size="small" variant="outlined" label={USER_STATUS_LABEL[2]} />
        ),
    },
    {
      key: 'lastLogin',
      header: 'Last login',
      sortKey: 'lastLogin',
      hiddenBelowWidth: 1280,
      render: (u) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(u.lastLogin) ?? '—'}
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Users"
        subtitle="Who may use Atrium: their details, office access, roles and dash roles."
        actions={
          <Button
            variant="outlined"
            startIcon={
              exportUsers.isPending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <FileDownloadOutlined />
              )
            }
            disabled={exportUsers.isPending}
            onClick={() => exportUsers.mutate(text)}
          >
            {exportUsers.isPending ? 'Exporting…' : 'Export active users'}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search users by name or e-mail"
          placeholder="Search by name or e-mail"
          value={input}
          onChange={setInput}
          sx={{ flex: 1, maxWidth: { sm: 520 } }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(Number(e.target.value) as StatusFilter)}
          sx={{ minWidth: 160 }}
        >
          {STATUS_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        label="Users"
        columns={columns}
        rows={users.data?.results}
        rowKey={(u) => u.id}
        isLoading={users.isLoading}
        error={users.isError ? MSG.failedRetrieveUserList : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(u) => void navigate(userPath(u.id))}
        rowName={displayName}
        hasColumnChooser
        {...tableProps(users.data?.totalRecords ?? 0)}
      />
    </Box>
  );
}
