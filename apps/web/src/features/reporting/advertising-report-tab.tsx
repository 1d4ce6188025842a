import { lazy, Suspense, useState } from 'react';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { AdvertisingReportQuery, MSG, type AdvertisingReportRow } from '@atrium/domain';
import { DataTable, type Column, type ExportFormat } from '../../components/data-table/data-table';
import { AgentPicker, type AgentOption } from '../../components/search-picker/agent-picker';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { reportingCalls, useAdvertisingReport } from './reporting-api';
import { DateRangeFields, fieldErrors, today, yearStart, type DateRange } from './report-range';
import { downloadReport, Figure, Figures, ReportForm } from './report-parts';

const AdvertisingChart = lazy(() => import('./advertising-chart'));

/** A row with its place in the report: two reservations of one spot on one day look alike. */
type Row = AdvertisingReportRow & { n: number };

const COLUMNS: Column<Row>[] = [
  { key: 'date', header: 'Date', width: 120, render: (r) => formatDate(r.date), isAlwaysShown: true },
  { key: 'mediaOutlet', header: 'Media outlet', render: (r) => r.mediaOutlet, isAlwaysShown: true },
  {
    key: 'advertisement',
    header: 'Advertisement',
    render: (r) => (r.edition ? `${r.advertisement} (${r.edition})` : r.advertisement),
    hiddenBelowWidth: 600,
  },
  { key: 'spot', header: 'Spot', render: (r) => r.spot, hiddenBelowWidth: 900 },
  {
    key: 'listing',
    header: 'Listing',
    render: (r) => r.address ?? (r.kind === 'Reserved' ? 'Reserved' : '—'),
    hiddenBelowWidth: 900,
  },
  {
    key: 'spots',
    header: 'Spots',
    align: 'right',
    render: (r) => formatNumber(r.spots),
    hiddenBelowWidth: 1100,
  },
  { key: 'agentCost', header: 'Agent cost', align: 'right', render: (r) => formatMoney(r.agentCost) ?? '—' },
];

/**
 * The advertising report: where an agent was advertised in a range (the spots booked with their
 * listings and the reservations they share), by media outlet, with the agent's cost.
 */
export function AdvertisingReportTab() {
  const [agent, setAgent] = useState<AgentOption | null>(null);
  const [range, setRange] = useState<DateRange>({ startDate: yearStart(), endDate: today() });
  const [asked, setAsked] = useState<{ agentId: number; range: DateRange } | null>(null);
  const report = useAdvertisingReport(asked);
  const errors = fieldErrors(AdvertisingReportQuery, range);
  const isRangeValid = Object.keys(errors).length === 0;

  const exportAs = (format: ExportFormat) =>
    asked &&
    downloadReport(
      'exportAdvertisingReport',
      () => reportingCalls.exportAdvertising(asked.agentId, { ...asked.range, format }),
      `advertising-report.${format}`,
    );

  return (
    <Stack spacing={2}>
      <ReportForm
        label="Advertising report"
        lgColumns="minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto"
        onSubmit={() => {
          if (agent && isRangeValid) setAsked({ agentId: agent.agentId, range });
        }}
      >
        <AgentPicker label="Agent" required isInScope value={agent} onPick={setAgent} />
        <DateRangeFields range={range} errors={errors} onChange={setRange} />
        <Button type="submit" variant="contained" disabled={!agent || !isRangeValid}>
          Run report
        </Button>
      </ReportForm>
      {!asked ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          Choose an agent and a date range, then run the report: the spots booked with their listings and the
          reservations they share, by media outlet.
        </Typography>
      ) : (
        <>
          {report.data && (
            <Paper sx={{ p: 2 }}>
              <Figures>
                <Figure label="Agent" value={report.data.agentName} />
                <Figure label="Media outlets" value={formatNumber(report.data.totals.mediaOutlets)} />
                <Figure label="Spots" value={formatNumber(report.data.totals.spots)} />
                <Figure label="Agent cost" value={formatMoney(report.data.totals.agentCost)} />
              </Figures>
              {report.data.outlets.length > 0 && (
                <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
                  <AdvertisingChart outlets={report.data.outlets} />
                </Suspense>
              )}
            </Paper>
          )}
          <DataTable
            label="Advertising"
            columns={COLUMNS}
            rows={report.data?.rows.map((r, n) => ({ ...r, n }))}
            rowKey={(r) => r.n}
            rowName={(r) => `${r.mediaOutlet} ${r.advertisement}`}
            isLoading={report.isLoading}
            error={report.isError ? MSG.failedAdvertisingReport : null}
            emptyMessage={MSG.noRecordsFound}
            onExport={(f) => void exportAs(f)}
          />
        </>
      )}
    </Stack>
  );
}
