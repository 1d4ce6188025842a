import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { MSG, type SalesTeamAssistant } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { UserPicker, UserText, type UserOption } from '../../../components/search-picker/user-picker';
import { salesTeamCalls, salesTeamKeys } from '../sales-teams-api';
import type { TeamFormProps, TeamViewProps } from './section-props';

export function AssistantsReadView({ team }: TeamViewProps) {
  if (!team.salesTeamAssistants.length)
    return <Typography color="text.secondary">{MSG.noRecordsFound}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Assistants">
      {team.salesTeamAssistants.map((a) => (
        <Box component="li" key={a.id} sx={{ listStyle: 'none' }}>
          <UserText user={{ ...a, email: a.brandEmail }} />
        </Box>
      ))}
    </Stack>
  );
}

/** Assistants are users; each change is saved at once. */
export function AssistantsEditForm({ team, leave }: TeamFormProps) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<SalesTeamAssistant | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: salesTeamKeys.team(team.id) });
  const add = async (c: UserOption) => {
    const res = await salesTeamCalls.addAssistant(team.id, c.userId).catch(() => null);
    if (!res) return;
    showToast('success', res.data.message);
    await refresh();
  };
  const remove = async (a: SalesTeamAssistant) => {
    setRemoving(null);
    const ok = await salesTeamCalls.removeAssistant(team.id, a.id).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    showToast('success', MSG.salesTeamAssistantRemoved);
    await refresh();
  };
  return (
    <Stack spacing={2}>
      {team.salesTeamAssistants.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }} aria-label="Assistants">
          {team.salesTeamAssistants.map((a) => (
            <Paper
              key={a.id}
              component="li"
              variant="outlined"
              sx={{ listStyle: 'none', p: 1, pl: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <UserText user={{ ...a, email: a.brandEmail }} />
              <IconButton
                size="small"
                aria-label={`Remove ${a.firstName} ${a.lastName}`}
                onClick={() => setRemoving(a)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      )}
      <UserPicker
        label="Add an assistant"
        placeholder="Search users by name or e-mail"
        queryKey={[...salesTeamKeys.team(team.id), 'assistantCandidates']}
        search={(text, signal) => salesTeamCalls.searchAssistants(team.id, text, signal)}
        onPick={(c) => c && void add(c)}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this assistant?"
        message={`${removing?.firstName ?? ''} ${removing?.lastName ?? ''} stops assisting the team.`}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove(removing!)}
      />
    </Stack>
  );
}
