import { Fab } from '@mui/material';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';

/** Opens the external service desk; shown to signed-in users who are not agents. */
export function SupportButton({ supportUrl }: { supportUrl: string }) {
  return (
    <Fab
      variant="extended"
      color="primary"
      size="medium"
      href={supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Support (opens the service desk in a new tab)"
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial, gap: 1 }}
    >
      <SupportAgentOutlined fontSize="small" />
      Support
    </Fab>
  );
}
