import { useState } from 'react';
import { Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import {
  AGENT_LIMITS,
  AreaOfExpertiseSchema,
  MSG,
  shownDesignations,
  type ExpertiseKind,
} from '@atrium/domain';
import { callEndpoint } from '../../../lib/api-client';
import {
  agentCalls as E,
  useAgentDesignations,
  useAgentLanguages,
  useAgentLookups,
  useAgentSpecializations,
} from '../agents-api';
import type { AgentFormProps, AgentViewProps } from './section-props';

type Item = { id: number; name: string };
const LABEL: Record<ExpertiseKind, string> = {
  languages: 'Languages',
  specializations: 'Specializations',
  designations: 'Designations',
};
const SAVE = {
  languages: E.saveAgentLanguages,
  specializations: E.saveAgentSpecializations,
  designations: E.saveAgentDesignations,
};

function useChosen(agentId: number) {
  return {
    languages: useAgentLanguages(agentId).data,
    specializations: useAgentSpecializations(agentId).data,
    designations: useAgentDesignations(agentId).data,
  };
}

const Chips = ({ items }: { items: Item[] | undefined }) =>
  items?.length ? (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((x) => (
        <Chip key={x.id} label={x.name} size="small" />
      ))}
    </Stack>
  ) : (
    <Typography color="text.secondary">—</Typography>
  );

export function ExpertiseReadView({ agentId, summary }: AgentViewProps) {
  const chosen = useChosen(agentId);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="caption" color="text.secondary">
          Other specializations
        </Typography>
        <Typography>{summary.areaOfExpertise || '—'}</Typography>
      </Box>
      {(Object.keys(LABEL) as ExpertiseKind[]).map((kind) => (
        <Box key={kind}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {LABEL[kind]}
          </Typography>
          <Chips items={chosen[kind]} />
          {kind === 'designations' && (chosen.designations?.length ?? 0) > AGENT_LIMITS.designationsShown && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              The brand site shows the first {AGENT_LIMITS.designationsShown}:{' '}
              {shownDesignations(chosen.designations ?? [])
                .map((d) => d.name)
                .join(', ')}
              .
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Other specializations (140), languages, specializations and designations: each saved when it changes. */
export function ExpertiseEditForm({ agentId, summary, save, leave }: AgentFormProps) {
  const lookups = useAgentLookups(agentId).data;
  const chosen = useChosen(agentId);
  const [text, setText] = useState(summary.areaOfExpertise ?? '');
  const [savedText, setSavedText] = useState(text);
  const [error, setError] = useState<string | null>(null);

  const saveText = async () => {
    if (text === savedText) return;
    const parsed = AreaOfExpertiseSchema.safeParse({ areaOfExpertise: text });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    const ok = await save(
      [
        () =>
          callEndpoint(
            E.saveAreaOfExpertise,
            { params: { profileId: summary.profileId }, body: { areaOfExpertise: text } },
            { errorMessage: MSG.agentDataSaveFailed },
          ).then(() => null),
      ],
      { success: MSG.agentDataUpdated },
    );
    if (ok) setSavedText(text);
  };
  const saveList = (kind: ExpertiseKind, items: Item[]) =>
    save(
      [
        () =>
          callEndpoint(
            SAVE[kind],
            { params: { id: summary.profileId }, body: items.map((x) => x.id) },
            { errorMessage: MSG.agentDataSaveFailed },
          ).then(() => null),
      ],
      { success: MSG.agentDataUpdated },
    );

  return (
    <Stack spacing={2.5}>
      <TextField
        label="Other specializations"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void saveText()}
        error={Boolean(error)}
        helperText={error ?? `${text.length} / ${AGENT_LIMITS.expertiseMax}`}
        slotProps={{ htmlInput: { maxLength: AGENT_LIMITS.expertiseMax } }}
        multiline
        minRows={2}
        fullWidth
      />
      {(Object.keys(LABEL) as ExpertiseKind[]).map((kind) => (
        <Autocomplete
          key={kind}
          multiple
          options={lookups?.[kind] ?? []}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={chosen[kind] ?? []}
          onChange={(_e, items) => void saveList(kind, items)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={LABEL[kind]}
              helperText={
                kind === 'designations'
                  ? `At most ${AGENT_LIMITS.designationsShown} show on the brand site, in this order.`
                  : undefined
              }
            />
          )}
        />
      ))}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={() => {
            void saveText();
            leave('close');
          }}
        >
          Done
        </Button>
      </Stack>
    </Stack>
  );
}
