import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Autocomplete,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { LIMITS, MSG } from '@atrium/domain';
import { callEndpoint } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { agentCalls as E, agentKeys, useAgentAssistants } from '../agents-api';
import type { AgentViewProps } from './section-props';

type Candidate = { userId: number; firstName: string; lastName: string; email: string };

/** The agent's assistants, removable, and a debounced picker of users (not already assigned, not the agent's own). */
export function AssistantsView({ agentId }: AgentViewProps) {
  const assistants = useAgentAssistants(agentId);
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Candidate | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [input]);
  const candidates = useQuery({
    queryKey: agentKeys.section(agentId, 'assistantCandidates', text),
    queryFn: () =>
      callEndpoint(
        E.getAssistantCandidates,
        { params: { id: agentId }, query: { text } },
        { errorMessage: MSG.agentUsersFailed },
      ).then((r) => r.data),
    enabled: text.length >= 2,
  });
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
    setInput('');
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
        <Autocomplete
          sx={{ flex: 1, maxWidth: { sm: 480 } }}
          options={candidates.data ?? []}
          value={picked}
          onChange={(_e, v) => setPicked(v)}
          inputValue={input}
          onInputChange={(_e, v) => setInput(v)}
          filterOptions={(x) => x}
          getOptionLabel={(o) => `${o.firstName} ${o.lastName} (${o.email})`}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          loading={candidates.isFetching}
          noOptionsText={text.length < 2 ? 'Type at least 2 letters' : MSG.noResultsFound}
          renderInput={(params) => (
            <TextField {...params} label="Find a user by name or e-mail" size="small" />
          )}
        />
        <Button variant="contained" disabled={!picked} onClick={() => void add()}>
          Add assistant
        </Button>
      </Stack>
    </Stack>
  );
}
