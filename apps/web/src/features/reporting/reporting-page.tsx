import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { CitReportQuery, LIMITS, MSG, type CitReportRow, type ReportExport } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column, type ExportFormat } from '../../components/data-table/data-table';
import { AgentPicker, type AgentOption } from '../../components/search-picker/agent-picker';
import { saveDownload } from '../../lib/download';
import { showToast } from '../../lib/toast-store';
import { formatBytes, formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { reportingCalls, reportingKeys, useCitReport, useReportExports } from './reporting-api';
import { DateRangeFields, fieldErrors, today, yearStart } from './report-range';
import { WebsiteReportCard } from './website-report-card';
import { downloadReport, Figure, Figures, ReportForm } from './report-parts';
import { AdvertisingReportTab } from './advertising-report-tab';
import { AbcrTab } from './abcr-tab';

const CitChart = lazy(() => import('./cit-chart'));

const CIT_COLUMNS: Column<CitReportRow>[] = [
  { key: 'date', header: 'Date', render: (r) => formatDate(r.date), isAlwaysShown: true },
  { key: 'source', header: 'Source', render: (r) => r.source, hiddenBelowWidth: 600 },
  { key: 'description', header: 'Description', render: (r) => r.description, isAlwaysShown: true },
  { key: 'address', header: 'Listing', render: (r) => r.address ?? '—', hiddenBelowWidth: 900 },
  { key: 'creditMemo', header: 'Credit memo', render: (r) => r.creditMemo ?? '—', hiddenBelowWidth: 1100 },
  {
    key: 'actualCost',
    header: 'Actual cost',
    align: 'right',
    render: (r) => formatMoney(r.actualCost) ?? '—',
    hiddenBelowWidth: 900,
  },
  { key: 'agentCost', header: 'Agent cost', align: 'right', render: (r) => formatMoney(r.agentCost) ?? '—' },
];

/** /eng/reporting: the agent CIT report, and exports of the network's data made in the background. */
export default function ReportingPage() {
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <PageHeader
        title="Reporting"
        subtitle="Agent CIT costs and advertising, the business closed by agent, the website report, and exports of the network's data."
      />
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="Reports"
      >
        <Tab label="Agent CIT report" />
        <Tab label="Advertising report" />
        <Tab label="Business closed (ABCR)" />
        <Tab label="Exports" />
      </Tabs>
      {tab === 0 && <CitReportTab />}
      {tab === 1 && <AdvertisingReportTab />}
      {tab === 2 && <AbcrTab />}
      {tab === 3 && <ExportsTab />}
    </Box>
  );
}

type CitDraft = { startDate: string; endDate: string; includeMarketing: boolean; includeAds: boolean };

const draftErrors = (draft: CitDraft) => fieldErrors(CitReportQuery, draft);

function CitReportTab() {
  const [agent, setAgent] = useState<AgentOption | null>(null);
  const [draft, setDraft] = useState<CitDraft>({
    startDate: yearStart(),
    endDate: today(),
    includeMarketing: true,
    includeAds: true,
  });
  const [asked, setAsked] = useState<{ agentId: number; q: CitDraft } | null>(null);
  const report = useCitReport(asked?.agentId ?? null, asked?.q ?? draft);
  const errors = draftErrors(draft);
  const isRangeValid = Object.keys(errors).length === 0;

  const exportAs = (format: ExportFormat) =>
    asked &&
    downloadReport(
      'exportCitReport',
      () => reportingCalls.exportCit(asked.agentId, { ...asked.q, format }),
      `cit-report.${format}`,
    );

  return (
    <Stack spacing={2}>
      <ReportForm
        label="Agent CIT report"
        lgColumns="minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto auto auto"
        onSubmit={() => {
          if (agent && isRangeValid) setAsked({ agentId: agent.agentId, q: draft });
        }}
      >
        <AgentPicker label="Agent" required isInScope value={agent} onPick={setAgent} />
        <DateRangeFields range={draft} errors={errors} onChange={(r) => setDraft({ ...draft, ...r })} />
        <FormControlLabel
          control={
            <Switch
              checked={draft.includeMarketing}
              onChange={(_, v) => setDraft({ ...draft, includeMarketing: v })}
            />
          }
          label="Marketing"
        />
        <FormControlLabel
          control={
            <Switch checked={draft.includeAds} onChange={(_, v) => setDraft({ ...draft, includeAds: v })} />
          }
          label="Advertising"
        />
        <Button type="submit" variant="contained" disabled={!agent || !isRangeValid}>
          Run report
        </Button>
      </ReportForm>
      {!asked ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          Choose an agent and a date range, then run the report.
        </Typography>
      ) : (
        <>
          {report.data && (
            <Paper sx={{ p: 2 }}>
              <Figures>
                <Figure label="Agent" value={report.data.agentName} />
                <Figure label="Actual cost" value={formatMoney(report.data.totals.actualCost)} />
                <Figure label="Office cost" value={formatMoney(report.data.totals.officeCost)} />
                <Figure label="Agent cost" value={formatMoney(report.data.totals.agentCost)} />
              </Figures>
              <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                <CitChart months={report.data.months} />
              </Suspense>
            </Paper>
          )}
          <DataTable
            label="CIT costs"
            columns={CIT_COLUMNS}
            rows={report.data?.rows}
            rowKey={(r) => `${r.source}-${r.date}-${r.description}-${r.agentCost}`}
            rowName={(r) => r.description}
            isLoading={report.isLoading}
            error={report.isError ? MSG.failedCitReport : null}
            emptyMessage={MSG.noRecordsFound}
            onExport={(f) => void exportAs(f)}
          />
        </>
      )}
    </Stack>
  );
}

