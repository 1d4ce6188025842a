import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber, formatVolume } from '../../lib/format';

export type ChartSpec = {
  kind: 'bar' | 'line';
  /** What the chart shows, for screen readers (the table beside it has the figures). */
  label: string;
  months: string[];
  series: Array<{ id: string; label: string; data: number[]; color: string; dashed?: boolean }>;
  isMoney: boolean;
};

/**
 * One chart of the business pages: bars or lines by month. Loaded on its own (React.lazy) so the
 * chart library reaches only the screens that draw it.
 */
export default function BusinessChart({ chart }: { chart: ChartSpec }) {
  const format = (v: number | null) => (v == null ? '' : chart.isMoney ? formatVolume(v) : formatNumber(v));
  const common = {
    height: 280,
    margin: { left: 0, right: 16, top: 8, bottom: 0 },
    xAxis: [
      {
        scaleType: 'band' as const,
        data: chart.months,
        tickLabelMinGap: 8,
        tickLabelStyle: { fontSize: 11 },
      },
    ],
    yAxis: [{ width: chart.isMoney ? 56 : 36, tickMinStep: 1, valueFormatter: (v: number) => format(v) }],
    slotProps: { legend: { position: { vertical: 'bottom' as const, horizontal: 'center' as const } } },
  };
  return (
    <div role="img" aria-label={chart.label}>
      {chart.kind === 'bar' ? (
        <BarChart
          {...common}
          series={chart.series.map((s) => ({
            id: s.id,
            label: s.label,
            data: s.data,
            color: s.color,
            valueFormatter: format,
          }))}
        />
      ) : (
        <LineChart
          {...common}
          xAxis={[{ ...common.xAxis[0]!, scaleType: 'point' as const }]}
          series={chart.series.map((s) => ({
            id: s.id,
            label: s.label,
            data: s.data,
            color: s.color,
            showMark: !s.dashed,
            valueFormatter: format,
          }))}
          sx={Object.fromEntries(
            chart.series
              .filter((s) => s.dashed)
              .map((s) => [`& .MuiLineElement-series-${s.id}`, { strokeDasharray: '6 4' }]),
          )}
        />
      )}
    </div>
  );
}
