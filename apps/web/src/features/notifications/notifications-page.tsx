import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Checkbox, Chip, FormControlLabel, Link, Paper, Stack, Switch } from '@mui/material';
import {
  formatDateTime,
  isAllowed,
  MSG,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPE,
  notificationLink,
  type UserNotification,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { showToast } from '../../lib/toast-store';
import { useCurrentUser } from '../../lib/session-store';
import { ListingReminderButton } from './listing-reminder-button';
import { notificationCalls, notificationsKeys, useMyNotifications } from './notifications-api';

/** The notification's sentence, a link to what it is about when it names something. */
function NotificationText({ n }: { n: UserNotification }) {
  const to = notificationLink(n.typeId, n.entityId);
  return to ? (
    <Link component={RouterLink} to={to} sx={{ overflowWrap: 'anywhere' }}>
      {n.text}
    </Link>
  ) : (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {n.text}
    </Box>
  );
}

/** A listing's coming expiry: its reminders can be stopped from the notification. */
const isExpiryReminder = (n: UserNotification) =>
  n.typeId === NOTIFICATION_TYPE.listingExpiring && n.entityId != null;

/** /eng/notifications: the user's notifications, newest first; chosen ones are dismissed. */
export default function NotificationsPage() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const canManage = Boolean(user && isAllowed({ roles: user.roleCodes }, ['systemAdmin']));
  const [showDismissed, setShowDismissed] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const { page, firstPage, tableProps } = usePagedSort(
    { column: 'createdAt', direction: 'desc' },
    NOTIFICATION_LIMITS.pageSize,
  );
  const result = useMyNotifications({
    currentPage: page + 1,
    itemsPerPage: NOTIFICATION_LIMITS.pageSize,
    dismissedStatus: showDismissed ? null : false,
  });
  const rows = result.data?.results;
  const open = (rows ?? []).filter((n) => n.dismissedAt == null);
  const isAllChosen = open.length > 0 && open.every((n) => chosen.has(n.id));
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: Column<UserNotification>[] = [
    {
      key: 'choose',
      header: 'Choose',
      isAlwaysShown: true,
      width: 56,
      render: (n) => (
        <Checkbox
          size="small"
          checked={chosen.has(n.id)}
          disabled={n.dismissedAt != null}
          onChange={() => toggle(n.id)}
          slotProps={{ input: { 'aria-label': `Choose: ${n.text}` } }}
        />
      ),
    },
    { key: 'text', header: 'Notification', isAlwaysShown: true, render: (n) => <NotificationText n={n} /> },
    { key: 'type', header: 'Type', render: (n) => n.typeName, hiddenBelowWidth: 700 },
    { key: 'date', header: 'Date', width: 170, render: (n) => formatDateTime(n.createdAt) },
    ...(rows?.some(isExpiryReminder)
      ? [
          {
            key: 'reminders',
            header: 'Reminders',
            width: 170,
            render: (n: UserNotification) =>
              isExpiryReminder(n) && (
                <ListingReminderButton
                  key={String(n.remindersOff)}
                  listingId={n.entityId!}
                  optedOut={n.remindersOff}
                  listingName={n.text}
                  onChanged={() => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all })}
                />
              ),
          },
        ]
      : []),
    ...(showDismissed
      ? [
          {
            key: 'dismissed',
            header: 'Status',
            width: 110,
            render: (n: UserNotification) =>
              n.dismissedAt ? <Chip size="small" variant="outlined" label="Dismissed" /> : null,
          },
        ]
      : []),
  ];

  const dismiss = async () => {
    setIsBusy(true);
    try {
      await notificationCalls.dismiss([...chosen]);
      showToast('success', MSG.notificationsDismissed);
      setChosen(new Set());
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    } catch {
      /* the api client already said 'Failed to dismiss notification' */
    } finally {
      setIsBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Notifications"
        subtitle="What happened that you are assigned to hear about."
        actions={
          canManage && (
            <Button component={RouterLink} to="/eng/managenotifications" variant="outlined">
              Manage notifications
            </Button>
          )
        }
      />
      <Paper sx={{ p: 1.5, mb: 2 }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={isAllChosen}
                  indeterminate={!isAllChosen && open.some((n) => chosen.has(n.id))}
                  disabled={open.length === 0}
                  onChange={() => setChosen(isAllChosen ? new Set() : new Set(open.map((n) => n.id)))}
                />
              }
              label="Choose all on this page"
            />
            <Button variant="contained" disabled={chosen.size === 0} onClick={() => setConfirming(true)}>
              Dismiss{chosen.size ? ` (${chosen.size})` : ''}
            </Button>
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={showDismissed}
                onChange={(e) => {
                  setShowDismissed(e.target.checked);
                  setChosen(new Set());
                  firstPage();
                }}
              />
            }
            label="Show dismissed"
          />
        </Stack>
      </Paper>
      <DataTable
        label="Notifications"
        columns={columns}
        rows={rows}
        rowKey={(n) => n.id}
        rowName={(n) => n.text}
        isLoading={result.isLoading}
        error={result.isError ? MSG.userNotificationsFailed : null}
        emptyMessage={MSG.noRecordsFound}
        hasColumnChooser={false}
        {...tableProps(result.data?.totalRecords ?? 0)}
      />
      <ConfirmDialog
        open={confirming}
        title="Dismiss notifications?"
        message={`${chosen.size} notification(s) will be dismissed. They stay under "Show dismissed".`}
        confirmLabel="Dismiss"
        isBusy={isBusy}
        onConfirm={() => void dismiss()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
