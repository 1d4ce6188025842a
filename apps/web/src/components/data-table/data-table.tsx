import {
  useDeferredValue,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { MSG } from '@atrium/domain';
import { EmptyState } from '../empty-state/empty-state';
import { DataTableCards } from './data-table-cards';
import { DataTableToolbar } from './data-table-toolbar';
import { RowActionsMenu } from './row-actions-menu';
import {
  isFromControl,
  ROW_ACTIONS_KEY,
  type Column,
  type ExportFormat,
  type Paging,
  type RowAction,
  type Sort,
} from './data-table-types';

export type { Column, ExportFormat, Paging, RowAction, Sort } from './data-table-types';
export { ExportButtons } from './data-table-toolbar';

type DataTableProps<Row> = {
  /** Names the table for screen readers. */
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading?: boolean;
  /** The catalogue message of the failed call, when it failed. */
  error?: string | null;
  emptyMessage?: string;
  /** Click or Enter on a row. */
  onRowOpen?: (row: Row) => void;
  dense?: boolean;
  /** The server's current order; clicking a sortable header asks for another. */
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  paging?: Paging;
  /** The actions of a row, in a menu at its end. */
  rowActions?: (row: Row) => RowAction[];
  /** How a row is named to screen readers in its actions button and on a card. */
  rowName?: (row: Row) => string;
  /** The accessible name of a row's actions button ('Actions for …' unless given). */
  rowActionsLabel?: (row: Row) => string;
  hasColumnChooser?: boolean;
  /** The export of the whole list (the server builds the file). */
  onExport?: (format: ExportFormat) => void;
  /** Rows shown while loading. */
  skeletonRows?: number;
};

const onResize = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};
const useWindowWidth = () => useSyncExternalStore(onResize, () => window.innerWidth);

/**
 * The product's list: server paging and sorting (controlled by the caller), column chooser,
 * export buttons, sticky header, row actions, skeleton rows while loading, 'No records found' when
 * empty, arrow keys between rows and Enter to open. On a phone the rows become cards.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    isLoading,
    error,
    emptyMessage = MSG.noRecordsFound,
    onRowOpen,
    dense,
    sort,
    onSortChange,
    paging,
    rowActions,
    rowName = (row) => String(rowKey(row)),
    rowActionsLabel = (row) => `Actions for ${rowName(row)}`,
    hasColumnChooser = false,
    onExport,
    skeletonRows = 4,
  } = props;
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const windowWidth = useWindowWidth();
  // what the user chose in the column chooser wins over the defaults
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isShown = (c: Column<Row>) =>
    chosen.get(c.key) ??
    !(c.isHiddenByDefault || (c.hiddenBelowWidth !== undefined && windowWidth < c.hiddenBelowWidth));
  const hidden: ReadonlySet<string> = new Set(columns.filter((c) => !isShown(c)).map((c) => c.key));
  const [focused, setFocused] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);

  const state = error ? 'error' : isLoading ? 'loading' : !rows?.length ? 'empty' : 'rows';
  // rows that appear show their data first; their controls come in the render React runs next
  const areControlsDrawn = useDeferredValue(state === 'rows', false) && state === 'rows';
  const actionsColumn: Column<Row>[] = rowActions
    ? [
        {
          key: ROW_ACTIONS_KEY,
          header: '',
          align: 'right',
          width: 56,
          isAlwaysShown: true,
          render: (row) => <RowActionsMenu actions={rowActions(row)} label={rowActionsLabel(row)} />,
        },
      ]
    : [];
  const shown = [...columns.filter((c) => !hidden.has(c.key)), ...actionsColumn];
  const toggleColumn = (key: string) => setChosen((c) => new Map(c).set(key, hidden.has(key)));

  const focusRow = (index: number) => {
    const list = body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]');
    if (!list?.length) return;
    const at = Math.max(0, Math.min(index, list.length - 1));
    setFocused(at);
    list[at].focus();
  };
  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) => {
    if (isFromControl(e)) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: Number.MAX_SAFE_INTEGER,
    };
    if (e.key in moves) {
      e.preventDefault();
      focusRow(moves[e.key]);
    } else if (e.key === 'Enter' && onRowOpen) {
      e.preventDefault();
      onRowOpen(row);
    }
  };
  const requestSort = (column: string) =>
    onSortChange?.({
      column,
      direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
    });

  const empty: ReactNode = (
    <EmptyState dense tone={state === 'error' ? 'error' : 'neutral'} title={error ?? emptyMessage} />
  );
  const pagination = paging && state === 'rows' && (
    <TablePagination
      component="div"
      count={paging.total}
      page={paging.page}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={paging.pageSizes ?? [paging.pageSize]}
      onPageChange={(_e, page) => paging.onPageChange(page)}
      onRowsPerPageChange={(e) => paging.onPageSizeChange?.(Number(e.target.value))}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <DataTableToolbar
        label={label}
        columns={columns}
        hidden={hidden}
        onToggleColumn={toggleColumn}
        hasColumnChooser={hasColumnChooser && !isPhone}
        onExport={onExport}
      />
      {isPhone ? (
        <DataTableCards
          label={label}
          columns={shown}
          rows={state === 'rows' ? rows! : []}
          rowKey={rowKey}
          isLoading={state === 'loading'}
          empty={state === 'empty' || state === 'error' ? empty : null}
          onRowOpen={onRowOpen}
        />
      ) : (
        <TableContainer
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            maxHeight: 'calc(100dvh - 180px)',
            minHeight: 0,
          }}
        >
          <Table
            stickyHeader
            aria-label={label}
            size={dense ? 'small' : 'medium'}
            aria-busy={state === 'loading'}
          >
            <TableHead>
              <TableRow>
                {shown.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    sx={{ width: c.width }}
                    sortDirection={sort?.column === c.sortKey ? sort?.direction : false}
                  >
                    {c.sortKey && onSortChange ? (
                      <TableSortLabel
                        active={sort?.column === c.sortKey}
                        direction={sort?.column === c.sortKey ? sort.direction : 'asc'}
                        onClick={() => requestSort(c.sortKey!)}
                      >
                        {c.header}
                      </TableSortLabel>
                    ) : (
                      c.header
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody ref={body}>
              {state === 'loading' &&
                Array.from({ length: skeletonRows }, (_, i) => (
                  <TableRow key={i} data-testid="skeleton-row">
                    {shown.map((c) => (
                      <TableCell key={c.key}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {(state === 'empty' || state === 'error') && (
                <TableRow>
                  <TableCell colSpan={shown.length} sx={{ borderBottom: 0 }}>
                    {empty}
                  </TableCell>
                </TableRow>
              )}
              {state === 'rows' &&
                rows!.map((row, index) => (
                  <TableRow
                    key={rowKey(row)}
                    data-row
                    tabIndex={index === Math.min(focused, rows!.length - 1) ? 0 : -1}
                    hover={Boolean(onRowOpen)}
                    onFocus={(e) => e.target === e.currentTarget && setFocused(index)}
                    onKeyDown={(e) => onRowKey(e, row, index)}
                    onClick={onRowOpen ? (e) => !isFromControl(e) && onRowOpen(row) : undefined}
                    sx={{
                      ...(onRowOpen ? { cursor: 'pointer' } : {}),
                      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                    }}
                  >
                    {shown.map((c) => (
                      <TableCell key={c.key} align={c.align}>
                        {c.isControl && !areControlsDrawn ? null : c.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pagination}
    </Box>
  );
}
