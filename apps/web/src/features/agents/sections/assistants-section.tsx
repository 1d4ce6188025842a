import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, IconButton, List, ListItem, ListItemText, Stack, Tooltip } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { MSG } from '@atrium/domain';
import { callEndpoint } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { UserPicker, type UserOption } from '../../../components/search-picker/user-picker';
import { agentCalls as E, agentKeys, useAgentAssistants } from '../agents-api';
import type { AgentViewProps } from './section-props';

/** The agent's assistants, removable, and a debounced picker of users (not already assigned, not the agent's own). */
export function AssistantsView({ agentId }: AgentViewProps) {
  const assistants = useAgentAssistants(agentId);
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<UserOption | null>(null);
  const searchCandidates = (text: string, signal: AbortSignal) =>
    callEndpoint(
      E.getAssistantCandidates,
      { params: { id: agentId }, query: { text } },
      { errorMessage: MSG.agentUsersFailed, signal },
    ).then((r) => r.data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentKeys.agent(agentId) });

  const add = async () => {
    if (!picked) return;
    await callEndpoint(
      E.addAgentAssistant,
      { params: { id: agentId }, body: { userId: picked.userId } },
      { errorMessage: MSG.agentAssistantNotAdded },
    );
    showToast('success', MSG.agentAssistantAdded);
    setPicked(null);
    await refresh();
  };
  const remove = async (assistantId: number) => {
    await callEndpoint(
      E.deleteAgentAssistant,
      { params: { id: agentId, assistantId } },
      { errorMessage: MSG.agentAssistantNotDeleted },
    );
    showToast('success', MSG.agentAssistantDeleted);
    await refresh();
  };

  return (
    <Stack spacing={2}>
      {assistants.data?.length ? (
        <List dense disablePadding aria-label="Assistants">
          {assistants.data.map((a) => (
            <ListItem
              key={a.id}
              divider
              secondaryAction={
                <Tooltip title="Remove assistant">
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${a.firstName} ${a.lastName}`}
                    onClick={() => void remove(a.id)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText primary={`${a.firstName} ${a.lastName}`} secondary={a.brandEmail} />
            </ListItem>
          ))}
        </List>
      ) : (
        assistants.data && (
          <EmptyState title="No assistants" message="Add a user who helps this agent." dense />
        )
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <UserPicker
          sx={{ flex: 1, maxWidth: { sm: 480 } }}
          label="Find a user by name or e-mail"
          queryKey={[...agentKeys.agent(agentId), 'assistantCandidates']}
          search={searchCandidates}
          value={picked}
          onPick={setPicked}
        />
        <Button variant="contained" disabled={!picked} onClick={() => void add()}>
          Add assistant
        </Button>
      </Stack>
    </Stack>
  );
}
