import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { useSearchParams } from 'react-router';
import { MSG, privateSiteEndpoints as P } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

const FIELDS = [
  'email',
  'accessCode',
  'listingTitle',
  'userName',
  'siteUrl',
  'agentEmail',
  'signature',
] as const;

/**
 * /showcase/approveAccessCode?…: the link e-mailed to the agents when a visitor asks for access to
 * a private showcase site. No sign-in: the server approves only the values it signed; opening the
 * link again answers 'Approved' again.
 */
export default function ApproveAccessCodePage() {
  const [params] = useSearchParams();
  const values = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const approval = useQuery({
    queryKey: ['approveAccessCode', ...FIELDS.map((f) => values[f])],
    queryFn: async () => {
      try {
        await callEndpoint(P.approveAccessCode, { body: values }, { silent: true, bearer: null });
        return true;
      } catch {
        return false;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
  const approved = approval.data === true;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 480, p: { xs: 3, md: 4 }, textAlign: 'center' }}
      >
        {approval.isPending ? (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-label="Approving" />
            <Typography>Approving the request…</Typography>
          </Stack>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            {approved ? (
              <CheckCircleOutline color="success" sx={{ fontSize: 48 }} />
            ) : (
              <ErrorOutline color="error" sx={{ fontSize: 48 }} />
            )}
            <Typography variant="h5" component="h1">
              {approved ? MSG.accessApproved : MSG.accessNotApproved}
            </Typography>
            {values.listingTitle && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {values.listingTitle}
              </Typography>
            )}
            {approved && values.userName && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {values.userName} receives the access code by e-mail.
              </Typography>
            )}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
