import { useState } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { WebsiteReportSchema } from '@atrium/domain';
import { ExportButtons, type ExportFormat } from '../../components/data-table/data-table';
import { AgentPicker, type AgentOption } from '../../components/search-picker/agent-picker';
import { reportingCalls } from './reporting-api';
import { downloadReport } from './report-parts';
import { DateRangeFields, fieldErrors, today, yearStart, type DateRange } from './report-range';

/**
 * The website report: the listings seen on the web in a range (showcase page visits, other sites),
 * the user's whole scope or one agent's listings, as a file made at once.
 */
export function WebsiteReportCard() {
  const [range, setRange] = useState<DateRange>({ startDate: yearStart(), endDate: today() });
  const [agent, setAgent] = useState<AgentOption | null>(null);
  const errors = fieldErrors(WebsiteReportSchema, range);
  const isValid = Object.keys(errors).length === 0;

  const exportAs = (format: ExportFormat) =>
    downloadReport(
      'exportWebsiteReport',
      () => reportingCalls.exportWebsite({ ...range, format, agentId: agent?.agentId }),
      `website-report.${format}`,
    );

  return (
    <Paper component="section" aria-labelledby="website-report" sx={{ p: 2 }}>
      <Typography id="website-report" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Website report
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The listings seen on the web in the range, most viewed first: visits of their showcase page, and the
        other sites entered in views on web. Every listing you can see, or one agent's.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            lg: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
          },
        }}
      >
        <AgentPicker label="Agent (optional)" isInScope value={agent} onPick={setAgent} />
        <DateRangeFields range={range} errors={errors} onChange={setRange} />
        <Stack direction="row" spacing={1} sx={{ alignSelf: 'center' }}>
          <ExportButtons onExport={(f) => void exportAs(f)} disabled={!isValid} />
        </Stack>
      </Box>
    </Paper>
  );
}
