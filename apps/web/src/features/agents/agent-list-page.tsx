import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Avatar, Box, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { LIMITS, MSG, isAgentOnly } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FileImage } from '../../components/image-manager/file-image';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { SearchField } from '../../components/form/search-field';
import { useCurrentUser } from '../../lib/session-store';
import {
  AGENT_LIST_SORT,
  agentSearchBody,
  openingAgentFilters,
  useAgentSearch,
  type AgentListRow,
} from './agents-api';
import { useDebounced } from '../../lib/use-debounced';

const initials = (r: AgentListRow) => `${r.firstName[0] ?? ''}${r.lastName[0] ?? ''}`.toUpperCase();

const columns: Column<AgentListRow>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'firstName',
    isAlwaysShown: true,
    render: (r) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {r.imageUrlId ? (
          <Box sx={{ width: 32, height: 40, borderRadius: 1, overflow: 'hidden', flexShrink: 0 }} aria-hidden>
            <FileImage fileId={r.imageUrlId} alt="" fit="cover" />
          </Box>
        ) : (
          <Avatar
            sx={{
              width: 32,
              height: 32,
              fontSize: 13,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
            aria-hidden
          >
            {initials(r)}
          </Avatar>
        )}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {r.firstName} {r.lastName}
        </Box>
      </Stack>
    ),
  },
  {
    key: 'lastName',
    header: 'Last name',
    sortKey: 'lastName',
    render: (r) => r.lastName,
    isHiddenByDefault: true,
  },
  {
    key: 'mlsNumber',
    header: 'MLS number',
    sortKey: 'mlsNumber',
    render: (r) => r.mlsNumber,
    hiddenBelowWidth: 1100,
  },
  {
    key: 'agentType',
    header: 'Type',
    sortKey: 'agentType',
    render: (r) => r.agentType,
    hiddenBelowWidth: 900,
  },
  { key: 'officeName', header: 'Office', sortKey: 'officeName', render: (r) => r.officeName },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (r) => (
      <Chip
        size="small"
        label={r.status}
        color={r.status === 'Active' ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
  {
    key: 'isValid',
    header: 'Data complete',
    render: (r) => (r.isValid ? 'Yes' : 'No'),
    hiddenBelowWidth: 1000,
  },
  { key: 'publish', header: 'Published', render: (r) => (r.publish ? 'Yes' : 'No'), hiddenBelowWidth: 1000 },
];

const SEARCH_SX = { flex: { sm: '1 1 240px' }, maxWidth: { sm: 360 }, bgcolor: 'background.paper' };

/**
 * /eng/agents: agents in the user's scope, by default active, data complete and published, first
 * name ascending, 20 a page; search by name and by office. An agent with one agent id goes
 * straight to their page; with several, the list is the selector of their agent ids.
 */
export default function AgentListPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const agentOnly = isAgentOnly({ roles: user?.roleCodes ?? [] });
  const ownIds = user?.agentIds ?? [];
  const opening = openingAgentFilters(user);
  const [name, setName] = useState('');
  const [officeName, setOfficeName] = useState('');
  const [status, setStatus] = useState(opening.status);
  const [isValidOnly, setValidOnly] = useState(opening.isValidOnly);
  const [isPublishedOnly, setPublishedOnly] = useState(opening.isPublishedOnly);
  const [withUndersizedImage, setUndersized] = useState(false);
  const { page, sort, firstPage, tableProps } = usePagedSort(AGENT_LIST_SORT, LIMITS.defaultListSize);
  const debouncedName = useDebounced(name.trim());
  const debouncedOffice = useDebounced(officeName.trim());

  const body = useMemo(
    () =>
      agentSearchBody({
        page,
        status,
        name: debouncedName,
        officeName: debouncedOffice,
        isValidOnly,
        isPublishedOnly,
        withUndersizedImage,
        sort,
      }),
    [page, status, debouncedName, debouncedOffice, isValidOnly, isPublishedOnly, withUndersizedImage, sort],
  );
  useEffect(firstPage, [
    firstPage,
    status,
    debouncedName,
    debouncedOffice,
    isValidOnly,
    isPublishedOnly,
    withUndersizedImage,
  ]);
  const search = useAgentSearch(body);

  // the agentId action key: honoured only for an agent id the user may open
  const wanted = Number(params.get('agentId'));
  if (wanted && (!agentOnly || ownIds.includes(wanted)))
    return <Navigate to={`/eng/agent/${wanted}`} replace />;
  if (agentOnly && ownIds.length === 1) return <Navigate to={`/eng/agent/${ownIds[0]}`} replace />;

  return (
    <Box>
      <PageHeader
        title={agentOnly ? 'My Agents' : 'Agents'}
        subtitle={
          agentOnly
            ? 'You have more than one agent profile: choose the one to open.'
            : 'Agent profiles as they appear on the brand sites. Open one to edit its description, biography, photo and sales.'
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        <SearchField label="Search by name" value={name} onChange={setName} size="small" sx={SEARCH_SX} />
        <SearchField
          label="Search by office"
          value={officeName}
          onChange={setOfficeName}
          size="small"
          sx={SEARCH_SX}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => setStatus(Number(e.target.value) as 0 | 1 | 2)}
          sx={{ minWidth: 140, bgcolor: 'background.paper' }}
        >
          <MenuItem value={0}>All</MenuItem>
          <MenuItem value={1}>Active</MenuItem>
          <MenuItem value={2}>Inactive</MenuItem>
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={isValidOnly} onChange={(e) => setValidOnly(e.target.checked)} />}
          label="Data complete only"
        />
        <FormControlLabel
          control={<Switch checked={isPublishedOnly} onChange={(e) => setPublishedOnly(e.target.checked)} />}
          label="Published only"
        />
        <FormControlLabel
          control={<Switch checked={withUndersizedImage} onChange={(e) => setUndersized(e.target.checked)} />}
          label="Undersized photo"
        />
      </Stack>
      <DataTable
        label="Agents"
        columns={columns}
        rows={search.data?.results}
        rowKey={(r) => r.agentId}
        rowName={(r) => `${r.firstName} ${r.lastName}`}
        isLoading={search.isLoading}
        error={search.isError ? MSG.agentListFailed : null}
        emptyMessage={MSG.noResultsFound}
        onRowOpen={(r) => navigate(`/eng/agent/${r.agentId}`)}
        {...tableProps(search.data?.totalRecords ?? 0)}
        hasColumnChooser
      />
    </Box>
  );
}
