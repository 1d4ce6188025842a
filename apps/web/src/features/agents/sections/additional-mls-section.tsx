import { useState } from 'react';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import AddRounded from '@mui/icons-material/AddRounded';
import { AdditionalMlsSchema, MSG } from '@atrium/domain';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { callEndpoint } from '../../../lib/api-client';
import { agentCalls as E, useAgentAdditionalMls } from '../agents-api';
import type { AgentFormProps, AgentViewProps } from './section-props';

export function AdditionalMlsReadView({ agentId }: AgentViewProps) {
  const rows = useAgentAdditionalMls(agentId).data;
  if (!rows) return null;
  if (!rows.length) return <Typography color="text.secondary">No additional MLS.</Typography>;
  return <ReadGrid columns={2} items={rows.map((r) => [r.mlsName, r.mlsNumber])} />;
}

/** The agent's MLS memberships besides the primary one: the whole list saved at once. */
export function AdditionalMlsEditForm({ agentId, save, leave }: AgentFormProps) {
  const stored = useAgentAdditionalMls(agentId).data ?? [];
  const [rows, setRows] = useState(stored.map(({ mlsName, mlsNumber }) => ({ mlsName, mlsNumber })));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = AdditionalMlsSchema.safeParse({ additionalMls: rows });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    const ok = await save(
      [
        () =>
          callEndpoint(
            E.saveAgentAdditionalMls,
            { params: { id: agentId }, query: {}, body: { additionalMls: rows } },
            { errorMessage: MSG.agentDataSaveFailed },
          ).then(() => null),
      ],
      { success: MSG.agentDataUpdated },
    );
    if (ok) leave('next');
  };
  return (
    <Stack spacing={2}>
      {rows.map((r, i) => (
        <Stack
          key={i}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            size="small"
            label="MLS name"
            value={r.mlsName}
            onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, mlsName: e.target.value } : x)))}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label="MLS number"
            value={r.mlsNumber}
            onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, mlsNumber: e.target.value } : x)))}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Remove MLS ${i + 1}`}
            onClick={() => setRows(rows.filter((_x, j) => j !== i))}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          startIcon={<AddRounded />}
          onClick={() => setRows([...rows, { mlsName: '', mlsNumber: '' }])}
          sx={{ mr: 'auto' }}
        >
          Add MLS
        </Button>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void submit()}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
