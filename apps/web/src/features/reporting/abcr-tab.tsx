import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AbcrQuery, MSG, type AbcrAgentRow, type AbcrListingRow, type AbcrRange } from '@atrium/domain';
import { DataTable, type Column, type ExportFormat } from '../../components/data-table/data-table';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { reportingCalls, useAbcr, useAbcrListings } from './reporting-api';
import { DateRangeFields, fieldErrors, today, yearStart } from './report-range';
import { downloadReport, Figure, Figures, ReportForm } from './report-parts';

const PAGE_SIZE = 20;

const PURPOSES = [
  { value: 0, label: 'Sales and rentals' },
  { value: 1, label: 'Sales' },
  { value: 2, label: 'Rentals' },
] as const;

const agentColumns = (open: (r: AbcrAgentRow) => void): Column<AbcrAgentRow>[] => [
  {
    key: 'agentName',
    header: 'Agent',
    isAlwaysShown: true,
    render: (r) => (
      <Link component="button" type="button" onClick={() => open(r)} sx={{ textAlign: 'left' }}>
        {r.agentName}
      </Link>
    ),
  },
  { key: 'officeName', header: 'Office', render: (r) => r.officeName ?? '—', hiddenBelowWidth: 900 },
  {
    key: 'listingSides',
    header: 'Listing sides',
    align: 'right',
    render: (r) => formatNumber(r.listingSides),
    hiddenBelowWidth: 600,
  },
  {
    key: 'saleSides',
    header: 'Sale sides',
    align: 'right',
    render: (r) => formatNumber(r.saleSides),
    hiddenBelowWidth: 600,
  },
  {
    key: 'volume',
    header: 'Volume',
    align: 'right',
    isAlwaysShown: true,
    render: (r) => formatMoney(r.volume),
  },
  { key: 'commission', header: 'Commission', align: 'right', render: (r) => formatMoney(r.commission) },
];

const LISTING_COLUMNS: Column<AbcrListingRow>[] = [
  {
    key: 'closedDate',
    header: 'Closed',
    width: 120,
    render: (r) => formatDate(r.closedDate),
    isAlwaysShown: true,
  },
  {
    key: 'address',
    header: 'Listing',
    isAlwaysShown: true,
    render: (r) => (
      <Link component={RouterLink} to={`/eng/listing/${r.listingId}`}>
        {[r.address, r.city].filter(Boolean).join(', ') || `Listing ${r.listingId}`}
      </Link>
    ),
  },
  {
    key: 'side',
    header: 'Side',
    render: (r) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${r.side} (${r.split}%)`}</Box>,
  },
  {
    key: 'price',
    header: 'Price',
    align: 'right',
    render: (r) => formatMoney(r.price),
    hiddenBelowWidth: 900,
  },
  { key: 'volume', header: 'Volume', align: 'right', render: (r) => formatMoney(r.volume) },
  {
    key: 'commission',
    header: 'Commission',
    align: 'right',
    render: (r) => formatMoney(r.commission),
    hiddenBelowWidth: 600,
  },
];

/**
 * ABCR, the agents' business closed (decision 0058): for a range, each agent's sides on the
 * listings of the user's scope that closed, with the volume and commission credited by split; an
 * agent's name opens the listings behind the row.
 */
export function AbcrTab() {
  const [draft, setDraft] = useState<{ startDate: string; endDate: string; purpose: 0 | 1 | 2 }>({
    startDate: yearStart(),
    endDate: today(),
    purpose: 0,
  });
  const [asked, setAsked] = useState<AbcrRange | null>(null);
  const [page, setPage] = useState(0);
  const [agent, setAgent] = useState<AbcrAgentRow | null>(null);
  const query = {
    startDate: draft.startDate,
    endDate: draft.endDate,
    ...(draft.purpose ? { businessPurposeTypeId: draft.purpose } : {}),
  };
  const errors = fieldErrors(AbcrQuery, query);
  const isValid = Object.keys(errors).length === 0;
  const report = useAbcr(asked && { ...asked, currentPage: page + 1, itemsPerPage: PAGE_SIZE });

  const exportAs = (format: ExportFormat) =>
    asked &&
    downloadReport('exportAbcr', () => reportingCalls.exportAbcr({ ...asked, format }), `abcr.${format}`);

  return (
    <Stack spacing={2}>
      <ReportForm
        label="Agent business closed"
        lgColumns="minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto"
        onSubmit={() => {
          if (!isValid) return;
          setAsked(query);
          setPage(0);
        }}
      >
        <DateRangeFields range={draft} errors={errors} onChange={(r) => setDraft({ ...draft, ...r })} />
        <TextField
          select
          label="Listings"
          value={draft.purpose}
          onChange={(e) => setDraft({ ...draft, purpose: Number(e.target.value) as 0 | 1 | 2 })}
        >
          {PURPOSES.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!isValid}>
          Run report
        </Button>
      </ReportForm>
      {!asked ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          Choose a date range, then run the report: each agent&apos;s sides on the listings you can see that
          closed in it, with the volume and commission credited by their split.
        </Typography>
      ) : (
        <>
          {report.data && (
            <Paper sx={{ p: 2 }}>
              <Figures>
                <Figure label="Agents" value={formatNumber(report.data.totalRecords)} />
                <Figure label="Sides" value={formatNumber(report.data.totals.sides)} />
                <Figure label="Volume" value={formatMoney(report.data.totals.volume)} />
                <Figure label="Commission" value={formatMoney(report.data.totals.commission)} />
              </Figures>
            </Paper>
          )}
          <DataTable
            label="Agents' business closed"
            columns={agentColumns(setAgent)}
            rows={report.data?.rows}
            rowKey={(r) => r.agentId}
            rowName={(r) => r.agentName}
            isLoading={report.isLoading}
            error={report.isError ? MSG.failedAbcr : null}
            emptyMessage={MSG.noRecordsFound}
            onExport={(f) => void exportAs(f)}
            paging={{
              page,
              pageSize: PAGE_SIZE,
              total: report.data?.totalRecords ?? 0,
              onPageChange: setPage,
            }}
          />
          {agent && <AgentListingsDialog agent={agent} q={asked} onClose={() => setAgent(null)} />}
        </>
      )}
    </Stack>
  );
}

function AgentListingsDialog(props: { agent: AbcrAgentRow; q: AbcrRange; onClose: () => void }) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const listings = useAbcrListings(props.agent.agentId, props.q);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle>Closed by {props.agent.agentName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {formatDate(props.q.startDate)} to {formatDate(props.q.endDate)}: {formatMoney(props.agent.volume)}{' '}
          volume, {formatMoney(props.agent.commission)} commission.
        </Typography>
        <DataTable
          label={`Listings closed by ${props.agent.agentName}`}
          columns={LISTING_COLUMNS}
          rows={listings.data?.map((r, n) => ({ ...r, n }))}
          rowKey={(r) => r.n}
          rowName={(r) => r.address ?? `Listing ${r.listingId}`}
          isLoading={listings.isLoading}
          error={listings.isError ? MSG.failedAbcr : null}
          emptyMessage={MSG.noRecordsFound}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
