import { useState } from 'react';
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { historyFieldLabel, historyValueText, LIMITS, MSG } from '@atrium/domain';
import { useListingHistory, type AuditEntry } from '../listing-sections-api';
import type { SectionViewProps } from './section-contract';
import { formatDateTime } from '../../../lib/format';

/** Who changed what, when, with old and new values; 100 per page. */
export function HistoryPanel({ listingId }: { listingId: number }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useListingHistory(listingId, page);
  if (isLoading) return <Typography color="text.secondary">Loading the change history…</Typography>;
  if (isError || !data) return <Typography color="error">{MSG.auditHistoryError}</Typography>;
  if (!data.results.length) return <Typography color="text.secondary">No changes recorded yet.</Typography>;
  const rows = data.results.flatMap((a: AuditEntry) =>
    (a.changes.length ? a.changes : [{ field: '', oldValue: null, newValue: null }]).map((c, i) => ({
      a,
      c,
      i,
    })),
  );
  return (
    <Box>
      <Table size="small" aria-label="Change history">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Old value</TableCell>
            <TableCell>New value</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ a, c, i }) => (
            <TableRow key={`${a.id}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {i === 0 ? formatDateTime(a.changedAt) : ''}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                {i === 0 && (
                  <Stack>
                    <span>{a.userName ?? 'System'}</span>
                    {a.realUserName && (
                      <Typography variant="caption" color="text.secondary">
                        by {a.realUserName}
                      </Typography>
                    )}
                  </Stack>
                )}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{historyFieldLabel(c.field || a.action)}</TableCell>
              <TableCell
                sx={{
                  color: 'text.secondary',
                  maxWidth: 280,
                  overflowWrap: 'anywhere',
                  verticalAlign: 'top',
                }}
              >
                {historyValueText(c.field, c.oldValue)}
              </TableCell>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                {historyValueText(c.field, c.newValue)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.totalRecords > LIMITS.auditPageSize && (
        <TablePagination
          component="div"
          count={data.totalRecords}
          page={page - 1}
          onPageChange={(_e, p) => setPage(p + 1)}
          rowsPerPage={LIMITS.auditPageSize}
          rowsPerPageOptions={[LIMITS.auditPageSize]}
        />
      )}
    </Box>
  );
}

export const HistoryReadView = ({ listing }: SectionViewProps) => <HistoryPanel listingId={listing.id} />;
