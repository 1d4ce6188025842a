import { useState } from 'react';
import { Box, Grid, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { monthLabel, MSG, type AgentGoal, type AgentProduction, type AgentSchedule } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useCurrentUser } from '../../lib/session-store';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { AgentYearBar } from './agent-picker-bar';
import { FiguresTable } from './figures-table';
import { GoalForm } from './goal-form';
import { exportGoalReport, useGoalOfYear, useProduction, useSchedule } from './goals-api';
import { ExportButtons, type ExportFormat } from '../../components/data-table/data-table';
import { saveDownload } from '../../lib/download';
import { withLoader } from '../../lib/loader-store';
import type { ChartSpec } from './business-chart';
import { LazyChart } from './lazy-chart';

const COLOURS = {
  actual: '#1f3a5f',
  goal: '#b08d57',
  listed: '#1f3a5f',
  contract: '#b08d57',
  closed: '#2e7d5b',
};

/** Year-to-date against the goal: one line per figure, with a bar of how much is reached. */
function Progress({ production }: { production: AgentProduction }) {
  const { yearToDate: ytd, goal, progress } = production;
  const rows = [
    {
      label: 'Sales volume',
      actual: formatMoney(ytd.closedVolume),
      goal: goal && formatMoney(goal.salesVolumeGoal),
      pct: progress.salesVolume,
    },
    {
      label: 'Closed deals',
      actual: formatNumber(ytd.closedDeals),
      goal: goal && formatNumber(goal.closedDealsGoal),
      pct: progress.closedDeals,
    },
    {
      label: 'New listings',
      actual: formatNumber(ytd.newListings),
      goal: goal && formatNumber(goal.newListingsGoal),
      pct: progress.newListings,
    },
  ];
  return (
    <Paper sx={{ p: 2, height: '100%' }}>
      <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Year to date
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ytd.through ? `Through ${formatDate(ytd.through)}` : 'This year has not started yet'}
      </Typography>
      <Stack spacing={2}>
        {rows.map((r) => (
          <Box key={r.label}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {r.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {r.actual}
                {r.goal != null ? ` of ${r.goal}` : ' (no goal)'}
                {r.pct != null ? ` · ${r.pct}%` : ''}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.min(r.pct ?? 0, 100)}
              aria-label={`${r.label}: ${r.pct ?? 0}% of the goal`}
              sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** Closed volume accumulated month by month against an even pace to the year's volume goal. */
function ProductionPanel({ production, goal }: { production: AgentProduction; goal: AgentGoal | null }) {
  let running = 0;
  const cumulative = production.months.map((m) => (running += m.closedVolume));
  const pace = production.months.map((_, i) => Math.round(((goal?.salesVolumeGoal ?? 0) * (i + 1)) / 12));
  const months = production.months.map((m) => monthLabel(m.month));
  const series: ChartSpec['series'] = [
    { id: 'closed', label: 'Closed volume (cumulative)', data: cumulative, color: COLOURS.actual },
  ];
  if (goal) series.push({ id: 'goal', label: 'Goal pace', data: pace, color: COLOURS.goal, dashed: true });
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h3" component="h2">
        Production vs goal
      </Typography>
      <LazyChart
        chart={{
          kind: 'line',
          label: `Closed volume in ${production.year} against the goal`,
          months,
          series,
          isMoney: true,
        }}
      />
      <FiguresTable
        label="Production by month"
        headers={['Month', 'Closed volume', 'Deals', 'Cumulative', 'Goal pace']}
        rows={production.months.map((m, i) => ({
          key: m.month,
          cells: [
            months[i],
            formatMoney(m.closedVolume),
            formatNumber(m.closedDeals),
            formatMoney(cumulative[i]!),
            goal ? formatMoney(pace[i]!) : '—',
          ],
        }))}
      />
    </Paper>
  );
}

function SchedulePanel({ schedule }: { schedule: AgentSchedule }) {
  const months = schedule.months.map((m) => monthLabel(m.month));
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h3" component="h2">
        Schedule
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatNumber(schedule.totals.listed)} listed · {formatNumber(schedule.totals.underContract)} under
        contract · {formatNumber(schedule.totals.closed)} closed
      </Typography>
      <LazyChart
        chart={{
          kind: 'bar',
          label: `Listings by month in ${schedule.year}`,
          months,
          isMoney: false,
          series: [
            {
              id: 'listed',
              label: 'Listed',
              data: schedule.months.map((m) => m.listed),
              color: COLOURS.listed,
            },
            {
              id: 'contract',
              label: 'Under contract',
              data: schedule.months.map((m) => m.underContract),
              color: COLOURS.contract,
            },
            {
              id: 'closed',
              label: 'Closed',
              data: schedule.months.map((m) => m.closed),
              color: COLOURS.closed,
            },
          ],
        }}
      />
      <FiguresTable
        label="Schedule by month"
        headers={['Month', 'Listed', 'Under contract', 'Closed']}
        rows={schedule.months.map((m, i) => ({
          key: m.month,
          cells: [months[i], formatNumber(m.listed), formatNumber(m.underContract), formatNumber(m.closed)],
        }))}
      />
    </Paper>
  );
}

/**
 * The business pages (/eng/business 'My Sales Goals', /eng/agentGoals): pick the year (and the
 * agent profile when the user has several), set the year's goals, and see production against
 * them and the schedule of listings.
 */
export function GoalsBusinessPage({ title, subtitle }: { title: string; subtitle: string }) {
  const agentIds = useCurrentUser()?.agentIds ?? [];
  const [picked, setAgent] = useState<number | null>(null);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const agentId = picked ?? agentIds[0] ?? null;
  const goal = useGoalOfYear(agentId, year);
  const production = useProduction(agentId, year);
  const schedule = useSchedule(agentId, year);

  if (agentId == null)
    return (
      <Box>
        <PageHeader title={title} />
        <EmptyState
          title="No agent profile"
          message="Your user is not linked to an agent, so there are no goals to set."
        />
      </Box>
    );
  const failed = goal.isError || production.isError || schedule.isError;
  const exportAs = async (format: ExportFormat) => {
    try {
      const file = await withLoader('exportGoalReport', () => exportGoalReport(agentId, year, format));
      await saveDownload(file, `goal-report-${agentId}-${year}.${format}`);
    } catch {
      /* the api client said so */
    }
  };
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButtons onExport={(f) => void exportAs(f)} disabled={failed} />
          </Stack>
        }
      />
      <AgentYearBar agentIds={agentIds} agentId={agentId} onAgent={setAgent} year={year} onYear={setYear} />
      {failed ? (
        <EmptyState
          tone="error"
          title={goal.isError ? MSG.agentGoalsFetchFailed : MSG.businessFiguresFailed}
        />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            {goal.isLoading ? (
              <Skeleton variant="rounded" height={260} aria-label="Loading goals" />
            ) : (
              <GoalForm
                key={`${agentId}-${year}-${goal.data?.version ?? 0}`}
                agentId={agentId}
                year={year}
                goal={goal.data ?? null}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {production.data ? (
              <Progress production={production.data} />
            ) : (
              <Skeleton variant="rounded" height={260} />
            )}
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            {production.data ? (
              <ProductionPanel production={production.data} goal={production.data.goal} />
            ) : (
              <Skeleton variant="rounded" height={340} />
            )}
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            {schedule.data ? (
              <SchedulePanel schedule={schedule.data} />
            ) : (
              <Skeleton variant="rounded" height={340} />
            )}
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
