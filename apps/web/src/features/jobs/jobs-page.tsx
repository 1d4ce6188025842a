import { useState } from 'react';
import { Box, Button, Chip, Stack, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { JOB_STATE_LABELS, JOB_STATES, MSG, type Job, type JobState } from '@atrium/domain';
import { PageHeader, Section } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useJobs, useRetryJob } from './jobs-api';

const STATE_COLOR: Record<JobState, 'default' | 'primary' | 'success' | 'warning' | 'error'> = {
  created: 'default',
  retry: 'warning',
  active: 'primary',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The tabs, dead letters first: what needs a person comes before what went well. */
const TABS: Array<JobState | null> = ['failed', 'retry', 'active', 'created', 'completed', null];

/** /eng/admin/jobs (system administrators): the background jobs by state, and retry of dead letters. */
export default function JobsPage() {
  const [state, setState] = useState<JobState | null>('failed');
  const jobs = useJobs(state);
  const retry = useRetryJob();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const counts = jobs.data?.counts;

  const stateChip = (j: Job) => (
    <Chip size="small" variant="outlined" color={STATE_COLOR[j.state]} label={JOB_STATE_LABELS[j.state]} />
  );
  const retryButton = (j: Job) =>
    j.state === 'failed' && (
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReplayRounded />}
        disabled={retry.isPending}
        onClick={() => retry.mutate(j.id)}
        aria-label={`Retry ${j.name} job of ${when(j.createdOn)}`}
      >
        Retry
      </Button>
    );
  const errorText = (j: Job) =>
    j.error && (
      <Typography
        variant="body2"
        color="error.main"
        sx={{ mt: 0.5, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}
      >
        {j.error}
      </Typography>
    );
  const jobCell = (j: Job) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{j.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        Queued {when(j.createdOn)}
        {isPhone && ` · attempt ${j.retryCount + 1} of ${j.retryLimit + 1}`}
      </Typography>
      {errorText(j)}
    </Box>
  );
  const columns: Column<Job>[] = isPhone
    ? [
        {
          key: 'job',
          header: 'Job',
          render: (j) => (
            <Stack spacing={1}>
              {jobCell(j)}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {stateChip(j)}
                {retryButton(j)}
              </Stack>
            </Stack>
          ),
        },
      ]
    : [
        { key: 'job', header: 'Job', render: jobCell },
        { key: 'state', header: 'State', render: stateChip, width: 150 },
        {
          key: 'attempts',
          header: 'Attempts',
          render: (j) => `${j.retryCount + 1} of ${j.retryLimit + 1}`,
          width: 100,
        },
        { key: 'finished', header: 'Finished', render: (j) => when(j.completedOn), width: 200 },
        { key: 'actions', header: '', align: 'right', render: retryButton, width: 110 },
      ];

  return (
    <Box>
      <PageHeader
        title="Jobs"
        subtitle="Background work: e-mail, renditions, exports. A job that failed after its last retry waits here as a dead letter until someone retries it."
      />
      <Section title="Jobs by state" id="jobs">
        <Tabs
          value={TABS.indexOf(state)}
          onChange={(_e, i: number) => setState(TABS[i])}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Job states"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((s) => (
            <Tab
              key={s ?? 'all'}
              label={`${s ? JOB_STATE_LABELS[s] : 'All'}${counts ? ` (${s ? counts[s] : JOB_STATES.reduce((n, k) => n + counts[k], 0)})` : ''}`}
            />
          ))}
        </Tabs>
        <DataTable
          label="Jobs"
          columns={columns}
          rows={jobs.data?.jobs}
          rowKey={(j) => j.id}
          isLoading={jobs.isLoading}
          error={jobs.isError ? MSG.failedJobs : null}
          emptyMessage={
            state === 'failed'
              ? 'No dead letters: every job succeeded or is still being tried.'
              : MSG.noRecordsFound
          }
        />
      </Section>
    </Box>
  );
}
