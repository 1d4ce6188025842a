import { Box, Stack, Typography } from '@mui/material';
import { historyFieldLabel, historyValueText, LIMITS, MSG, type AuditEntry } from '@atrium/domain';
import { DataTable, type Column } from '../data-table/data-table';
import { formatDateTime } from '../../lib/format';

/** One changed field of an entry; `i` is its place in the entry (time and author on the first). */
export type AuditLine<E extends AuditEntry> = { a: E; c: AuditEntry['changes'][number]; i: number };

const wrap = { maxWidth: 280, overflowWrap: 'anywhere' } as const;

/** Who made the change, and for whom when masquerading. */
export const whoColumn = <E extends AuditEntry>(): Column<AuditLine<E>> => ({
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
});

const columns = <E extends AuditEntry>(
  second: Column<AuditLine<E>>,
  what: (a: E, c: AuditLine<E>['c']) => string,
): Column<AuditLine<E>>[] => [
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
  second,
  { key: 'what', header: 'What', render: ({ a, c }) => what(a, c) },
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

type AuditTableProps<E extends AuditEntry> = {
  label: string;
  data: { totalRecords: number; results: E[] } | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The page shown, from 1 (as the audit endpoints count). */
  page: number;
  onPageChange: (page: number) => void;
  /** The column after When: who made the change by default. */
  second?: Column<AuditLine<E>>;
  what?: (a: E, c: AuditLine<E>['c']) => string;
};

/** An audit trail, a line per changed field, 100 entries a page. */
export function AuditTable<E extends AuditEntry>({
  data,
  page,
  onPageChange,
  second = whoColumn<E>(),
  what = (a, c) => historyFieldLabel(c.field || a.action),
  ...props
}: AuditTableProps<E>) {
  // an entry with several changed fields reads as several lines
  const lines = data?.results.flatMap((a) =>
    (a.changes.length ? a.changes : [{ field: '', oldValue: null, newValue: null }]).map((c, i) => ({
      a,
      c,
      i,
    })),
  );
  return (
    <DataTable
      label={props.label}
      columns={columns(second, what)}
      rows={lines}
      rowKey={({ a, i }) => `${a.id}-${i}`}
      isLoading={props.isLoading}
      error={props.isError ? MSG.auditHistoryError : null}
      emptyMessage={MSG.noRecordsFound}
      dense
      paging={
        data && data.totalRecords > LIMITS.auditPageSize
          ? {
              page: page - 1,
              pageSize: LIMITS.auditPageSize,
              total: data.totalRecords,
              onPageChange: (p) => onPageChange(p + 1),
            }
          : undefined
      }
    />
  );
}