function ExportsTab() {
  const queryClient = useQueryClient();
  const exports = useReportExports();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [isStarting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      await reportingCalls.startExport(format);
      showToast('success', MSG.reportExportQueued);
      await queryClient.invalidateQueries({ queryKey: reportingKeys.exports });
    } catch {
      /* the api client said so */
    } finally {
      setStarting(false);
    }
  };
  const download = async (e: ReportExport) => {
    try {
      await saveDownload(await reportingCalls.download(e.id), e.fileName ?? `export.${e.format}`);
    } catch {
      /* the api client said so */
    }
  };

  return (
    <Stack spacing={2}>
      <WebsiteReportCard />
      <Paper sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          All listings
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every listing you can see, with its status, address, office, price and dates. Large exports are
          prepared in the background; you can leave this page and come back for the file. Files are kept for{' '}
          {LIMITS.reportExportKeepDays} days.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label="Format"
            value={format}
            onChange={(e) => setFormat(e.target.value as ExportFormat)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="xlsx">Excel (XLSX)</MenuItem>
            <MenuItem value="csv">CSV</MenuItem>
          </TextField>
          <Button variant="contained" onClick={() => void start()} disabled={isStarting}>
            Export listings
          </Button>
        </Stack>
      </Paper>
      <DataTable
        label="My exports"
        columns={exportColumns(download)}
        rows={exports.data}
        rowKey={(e) => e.id}
        rowName={(e) => e.fileName ?? `Export ${e.id}`}
        isLoading={exports.isLoading}
        error={exports.isError ? MSG.failedReportExport : null}
        emptyMessage={MSG.noRecordsFound}
      />
    </Stack>
  );
}

const exportColumns = (download: (e: ReportExport) => Promise<void>): Column<ReportExport>[] => [
  { key: 'createdAt', header: 'Requested', render: (e) => formatDateTime(e.createdAt), isAlwaysShown: true },
  {
    key: 'kind',
    header: 'Export',
    render: (e) => `Listings (${e.format.toUpperCase()})`,
    hiddenBelowWidth: 600,
  },
  { key: 'progress', header: 'Progress', render: (e) => <ExportProgress e={e} />, isAlwaysShown: true },
  {
    key: 'size',
    header: 'Size',
    align: 'right',
    render: (e) => (e.sizeBytes == null ? '—' : formatBytes(e.sizeBytes)),
    hiddenBelowWidth: 900,
  },
  {
    key: 'file',
    header: 'File',
    isAlwaysShown: true,
    render: (e) =>
      e.state === 'done' ? (
        <Button
          size="small"
          onClick={() => void download(e)}
          aria-label={`Download ${e.fileName ?? 'export'}`}
        >
          Download
        </Button>
      ) : (
        '—'
      ),
  },
];

function ExportProgress({ e }: { e: ReportExport }) {
  if (e.state === 'failed')
    return (
      <Typography variant="body2" color="error">
        {MSG.reportExportFailed}
      </Typography>
    );
  if (e.state === 'done') return <Typography variant="body2">{formatNumber(e.rowsDone)} rows</Typography>;
  const share = e.rowsTotal ? (100 * e.rowsDone) / e.rowsTotal : 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress
        variant={e.state === 'queued' ? 'indeterminate' : 'determinate'}
        value={share}
        aria-label={`Export ${e.id} progress`}
      />
      <Typography variant="caption" color="text.secondary">
        {e.state === 'queued'
          ? 'Waiting to start'
          : `${formatNumber(e.rowsDone)} of ${formatNumber(e.rowsTotal ?? 0)} rows`}
      </Typography>
    </Box>
  );
}
