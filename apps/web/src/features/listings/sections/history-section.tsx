import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { historyFieldLabel, historyValueText, LIMITS, MSG } from '@atrium/domain';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { useListingHistory, type AuditEntry } from '../listing-sections-api';
import type { SectionViewProps } from './section-contract';
import { formatDateTime } from '../../../lib/format';
import { useNearView } from '../../../lib/use-near-view';

type Line = { a: AuditEntry; c: AuditEntry['changes'][number]; i: number };

const wrap = { maxWidth: 280, overflowWrap: 'anywhere' } as const;
const COLUMNS: Column<Line>[] = [
  {
    key: 'when',
    header: 'When',
    render: ({ a, i }) =>
      i === 0 ? (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(a.changedAt)}
        </Box>
      ) : (
        ''
      ),
  },
  {
    key: 'who',
    header: 'Who',
    render: ({ a, i }) =>
      i === 0 && (
        <Stack>
          <span>{a.userName ?? 'System'}</span>
          {a.realUserName && (
            <Typography variant="caption" color="text.secondary">
              by {a.realUserName}
            </Typography>
          )}
        </Stack>
      ),
  },
  { key: 'what', header: 'What', render: ({ a, c }) => historyFieldLabel(c.field || a.action) },
  {
    key: 'old',
    header: 'Old value',
    render: ({ c }) => (
      <Typography variant="body2" color="text.secondary" sx={wrap}>
        {historyValueText(c.field, c.oldValue)}
      </Typography>
    ),
  },
  {
    key: 'new',
    header: 'New value',
    render: ({ c }) => (
      <Typography variant="body2" sx={wrap}>
        {historyValueText(c.field, c.newValue)}
      </Typography>
    ),
  },
];

/** Who changed what, when, with old and new values; 100 per page. */
export function HistoryPanel({ listingId }: { listingId: number }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useListingHistory(listingId, page);
  // an entry with several changed fields reads as several lines, its time and author on the first
  const lines = data?.results.flatMap((a: AuditEntry) =>
    (a.changes.length ? a.changes : [{ field: '', oldValue: null, newValue: null }]).map((c, i) => ({
      a,
      c,
      i,
    })),
  );
  return (
    <DataTable
      label="Change history"
      columns={COLUMNS}
      rows={lines}
      rowKey={({ a, i }) => `${a.id}-${i}`}
      isLoading={isLoading}
      error={isError ? MSG.auditHistoryError : null}
      dense
      paging={
        data && data.totalRecords > LIMITS.auditPageSize
          ? {
              page: page - 1,
              pageSize: LIMITS.auditPageSize,
              total: data.totalRecords,
              onPageChange: (p) => setPage(p + 1),
            }
          : undefined
      }
    />
  );
}

/** The history is read and drawn when it comes near the window: most visits never scroll to it. */
export function HistoryReadView({ listing }: SectionViewProps) {
  const { ref, isNear } = useNearView<HTMLDivElement>('400px');
  return (
    <Box ref={ref} sx={{ minHeight: isNear ? undefined : 120 }}>
      {isNear && <HistoryPanel listingId={listing.id} />}
    </Box>
  );
}
