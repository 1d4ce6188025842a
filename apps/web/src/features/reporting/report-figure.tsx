import { Box, Typography } from '@mui/material';

/** One headline figure of a report: a small label over its value. */
export function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" noWrap title={value ?? undefined}>
        {value ?? '—'}
      </Typography>
    </Box>
  );
}
