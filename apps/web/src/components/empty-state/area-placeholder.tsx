import { Box, Typography } from '@mui/material';

/** A route whose screen a later piece of work builds: it names the area plainly. */
export function AreaPlaceholder({ title }: { title: string }) {
  return (
    <Box sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This area is not available yet.</Typography>
    </Box>
  );
}
