import type { ReactNode } from 'react';
import { Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import { isFromControl, ROW_ACTIONS_KEY, type Column } from './data-table-types';

/**
 * The rows of a data table on a phone: one card a row, the first column as its heading and the
 * others as label and value lines, so nothing is wider than the screen.
 */
export function DataTableCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  empty,
  onRowOpen,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  empty: ReactNode;
  onRowOpen?: (row: Row) => void;
}) {
  if (isLoading)
    return (
      <Stack spacing={1.5} role="status" aria-busy aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  if (empty)
    return (
      <Box role="region" aria-label={label}>
        {empty}
      </Box>
    );
  const [first, ...others] = columns;
  // the actions menu sits beside the card's heading; other cells are label and value lines
  const menu = others.find((c) => c.key === ROW_ACTIONS_KEY);
  const rest = others.filter((c) => c !== menu);
  // a cell with nothing to show takes no line on a card
  const isBlank = (v: ReactNode) => v == null || v === '' || v === false;
  const content = (row: Row) => {
    const heading = first.render(row);
    const lines = rest.map((c) => [c, c.render(row)] as const).filter(([, v]) => !isBlank(v));
    return (
      <Box sx={{ p: 2, minWidth: 0 }}>
        {(!isBlank(heading) || menu) && (
          <Box sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{heading}</Box>
            {menu?.render(row)}
          </Box>
        )}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {lines
            .filter(([c]) => c.header)
            .map(([c, value]) => (
              <Box key={c.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
                  {c.header}
                </Typography>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
                  {value}
                </Box>
              </Box>
            ))}
        </Box>
        {/* cells without a header (controls) follow the labelled values, outside the definition list */}
        {lines
          .filter(([c]) => !c.header)
          .map(([c, value]) => (
            <Box key={c.key} sx={{ mt: 0.5, display: 'flex', justifyContent: 'flex-end' }}>
              {value}
            </Box>
          ))}
      </Box>
    );
  };
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card
          component="li"
          key={rowKey(row)}
          variant="outlined"
          tabIndex={onRowOpen ? 0 : undefined}
          onClick={onRowOpen ? (e) => !isFromControl(e) && onRowOpen(row) : undefined}
          onKeyDown={onRowOpen ? (e) => e.key === 'Enter' && !isFromControl(e) && onRowOpen(row) : undefined}
          sx={{ minWidth: 0, ...(onRowOpen ? { cursor: 'pointer' } : {}) }}
        >
          {content(row)}
        </Card>
      ))}
    </Stack>
  );
}
