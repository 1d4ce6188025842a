import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import ConciergeOutlined from '@mui/icons-material/RoomServiceOutlined';
import { useConciergeAccess } from './concierge-api';

/** Opens the concierge in a new tab; shown only to users whose concierge link is on. */
export function ConciergeButton({ from }: { from: string }) {
  const { data } = useConciergeAccess();
  if (!data?.available) return null;
  const sandbox = data.mode === 'sandbox';
  return (
    <Button
      variant="outlined"
      color="primary"
      href={`/eng/concierge?from=${from}`}
      target="_blank"
      rel="noopener"
      startIcon={<ConciergeOutlined />}
    >
      {sandbox ? `${data.conciergeName} (sandbox)` : data.conciergeName}
      <Box component="span" sx={visuallyHidden}>
        (opens in a new tab)
      </Box>
    </Button>
  );
}
