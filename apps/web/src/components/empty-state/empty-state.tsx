import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { SHELL_MSG } from '@atrium/domain';

type EmptyStateProps = {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  /** Smaller padding inside tables and cards. */
  dense?: boolean;
  /** The page's own heading, on pages outside the shell (whose header names the page otherwise). */
  isPageHeading?: boolean;
};

/** Nothing to show, an error, or no access: a calm centred message with an optional action. */
export function EmptyState({
  title,
  message,
  icon,
  action,
  tone = 'neutral',
  dense,
  isPageHeading,
}: EmptyStateProps) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{ py: dense ? 4 : 10, px: 2, textAlign: 'center', color: 'text.secondary' }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: tone === 'error' ? 'rgba(179, 38, 30, 0.08)' : 'rgba(31, 58, 95, 0.06)',
          color: tone === 'error' ? 'error.main' : 'primary.main',
        }}
      >
        {icon ?? (tone === 'error' ? <ErrorOutline /> : <InboxOutlined />)}
      </Box>
      <Typography variant="h4" component={isPageHeading ? 'h1' : 'p'} color="text.primary" gutterBottom>
        {title}
      </Typography>
      {message && <Typography sx={{ maxWidth: 520, mx: 'auto' }}>{message}</Typography>}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

/** A route that exists but that this user may not open (spec/000 2.2, not protected). */
export function NoAccessState() {
  return (
    <EmptyState
      icon={<LockOutlined />}
      title={SHELL_MSG.noAccessToPage}
      message="Your roles do not include this area. If you need it, ask a system administrator."
    />
  );
}
