import { useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { historyFieldLabel } from '@atrium/domain';
import type { Column } from '../../../components/data-table/data-table';
import { AuditTable, type AuditLine } from '../../../components/audit/audit-table';
import { useNearView } from '../../../lib/use-near-view';
import { useUserAudit, type UserAuditEntry } from '../users-api';
import type { UserViewProps } from './section-contract';

type Of = 'record' | 'actions';

const ACTION_TEXT: Record<string, string> = {
  roles: 'Roles',
  offices: 'Office access',
  dashRoleAdded: 'Dash role added',
  dashRoleRemoved: 'Dash role removed',
};

const RECORD: Column<AuditLine<UserAuditEntry>> = {
  key: 'record',
  header: 'Record',
  render: ({ a, i }) => (i === 0 ? `${historyFieldLabel(a.entityType)} ${a.entityId}` : ''),
};

function UserAuditTable({ userId, of }: { userId: number; of: Of }) {
  const [page, setPage] = useState(1);
  const audit = useUserAudit(userId, of, page);
  return (
    <AuditTable
      label={of === 'record' ? 'Changes to this user' : 'Changes made by this user'}
      data={audit.data}
      isLoading={audit.isLoading}
      isError={audit.isError}
      page={page}
      onPageChange={setPage}
      second={of === 'record' ? undefined : RECORD}
      what={(a, c) => ACTION_TEXT[a.action] ?? historyFieldLabel(c.field || a.action)}
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
      {isNear && <UserAuditTable key={of} userId={user.id} of={of} />}
    </Box>
  );
}
