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
  MSG,
  SELECT_SOLD_IMPORT_COLUMNS,
  selectSoldTemplateCsv,
  UPLOAD_MAX_BYTES,
  type SelectSoldImportResult,
} from '@atrium/domain';
import { PageHeader, Section } from '../../components/page/page-header';
import { DropArea } from '../../components/drop-area/drop-area';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { formatNumber } from '../../lib/format';
import { saveBlob } from '../../lib/download';
import { showToast } from '../../lib/toast-store';
import { selectSoldFailureText, useImportSelectSold } from './imports-api';

const ACCEPT = [FILE_KIND_PICKER.csv, FILE_KIND_PICKER.xlsx].join(',');

function downloadTemplate() {
  saveBlob(
    new Blob([selectSoldTemplateCsv()], { type: 'text/csv;charset=utf-8' }),
    'select-sold-template.csv',
  );
}

type Unprocessed = SelectSoldImportResult['unprocessedRows'][number];
const ROW_COLUMNS: Column<Unprocessed>[] = [
  { key: 'row', header: 'Row', width: 80, isAlwaysShown: true, render: (r) => r.row },
  { key: 'reason', header: 'Reason', isAlwaysShown: true, render: (r) => r.reason },
];

/**
 * /eng/selectSoldsUpload: a CSV or XLSX file of sold listings; each row marks its listing sold as
 * a select sale. The answer shows the figures, the rows not processed and the agent ids not found.
 */
export default function SelectSoldUploadPage() {
  const importer = useImportSelectSold();
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<SelectSoldImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isSending = importer.isPending;

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
      showToast(answer.processed > 0 ? 'success' : 'warning', MSG.selectSoldProcessed);
    } catch (err) {
      const text = selectSoldFailureText(err);
      setFailure(text);
      // an empty file is a warning, as the spec says; other refusals errors
      showToast(text === MSG.selectSoldFileEmpty ? 'warning' : 'error', text);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1040, mx: 'auto', width: '100%' }}>
      <PageHeader
        title="Sold Listing Upload"
        subtitle="Mark listings sold as select sales from a CSV or XLSX file."
      />
      <Section
        id="select-sold-file"
        title="File"
        actions={
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={downloadTemplate}>
            CSV template
          </Button>
        }
      >
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            The first row names the columns (in any order, any case). Each other row marks one listing sold
            (status Sold with its closed date and sold price) and the named agents&apos; sale a select sale.
            Rows that cannot be processed are listed below; the others are saved.
          </Typography>
          <ColumnsTable />
          <DropArea
            testId="select-sold-drop"
            text="Drop a CSV or XLSX file here, or"
            buttonLabel="Choose file"
            buttonVariant="contained"
            accept={ACCEPT}
            inputLabel="Choose a select sold file"
            isDisabled={isSending}
            onFiles={(files) => void start(files[0])}
          />
          <Typography variant="caption" color="text.secondary">
            {MSG.showingsFileFormat} · {MSG.maxFileSize}
          </Typography>
          {isSending && (
            <Box role="status" sx={{ display: 'grid', gap: 0.75 }}>
              <Typography variant="body2">Processing {fileName}…</Typography>
              <LinearProgress aria-label="Upload progress" />
            </Box>
          )}
          {failure && (
            <Alert
              severity={failure === MSG.selectSoldFileEmpty ? 'warning' : 'error'}
              onClose={() => setFailure(null)}
            >
              {fileName ? `${fileName}: ` : ''}
              {failure}
            </Alert>
          )}
        </Stack>
      </Section>
      {result && <UploadResult result={result} fileName={fileName} />}
    </Box>
  );
}

function ColumnsTable() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Columns of the file" sx={{ minWidth: 300 }}>
        <TableHead>
          <TableRow>
            <TableCell>Column</TableCell>
            <TableCell>Required</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>What it holds</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SELECT_SOLD_IMPORT_COLUMNS.map((c) => (
            <TableRow key={c.field}>
              <TableCell sx={{ fontWeight: 600 }}>{c.header}</TableCell>
              <TableCell>{c.isRequired ? 'Yes' : 'One of the two'}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}>
                {c.note}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function UploadResult({ result, fileName }: { result: SelectSoldImportResult; fileName: string | null }) {
  const figures = [
    ['Total', result.total],
    ['Processed', result.processed],
    ['Unprocessed', result.unprocessed],
  ] as const;
  return (
    <Section id="select-sold-result" title="Result">
      <Stack spacing={2}>
        <Alert severity={result.processed === 0 ? 'error' : result.unprocessed ? 'warning' : 'success'}>
          {fileName ? `${fileName}: ` : ''}
          {MSG.selectSoldProcessed}
        </Alert>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}
        >
          {figures.map(([label, value]) => (
            <Box
              key={label}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5, minWidth: 0 }}
            >
              <Typography component="dt" variant="body2" color="text.secondary" noWrap>
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="h4"
                sx={{ m: 0 }}
                data-testid={`select-sold-${label.toLowerCase()}`}
              >
                {formatNumber(value)}
              </Typography>
            </Box>
          ))}
        </Box>
        {result.missingAgentIds.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Agent ids not found on their listing
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Agent ids not found">
              {result.missingAgentIds.map((id) => (
                <Chip key={id} label={id} size="small" variant="outlined" />
              ))}
            </Box>
          </Box>
        )}
        <DataTable
          label="Unprocessed rows"
          columns={ROW_COLUMNS}
          rows={result.unprocessedRows}
          rowKey={(r) => r.row}
          emptyMessage={MSG.noRecordsFound}
        />
      </Stack>
    </Section>
  );
}
