import { useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { AGENT_LIMITS, AgentBioSchema, MSG } from '@atrium/domain';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { callEndpoint } from '../../../lib/api-client';
import { agentCalls as E, useAgentBio } from '../agents-api';
import type { AgentFormProps, AgentViewProps } from './section-props';
import { BlurSaveFooter } from '../../../components/record-page/section-form-frame';

export function BiographyReadView({ agentId }: AgentViewProps) {
  const bio = useAgentBio(agentId).data;
  if (!bio) return null;
  if (!bio.headline && !bio.body)
    return (
      <EmptyState
        title="No biography yet"
        message="Edit to write the agent's headline and biography."
        dense
      />
    );
  return (
    <Box>
      {bio.headline && (
        <Typography variant="h4" component="p" sx={{ mb: 1 }}>
          {bio.headline}
        </Typography>
      )}
      {/* the server keeps only simple formatting (sanitized on save) */}
      <Box
        sx={{ '& p': { mt: 0, mb: 1.5 }, color: 'text.primary' }}
        data-testid="agent-bio-body"
        dangerouslySetInnerHTML={{ __html: bio.body ?? '' }}
      />
    </Box>
  );
}

const textLength = (html: string) => html.length;

/** Headline (30) and biography (4000, with a counter): saved on blur. */
export function BiographyEditForm({ agentId, summary, save, leave }: AgentFormProps) {
  const bio = useAgentBio(agentId).data;
  const [headline, setHeadline] = useState(bio?.headline ?? '');
  const [body, setBody] = useState(bio?.body ?? '');
  const [saved, setSaved] = useState({ headline, body });
  const [error, setError] = useState<string | null>(null);

  const submit = async (): Promise<'unchanged' | 'saved' | 'failed'> => {
    if (headline === saved.headline && body === saved.body) return 'unchanged';
    const input = { id: bio?.id ?? null, profileId: summary.profileId, headline, body };
    const parsed = AgentBioSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return 'failed';
    }
    setError(null);
    const endpoint = bio?.id ? E.updateAgentBio : E.addAgentBio;
    const ok = await save(
      [
        () =>
          callEndpoint(endpoint, { body: input }, { errorMessage: MSG.agentBiographySaveFailed }).then(
            () => null,
          ),
      ],
      { success: MSG.agentBiographyUpdated },
    );
    if (ok) setSaved({ headline, body });
    return ok ? 'saved' : 'failed';
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Biography"
      spacing={2}
      onBlur={() => window.setTimeout(() => void submit(), 0)}
      onSubmit={(e) => {
        e.preventDefault();
        void submit().then((r) =>
          r === 'unchanged' ? leave('close') : r === 'saved' ? leave('next') : undefined,
        );
      }}
    >
      <TextField
        label="Headline"
        value={headline}
        onChange={(e) => setHeadline(e.target.value)}
        helperText={`${headline.length} / ${AGENT_LIMITS.headlineMax}`}
        slotProps={{ htmlInput: { maxLength: AGENT_LIMITS.headlineMax } }}
        fullWidth
      />
      <LazyRichTextEditor
        label="Biography"
        value={body}
        onChange={setBody}
        tools={['bold', 'italic', 'bulletList', 'orderedList']}
        maxLength={AGENT_LIMITS.bodyMax}
        countText={textLength}
        message={error}
        testId="agent-bio-editor"
      />
      <BlurSaveFooter onClose={() => leave('close')} />
    </Stack>
  );
}
