import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import TheaterComedyOutlined from '@mui/icons-material/TheaterComedyOutlined';
import { SHELL_MSG } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { endMasquerade } from './identity-api';

/** 'Currently you are masquerading as {first} {last}' with 'Switch Back' (spec/000 section 4.4). */
export function MasqueradeBanner() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [isSwitching, setSwitching] = useState(false);
  if (!user?.masquerade) return null;

  const switchBack = async () => {
    setSwitching(true);
    try {
      await endMasquerade();
      navigate('/eng/home');
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Box
      role="status"
      data-testid="masquerade-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, md: 3 },
        py: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      <TheaterComedyOutlined fontSize="small" aria-hidden />
      <Typography sx={{ flex: 1, fontWeight: 500 }}>
        {SHELL_MSG.masqueradeBanner(user.firstName, user.lastName)}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        disabled={isSwitching}
        onClick={() => void switchBack()}
        sx={{ borderColor: 'rgba(255,255,255,0.7)' }}
      >
        Switch Back
      </Button>
    </Box>
  );
}
