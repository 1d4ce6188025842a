import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';

/** The calm, centred card of the photographer area's sign-in pages. */
export function PhotographerCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 2, md: 6 } }}>
      <Paper
        component="section"
        aria-labelledby="photographer-card-title"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'secondary.main', mb: 1 }}>
          <CameraAltOutlined fontSize="small" aria-hidden />
          <Typography variant="overline" component="p">
            Photographer access
          </Typography>
        </Box>
        <Typography id="photographer-card-title" variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {footer && (
          <Box
            sx={{
              mt: 3,
              pt: 2,
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            {footer}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
