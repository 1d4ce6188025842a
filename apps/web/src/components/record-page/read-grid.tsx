import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A read view's label and value pairs on a calm grid; empty values read '—'. */
export function ReadGrid({ items, columns = 3 }: { items: Array<[string, ReactNode]>; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography
            component="dt"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', letterSpacing: '0.04em' }}
          >
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
