import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  FILE_KIND_PICKER,
  isAllowed,
  MSG,
  SHOWINGS_IMPORT_COLUMNS,
  SHOWINGS_IMPORT_MAX_ROWS,
  showingEndpoints,
  showingsImportTemplateCsv,
  UPLOAD_MAX_BYTES,
} from '@atrium/domain';
import { PageHeader, Section } from '../../components/page/page-header';
import { DropArea } from '../../components/drop-area/drop-area';
import { NoAccessState } from '../../components/empty-state/empty-state';
import { formatNumber } from '../../lib/format';
import { saveBlob } from '../../lib/download';
import { useCurrentUser } from '../../lib/session-store';
import { showToast } from '../../lib/toast-store';
import { importFailureText, useImportShowings, type ShowingsImportAnswer } from './showings-api';

const ACCEPT = [FILE_KIND_PICKER.csv, FILE_KIND_PICKER.xlsx].join(',');

function downloadTemplate() {
  saveBlob(
    new Blob([showingsImportTemplateCsv()], { type: 'text/csv;charset=utf-8' }),
    'showings-template.csv',
  );
}

/**
 * /showingsUpload: a CSV or XLSX file of showings, matched to listings by MLS number. The answer
 * shows the figures, the report of each skipped row and the MLS numbers that matched nothing.
 */
export default function ShowingsImportPage() {
  const user = useCurrentUser()!;
  const importer = useImportShowings();
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<ShowingsImportAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isSending = importer.isPending;

  if (!isAllowed({ roles: user.roleCodes }, showingEndpoints.importShowings.allow)) return <NoAccessState />;

  const start = async (file: File | undefined) => {
    if (!file || isSending) return;
    setFileName(file.name);
    setResult(null);
    setFailure(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setFailure(MSG.maxFileSize);
      showToast('error', MSG.maxFileSize);
      return;
    }
    try {
      const answer = await importer.mutateAsync(file);
      setResult(answer);
      showToast(answer.success ? 'success' : 'error', answer.text.split('\n')[0]);
    } catch (err) {
      const text = importFailureText(err);
      setFailure(text);
      showToast('error', text);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1040, mx: 'auto', width: '100%' }}>
      <PageHeader
        title="Showings Import"
        subtitle="Add or update the showings of your listings from a CSV or XLSX file."
      />
      <Section
        id="showings-file"
        title="File"
        actions={
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={downloadTemplate}>
            CSV template
          </Button>
        }
      >
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            The first row names the columns (in any order, any case). Each other row is one showing, matched
            to a listing by its MLS number or listing number. A row with the same listing, date and buyer as a
            showing already stored updates it; rows that cannot be read are reported and nothing of them is
            saved.
          </Typography>
          <ColumnsTable />
          <DropArea
            testId="showings-drop"
            text="Drop a CSV or XLSX file here, or"
            buttonLabel="Choose file"
            buttonVariant="contained"
            accept={ACCEPT}
            inputLabel="Choose a showings file"
            isDisabled={isSending}
            onFiles={(files) => void start(files[0])}
          />
          <Typography variant="caption" color="text.secondary">
            {MSG.showingsFileFormat} · {MSG.maxFileSize} · up to {formatNumber(SHOWINGS_IMPORT_MAX_ROWS)} rows
          </Typography>
          {isSending && (
            <Box role="status" sx={{ display: 'grid', gap: 0.75 }}>
              <Typography variant="body2">Importing {fileName}…</Typography>
              <LinearProgress aria-label="Import progress" />
            </Box>
          )}
          {failure && (
            <Alert severity="error" onClose={() => setFailure(null)}>
              {fileName ? `${fileName}: ` : ''}
              {failure}
            </Alert>
          )}
        </Stack>
      </Section>
      {result && <ImportResult result={result} fileName={fileName} />}
    </Box>
  );
}

function ColumnsTable() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Columns of the file" sx={{ minWidth: 320 }}>
        <TableHead>
          <TableRow>
            <TableCell>Column</TableCell>
            <TableCell>Required</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Example</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SHOWINGS_IMPORT_COLUMNS.map((c) => (
            <TableRow key={c.field}>
              <TableCell sx={{ fontWeight: 600 }}>{c.header}</TableCell>
              <TableCell>{c.isRequired ? 'Yes' : 'No'}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}>
                {c.example || '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ImportResult({ result, fileName }: { result: ShowingsImportAnswer; fileName: string | null }) {
  const [summary, ...reports] = result.text.split('\n');
  const added = result.total - result.updated - result.skipped;
  const figures = [
    ['Rows', result.total],
    ['Added', added],
    ['Updated', result.updated],
    ['Skipped', result.skipped],
  ] as const;
  return (
    <Section id="showings-result" title="Result">
      <Stack spacing={2}>
        <Alert severity={result.success ? (result.skipped ? 'warning' : 'success') : 'error'}>
          {fileName ? `${fileName}: ` : ''}
          {summary}
        </Alert>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
            gap: 1.5,
          }}
        >
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="h4"
                sx={{ m: 0 }}
                data-testid={`import-${label.toLowerCase()}`}
              >
                {formatNumber(value)}
              </Typography>
            </Box>
          ))}
        </Box>
        {result.skippedMls.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              MLS numbers not found
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="MLS numbers not found">
              {result.skippedMls.map((mls) => (
                <Chip key={mls} label={mls} size="small" variant="outlined" />
              ))}
            </Box>
          </Box>
        )}
        {reports.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Report
            </Typography>
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, maxHeight: 360, overflowY: 'auto', overflowWrap: 'anywhere' }}
              aria-label="Row report"
            >
              {reports.map((line, i) => (
                <li key={i}>
                  <Typography variant="body2">{line}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Section>
  );
}
