import { useState } from 'react';
import { Box, Chip } from '@mui/material';
import { MSG, type NotificationType } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { AssigneesDialog } from './assignees-dialog';
import { useNotificationTypes } from './notifications-api';

const LINKS: Record<NotificationType['linkKind'], string> = {
  listing: 'The listing',
  user: 'The user',
  agent: 'The agent',
  aiArea: 'The AI area',
  none: 'Nothing',
};

const COLUMNS: Column<NotificationType>[] = [
  { key: 'name', header: 'Notification', isAlwaysShown: true, render: (t) => t.name },
  { key: 'id', header: 'Id', width: 64, render: (t) => t.id, hiddenBelowWidth: 700 },
  { key: 'link', header: 'Opens', render: (t) => LINKS[t.linkKind], hiddenBelowWidth: 700 },
  {
    key: 'assigned',
    header: 'Assigned users',
    width: 180,
    render: (t) => (
      <Chip
        size="small"
        variant="outlined"
        color={t.assignedCount ? 'primary' : 'default'}
        label={t.assignedCount === 1 ? '1 user' : `${t.assignedCount} users`}
      />
    ),
  },
];

/** /eng/managenotifications (system admin): each notification type and who is notified of it. */
export default function ManageNotificationsPage() {
  const types = useNotificationTypes();
  const [editing, setEditing] = useState<NotificationType | null>(null);
  return (
    <Box>
      <PageHeader title="Manage Notifications" subtitle="Choose who is notified of each kind of event." />
      <DataTable
        label="Notification types"
        columns={COLUMNS}
        rows={types.data}
        rowKey={(t) => t.id}
        rowName={(t) => t.name}
        isLoading={types.isLoading}
        error={types.isError ? MSG.notificationsFailed : null}
        emptyMessage={MSG.noRecordsFound}
        hasColumnChooser={false}
        onRowOpen={setEditing}
        rowActions={(t) => [{ label: 'Edit assigned users', onClick: () => setEditing(t) }]}
      />
      {editing && <AssigneesDialog type={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
