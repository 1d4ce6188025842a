import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber } from '../../lib/format';

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** Showings and visitors a month, side by side. Loaded on its own so the chart library comes only here. */
export default function ReportShowingsChart({
  months,
}: {
  months: { month: string; showings: number; visitors: number }[];
}) {
  return (
    <BarChart
      height={260}
      margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
      xAxis={[
        { scaleType: 'band', data: months.map((m) => monthLabel(m.month)), tickLabelStyle: { fontSize: 11 } },
      ]}
      yAxis={[{ tickMinStep: 1, width: 36, valueFormatter: (v: number) => formatNumber(v) }]}
      series={[
        { id: 'showings', label: 'Showings', data: months.map((m) => m.showings), color: '#14263f' },
        { id: 'visitors', label: 'Visitors', data: months.map((m) => m.visitors), color: '#a8844f' },
      ]}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
