import type { ReactNode } from 'react';
import {
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { MSG } from '@atrium/domain';
import { EmptyState } from '../empty-state/empty-state';

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
};

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
  onRowClick?: (row: Row) => void;
  dense?: boolean;
};

/** The product's table: loading skeleton, 'No records found', and an error state built in. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  emptyMessage = MSG.noRecordsFound,
  onRowClick,
  dense,
}: DataTableProps<Row>) {
  const state = error ? 'error' : isLoading ? 'loading' : !rows?.length ? 'empty' : 'rows';
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-label={label} size={dense ? 'small' : 'medium'} aria-busy={state === 'loading'}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ width: c.width }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state === 'loading' &&
            [0, 1, 2, 3].map((i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {(state === 'empty' || state === 'error') && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                <EmptyState
                  dense
                  tone={state === 'error' ? 'error' : 'neutral'}
                  title={error ?? emptyMessage}
                />
              </TableCell>
            </TableRow>
          )}
          {state === 'rows' &&
            rows!.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover={Boolean(onRowClick)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </Table>
      {state === 'rows' && <Box sx={{ height: 2 }} />}
    </TableContainer>
  );
}
