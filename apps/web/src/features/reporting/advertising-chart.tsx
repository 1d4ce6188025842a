import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdvertisingReport } from '@atrium/domain';
import { formatMoney } from '../../lib/format';

/** The agent's advertising cost per media outlet, the costliest on top. Loaded on its own (React.lazy). */
export default function AdvertisingChart({ outlets }: { outlets: AdvertisingReport['outlets'] }) {
  const theme = useTheme();
  return (
    <BarChart
      layout="horizontal"
      height={40 * outlets.length + 56}
      margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
      yAxis={[
        { scaleType: 'band', data: outlets.map((o) => o.mediaOutlet), width: 140, categoryGapRatio: 0.35 },
      ]}
      xAxis={[{ valueFormatter: (v: number) => formatMoney(v), tickLabelMinGap: 24 }]}
      series={[
        {
          id: 'agentCost',
          label: 'Agent cost',
          color: theme.palette.primary.main,
          data: outlets.map((o) => o.agentCost),
          valueFormatter: (v: number | null) => formatMoney(v ?? 0),
        },
      ]}
      hideLegend
    />
  );
}
