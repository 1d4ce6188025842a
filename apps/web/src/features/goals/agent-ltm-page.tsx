import { useState } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { monthLabel, MSG } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useCurrentUser } from '../../lib/session-store';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { AgentYearBar } from './agent-picker-bar';
import { FiguresTable } from './figures-table';
import { useProduction } from './goals-api';
import { LazyChart } from './lazy-chart';

/** /eng/agentLTMSummary: the last twelve months' closed volume, deals and new listings, and a chart. */
export default function AgentLtmPage() {
  const agentIds = useCurrentUser()?.agentIds ?? [];
  const [picked, setAgent] = useState<number | null>(null);
  const agentId = picked ?? agentIds[0] ?? null;
  const production = useProduction(agentId, new Date().getFullYear());
  const ltm = production.data?.lastTwelveMonths;
  const subtitle = ltm
    ? `${formatDate(ltm.from)} to ${formatDate(ltm.to)}`
    : 'The twelve months ending today.';

  if (agentId == null)
    return (
      <Box>
        <PageHeader title="Agent LTM Summary" />
        <EmptyState
          title="No agent profile"
          message="Your user is not linked to an agent, so there is no production to sum."
        />
      </Box>
    );
  const months = ltm?.months.map((m) => monthLabel(m.month, true)) ?? [];
  const figures = ltm
    ? [
        { label: 'Closed volume', value: formatMoney(ltm.closedVolume) },
        { label: 'Closed deals', value: formatNumber(ltm.closedDeals) },
        { label: 'New listings', value: formatNumber(ltm.newListings) },
        {
          label: 'Average deal',
          value: ltm.closedDeals ? formatMoney(Math.round(ltm.closedVolume / ltm.closedDeals)) : '—',
        },
      ]
    : [];
  return (
    <Box>
      <PageHeader title="Agent LTM Summary" subtitle={subtitle} />
      <AgentYearBar agentIds={agentIds} agentId={agentId} onAgent={setAgent} />
      {production.isError ? (
        <EmptyState tone="error" title={MSG.businessFiguresFailed} />
      ) : !ltm ? (
        <Skeleton variant="rounded" height={420} aria-label="Loading the summary" />
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
              m: 0,
              mb: 2,
            }}
          >
            {figures.map((f) => (
              <Paper key={f.label} sx={{ p: 2, minWidth: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography component="dd" variant="h3" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {f.value}
                </Typography>
              </Paper>
            ))}
          </Box>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h3" component="h2">
              Closed volume by month
            </Typography>
            <LazyChart
              chart={{
                kind: 'bar',
                label: 'Closed volume in each of the last twelve months',
                months,
                isMoney: true,
                series: [
                  {
                    id: 'volume',
                    label: 'Closed volume',
                    data: ltm.months.map((m) => m.closedVolume),
                    color: '#1f3a5f',
                  },
                ],
              }}
            />
            <FiguresTable
              label="Last twelve months"
              headers={['Month', 'Closed volume', 'Deals']}
              rows={ltm.months.map((m, i) => ({
                key: m.month,
                cells: [months[i], formatMoney(m.closedVolume), formatNumber(m.closedDeals)],
              }))}
            />
          </Paper>
        </>
      )}
    </Box>
  );
}
