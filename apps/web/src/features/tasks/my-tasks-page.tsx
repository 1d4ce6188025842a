import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { MSG, TASK_LIMITS, type MyTasks, type TaskItem } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { formatDate } from '../../lib/format';
import { ListingReminderButton } from '../notifications';
import { tasksKeys, useMyTasks } from './tasks-api';

type Group = MyTasks['groups'][number];

const columns = (group: Group, onChanged: () => void): Column<TaskItem>[] => [
  {
    key: 'title',
    header: 'Listing',
    isAlwaysShown: true,
    render: (t) => (
      <Link component={RouterLink} to={t.link}>
        {t.title}
      </Link>
    ),
  },
  {
    key: 'detail',
    header: group.key === 'privateAccessRequests' ? 'Request' : 'What is due',
    render: (t) => t.detail,
  },
  {
    key: 'date',
    header: group.key === 'expiringListings' ? 'Expires' : 'Date',
    width: 120,
    render: (t) => (t.date ? formatDate(t.date) : '—'),
    hiddenBelowWidth: 600,
  },
  ...(group.key === 'expiringListings'
    ? [
        {
          key: 'reminders',
          header: 'Reminders',
          width: 170,
          render: (t: TaskItem) => (
            <ListingReminderButton
              key={String(t.remindersOff)}
              listingId={t.listingId}
              optedOut={t.remindersOff}
              listingName={t.title}
              onChanged={onChanged}
            />
          ),
        },
      ]
    : []),
];

/** One group of tasks: its title, what resolves it, its count and its first items. */
function TaskGroup({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tasksKeys.mine });
  const more = group.count - group.items.length;
  return (
    <Paper component="section" aria-labelledby={`tasks-${group.key}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography id={`tasks-${group.key}`} variant="h3" component="h2" sx={{ minWidth: 0 }}>
          {group.title}
        </Typography>
        <Chip
          size="small"
          label={group.count}
          color={group.count ? 'warning' : 'default'}
          aria-label={`${group.count} tasks`}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {group.action}.
      </Typography>
      <DataTable
        label={group.title}
        columns={columns(group, refresh)}
        rows={group.items}
        rowKey={(t) => `${t.listingId}-${t.detail}`}
        emptyMessage={MSG.noRecordsFound}
        dense
      />
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The first {TASK_LIMITS.itemsPerGroup} are shown; {more} more wait after them.
        </Typography>
      )}
    </Paper>
  );
}

/** /eng/mytask: what needs doing in the listings the user may see, each task linking to where it is done. */
export default function MyTasksPage() {
  const tasks = useMyTasks();
  return (
    <Box>
      <PageHeader
        title="Tasks"
        subtitle="Listings that need your attention, each linking to where it is resolved."
      />
      {tasks.isError ? (
        <EmptyState tone="error" title={MSG.myTasksFailed} />
      ) : !tasks.data ? (
        <Stack spacing={2} role="status" aria-label="Loading tasks">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : (
        <Stack spacing={2}>
          {tasks.data.groups.map((g) => (
            <TaskGroup key={g.key} group={g} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
