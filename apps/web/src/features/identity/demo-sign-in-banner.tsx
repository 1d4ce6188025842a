import { Box, Typography } from '@mui/material';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { SHELL_MSG } from '@atrium/domain';
import { useAuthConfig } from './identity-api';

/** While the product runs on its demo data, every screen says that anyone can sign in as anyone. */
export function DemoSignInBanner() {
  const config = useAuthConfig().data;
  if (config?.signInMode !== 'demo') return null;
  return (
    <Box
      role="note"
      data-testid="demo-sign-in-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: { xs: 2, md: 3 },
        py: 0.75,
        bgcolor: '#fdf6e3',
        color: '#5c4305',
        borderBottom: '1px solid #ecd9a8',
      }}
    >
      <ScienceOutlined fontSize="small" aria-hidden sx={{ flexShrink: 0 }} />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {SHELL_MSG.demoSignInNotice}
      </Typography>
    </Box>
  );
}
