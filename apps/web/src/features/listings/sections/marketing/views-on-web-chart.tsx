import { BarChart } from '@mui/x-charts/BarChart';
import type { ViewsChart } from '@atrium/domain';
import { formatDate, formatNumber } from '../../../../lib/format';

/**
 * The view-statistics graph: a bar per day, stacked by site in the band order with each site's
 * colour. Loaded on its own (React.lazy) so the chart library reaches only the screens that draw it.
 */
export default function ViewsOnWebChart({ chart }: { chart: ViewsChart }) {
  return (
    <BarChart
      height={300}
      margin={{ left: 0, right: 20, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: chart.days,
          valueFormatter: (day: string, ctx) =>
            (ctx.location === 'tooltip' ? formatDate(day) : formatDate(day, { withoutYear: true })) ?? day,
          // labels that would touch are left out (a month of days on a phone names a few of them)
          tickLabelMinGap: 16,
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 44, valueFormatter: (v: number) => formatNumber(v) }]}
      series={chart.series.map((s) => ({
        id: s.siteName,
        label: s.siteName,
        data: s.views,
        stack: 'views',
        color: s.colour,
        valueFormatter: (v: number | null) => (v ? formatNumber(v) : null),
      }))}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
