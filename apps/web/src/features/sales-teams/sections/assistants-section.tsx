import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Autocomplete, Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { LIMITS, MSG, type SalesTeamAssistant } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { salesTeamCalls, salesTeamKeys } from '../sales-teams-api';
import type { TeamFormProps, TeamViewProps } from './section-props';

type Candidate = { userId: number; email: string; firstName: string; lastName: string };

function AssistantText({ a }: { a: { firstName: string; lastName: string; email: string } }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {a.firstName} {a.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {a.email}
      </Typography>
    </Box>
  );
}

export function AssistantsReadView({ team }: TeamViewProps) {
  if (!team.salesTeamAssistants.length)
    return <Typography color="text.secondary">{MSG.noRecordsFound}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Assistants">
      {team.salesTeamAssistants.map((a) => (
        <Box component="li" key={a.id} sx={{ listStyle: 'none' }}>
          <AssistantText a={{ ...a, email: a.brandEmail }} />
        </Box>
      ))}
    </Stack>
  );
}

/** The user picker: users by e-mail or name (500 ms after typing), assistants already there left out. */
function AddAssistant({ teamId, onPick }: { teamId: number; onPick: (c: Candidate) => void }) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Candidate[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (input.trim().length < 2) {
      setOptions([]);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      salesTeamCalls
        .searchAssistants(teamId, input.trim(), ctrl.signal)
        .then(setOptions)
        .catch(() => {})
        .finally(() => setLoading(false));
    }, LIMITS.searchDebounceMs);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [input, teamId]);
  return (
    <Autocomplete
      value={null}
      options={options}
      getOptionLabel={(o) => o.email}
      filterOptions={(x) => x}
      inputValue={input}
      onInputChange={(_e, v, reason) => reason !== 'reset' && setInput(v)}
      onChange={(_e, v) => {
        if (!v) return;
        onPick(v);
        setInput('');
        setOptions([]);
      }}
      loading={loading}
      noOptionsText={input.trim().length > 1 ? MSG.noResultsFound : 'Type an e-mail or a name'}
      renderOption={(props, o) => (
        <li {...props} key={o.userId}>
          <AssistantText a={o} />
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Add an assistant" placeholder="Search users by e-mail" />
      )}
    />
  );
}

/** Assistants are users; each change is saved at once. */
export function AssistantsEditForm({ team, leave }: TeamFormProps) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<SalesTeamAssistant | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: salesTeamKeys.team(team.id) });
  const add = async (c: Candidate) => {
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
              <AssistantText a={{ ...a, email: a.brandEmail }} />
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
      <AddAssistant teamId={team.id} onPick={(c) => void add(c)} />
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
