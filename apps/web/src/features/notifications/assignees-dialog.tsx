import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { MSG, type NotificationType } from '@atrium/domain';
import { UserPicker, type UserOption } from '../../components/search-picker/user-picker';
import { showToast } from '../../lib/toast-store';
import { notificationCalls, notificationsKeys, useNotificationAssignees } from './notifications-api';

type Props = { type: NotificationType; onClose: () => void };

/** The users assigned to one notification type: add with the users search, remove, save the list. */
export function AssigneesDialog({ type, onClose }: Props) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const saved = useNotificationAssignees(type.id);
  const [edited, setEdited] = useState<UserOption[] | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const users = edited ?? saved.data ?? [];
  const add = (u: UserOption | null) => {
    if (u && !users.some((x) => x.userId === u.userId)) setEdited([...users, u]);
  };
  const remove = (id: number) => setEdited(users.filter((u) => u.userId !== id));

  const save = async () => {
    setIsSaving(true);
    try {
      const res = await notificationCalls.saveAssignees(
        type.id,
        users.map((u) => u.userId),
      );
      showToast('success', res.message);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.types });
      onClose();
    } catch {
      /* the api client already said 'Failed to save notification assignments' */
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="assignees-title"
    >
      <DialogTitle id="assignees-title">Who is notified: {type.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <UserPicker
            label="Add a user by name or e-mail"
            queryKey={[...notificationsKeys.assignees(type.id), 'candidates']}
            search={notificationCalls.searchUsers}
            onPick={add}
          />
          {saved.isLoading ? (
            <CircularProgress size={24} aria-label="Loading assigned users" />
          ) : saved.isError ? (
            <Alert severity="error">{MSG.notificationAssignmentsFailed}</Alert>
          ) : users.length === 0 ? (
            <Typography color="text.secondary">No users are assigned: nobody is notified.</Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Assigned users"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {users.map((u) => (
                <li key={u.userId}>
                  <Chip
                    label={`${u.firstName} ${u.lastName}`}
                    title={u.email}
                    onDelete={() => remove(u.userId)}
                    sx={{ maxWidth: '100%' }}
                  />
                </li>
              ))}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={isSaving || saved.isLoading || saved.isError}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
