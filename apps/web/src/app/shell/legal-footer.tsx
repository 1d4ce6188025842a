import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The legal footer, shown only to signed-in users (spec/000 section 2.3). */
export function LegalFooter({ brand }: { brand: string }) {
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        py: 3,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">
        © {new Date().getFullYear()} {brand}. All rights reserved. For internal use by the {brand} network
        only; listing information is confidential until published.
      </Typography>
      <Typography variant="body2" component="nav" aria-label="Legal">
        <Link component={RouterLink} to="/feedback" color="inherit" underline="hover">
          Send feedback
        </Link>
      </Typography>
    </Box>
  );
}
