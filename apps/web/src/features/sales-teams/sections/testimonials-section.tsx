import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatDateTime, MSG, SALES_TEAM_LIMITS as L, SalesTeamTestimonialsSchema } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import {
  salesTeamCalls,
  salesTeamKeys,
  useSalesTeamSite,
  useSalesTeamTestimonials,
} from '../sales-teams-api';
import type { TeamFormProps, TeamViewProps } from './section-props';

function SiteLine({
  teamId,
  mode,
  lastSyncedAt,
}: {
  teamId: number;
  mode?: string;
  lastSyncedAt?: string | null;
}) {
  const site = useSalesTeamSite(teamId);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {mode === 'sandbox' && (
        <Chip size="small" color="warning" label="Sandbox: no real team site is updated" />
      )}
      <Typography variant="body2" color="text.secondary">
        Team site: {site.isError ? MSG.salesTeamSiteStatusError : (site.data?.status ?? '…')}
        {lastSyncedAt ? ` · last sent ${formatDateTime(lastSyncedAt)}` : ''}
      </Typography>
    </Stack>
  );
}

export function TestimonialsReadView({ team }: TeamViewProps) {
  const q = useSalesTeamTestimonials(team.id);
  const list = q.data?.testimonialList ?? [];
  return (
    <Box>
      <SiteLine teamId={team.id} mode={q.data?.siteMode} lastSyncedAt={q.data?.lastSyncedAt} />
      {q.isError ? (
        <Alert severity="error">{MSG.salesTeamTestimonialsFetchError}</Alert>
      ) : q.isLoading ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{MSG.noRecordsFound}</Typography>
      ) : (
        <Stack spacing={2}>
          {list.map((t, i) => (
            <Box key={i} component="figure" sx={{ m: 0 }}>
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                “{t.text}”
              </Typography>
              <Typography component="figcaption" variant="body2" color="text.secondary">
                — {t.author}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

type Item = { author: string; text: string };

/** The whole list is edited, then Save sends it to the team site and keeps it once accepted. */
export function TestimonialsEditForm({ team, leave }: TeamFormProps) {
  const q = useSalesTeamTestimonials(team.id);
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const list = items ?? q.data?.testimonialList ?? [];
  const set = (i: number, patch: Partial<Item>) =>
    setItems(list.map((t, j) => (j === i ? { ...t, ...patch } : t)));

  const submit = async () => {
    const parsed = SalesTeamTestimonialsSchema.safeParse({ testimonialList: list });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    setSaving(true);
    const res = await salesTeamCalls.saveTestimonials(team.id, parsed.data.testimonialList).catch(() => null);
    setSaving(false);
    if (!res) return;
    showToast('success', res.data.message);
    queryClient.setQueryData(salesTeamKeys.testimonials(team.id), res.data);
    void queryClient.invalidateQueries({ queryKey: salesTeamKeys.site(team.id) });
    setItems(null);
    leave('close');
  };

  return (
    <Stack
      component="form"
      aria-label="Testimonials"
      noValidate
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SiteLine teamId={team.id} mode={q.data?.siteMode} lastSyncedAt={q.data?.lastSyncedAt} />
      {list.map((t, i) => (
        <Paper key={i} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label="Author"
                value={t.author}
                onChange={(e) => set(i, { author: e.target.value })}
                slotProps={{ htmlInput: { maxLength: L.testimonialAuthorMax } }}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={`Delete testimonial ${i + 1}`}
                onClick={() => setItems(list.filter((_x, j) => j !== i))}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
            <TextField
              label="Testimonial"
              value={t.text}
              multiline
              minRows={2}
              onChange={(e) => set(i, { text: e.target.value })}
              slotProps={{ htmlInput: { maxLength: L.testimonialTextMax } }}
              helperText={`${t.text.length} / ${L.testimonialTextMax}`}
            />
          </Stack>
        </Paper>
      ))}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          startIcon={<Add />}
          variant="outlined"
          disabled={list.length >= L.testimonialsMax}
          onClick={() => setItems([...list, { author: '', text: '' }])}
        >
          Add testimonial
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
        <Button type="submit" variant="contained" disabled={saving || items === null}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
