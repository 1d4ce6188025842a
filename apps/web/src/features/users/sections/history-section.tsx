import { useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { historyFieldLabel, historyValueText, LIMITS, MSG } from '@atrium/domain';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { formatDateTime } from '../../../lib/format';
import { useNearView } from '../../../lib/use-near-view';
import { useUserAudit, type UserAuditEntry } from '../users-api';
import type { UserViewProps } from './section-contract';

type Line = { a: UserAuditEntry; c: UserAuditEntry['changes'][number]; i: number };
type Of = 'record' | 'actions';

const wrap = { maxWidth: 280, overflowWrap: 'anywhere' } as const;
const ACTION_TEXT: Record<string, string> = {
  roles: 'Roles',
  offices: 'Office access',
  dashRoleAdded: 'Dash role added',
  dashRoleRemoved: 'Dash role removed',
};
const what = (a: UserAuditEntry, c: Line['c']) =>
  ACTION_TEXT[a.action] ?? historyFieldLabel(c.field || a.action);

const columns = (of: Of): Column<Line>[] => [
  {
    key: 'when',
    header: 'When',
    render: ({ a, i }) =>
      i === 0 ? (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(a.changedAt)}
        </Box>
      ) : (
        ''
      ),
  },
  of === 'record'
    ? {
        key: 'who',
        header: 'Who',
        render: ({ a, i }) =>
          i === 0 && (
            <Stack>
              <span>{a.userName ?? 'System'}</span>
              {a.realUserName && (
                <Typography variant="caption" color="text.secondary">
                  by {a.realUserName}
                </Typography>
              )}
            </Stack>
          ),
      }
    : {
        key: 'record',
        header: 'Record',
        render: ({ a, i }) => (i === 0 ? `${historyFieldLabel(a.entityType)} ${a.entityId}` : ''),
      },
  { key: 'what', header: 'What', render: ({ a, c }) => what(a, c) },
  {
    key: 'old',
    header: 'Old value',
    render: ({ c }) => (
      <Typography variant="body2" color="text.secondary" sx={wrap}>
        {historyValueText(c.field, c.oldValue)}
      </Typography>
    ),
  },
  {
    key: 'new',
    header: 'New value',
    render: ({ c }) => (
      <Typography variant="body2" sx={wrap}>
        {historyValueText(c.field, c.newValue)}
      </Typography>
    ),
  },
];

function AuditTable({ userId, of }: { userId: number; of: Of }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useUserAudit(userId, of, page);
  const lines = data?.results.flatMap((a) =>
    (a.changes.length ? a.changes : [{ field: '', oldValue: null, newValue: null }]).map((c, i) => ({
      a,
      c,
      i,
    })),
  );
  return (
    <DataTable
      label={of === 'record' ? 'Changes to this user' : 'Changes made by this user'}
      columns={columns(of)}
      rows={lines}
      rowKey={({ a, i }) => `${a.id}-${i}`}
      isLoading={isLoading}
      error={isError ? MSG.auditHistoryError : null}
      emptyMessage={MSG.noRecordsFound}
      dense
      paging={
        data && data.totalRecords > LIMITS.auditPageSize
          ? {
              page: page - 1,
              pageSize: LIMITS.auditPageSize,
              total: data.totalRecords,
              onPageChange: (p) => setPage(p + 1),
            }
          : undefined
      }
    />
  );
}

/** The user audit: changes to the user, or the changes the user made; read when scrolled near. */
export function HistoryReadView({ user }: UserViewProps) {
  const { ref, isNear } = useNearView<HTMLDivElement>('400px');
  const [of, setOf] = useState<Of>('record');
  return (
    <Box ref={ref} sx={{ minHeight: isNear ? undefined : 120 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={of}
        onChange={(_, next: Of | null) => next && setOf(next)}
        aria-label="Which changes"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="record">Changes to this user</ToggleButton>
        <ToggleButton value="actions">Changes made by this user</ToggleButton>
      </ToggleButtonGroup>
      {isNear && <AuditTable key={of} userId={user.id} of={of} />}
    </Box>
  );
}
