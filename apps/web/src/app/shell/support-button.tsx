import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';

/**
 * Opens the external service desk; shown to signed-in users who are not agents. It stays in view
 * at the foot of the navigation column (or in the bar of a page outside the shell) instead of
 * floating over the page, so it never hides content or a row's actions.
 */
type SupportButtonProps = { supportUrl: string; fullWidth?: boolean; size?: 'small' | 'medium' };

export function SupportButton({ supportUrl, fullWidth, size }: SupportButtonProps) {
  return (
    <Button
      variant="contained"
      color="secondary"
      href={supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<SupportAgentOutlined fontSize="small" />}
      fullWidth={fullWidth}
      size={size}
      sx={{ borderRadius: 24 }}
    >
      Support
      <Box component="span" sx={visuallyHidden}>
        (opens the service desk in a new tab)
      </Box>
    </Button>
  );
}
