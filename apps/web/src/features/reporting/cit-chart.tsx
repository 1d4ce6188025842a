import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { CitReport } from '@atrium/domain';
import { formatMoney } from '../../lib/format';

const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** The agent's CIT cost per month, marketing and advertising stacked. Loaded on its own (React.lazy). */
export default function CitChart({ months }: { months: CitReport['months'] }) {
  const { palette } = useTheme();
  return (
    <BarChart
      height={260}
      margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: months.map((m) => m.month),
          valueFormatter: monthLabel,
          tickLabelMinGap: 12,
        },
      ]}
      yAxis={[{ width: 72, valueFormatter: (v: number) => formatMoney(v) }]}
      series={[
        {
          id: 'marketing',
          label: 'Marketing',
          data: months.map((m) => m.marketing),
          stack: 'cost',
          color: palette.primary.main,
        },
        {
          id: 'advertising',
          label: 'Advertising',
          data: months.map((m) => m.advertising),
          stack: 'cost',
          color: palette.secondary.main,
        },
      ].map((s) => ({ ...s, valueFormatter: (v: number | null) => (v ? formatMoney(v) : null) }))}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
