import { useState } from 'react';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import SendRounded from '@mui/icons-material/SendRounded';
import { MSG, type DashListing } from '@atrium/domain';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { EmptyState } from '../../components/empty-state/empty-state';
import { formatDateTime } from '../../lib/format';
import { useDashListing, useSendToDash } from './listing-dash-api';

const STATUS_COLOR = {
  'Not sent': 'default',
  Queued: 'info',
  Sent: 'success',
  Failed: 'error',
} as const satisfies Record<DashListing['status'], string>;

/** One line on what the dash system last did with the listing. */
function statusDetail(d: DashListing): string {
  if (d.status === 'Not sent') return 'Never sent to Dash.';
  if (d.status === 'Queued')
    return `Queued ${formatDateTime(d.requestedAt)}${d.requestedBy ? ` by ${d.requestedBy}` : ''}.`;
  if (d.status === 'Sent')
    return `Sent ${formatDateTime(d.completedAt)}${d.reference ? ` · deal ${d.reference}` : ''}.`;
  return `Failed ${formatDateTime(d.completedAt)}${d.error ? `: ${d.error}` : ''}.`;
}

/**
 * The listing in Dash (the back-office listing system): its current status, refreshed every few
 * seconds while a sending waits, and Send to Dash (after a confirmation) for those who may edit.
 */
export function DashPanel({ listingId, canEdit }: { listingId: number; canEdit: boolean }) {
  const dash = useDashListing(listingId);
  const send = useSendToDash(listingId);
  const [confirming, setConfirming] = useState(false);
  const d = dash.data;
  return (
    <Box aria-label="Dash" component="section">
      {dash.isError ? (
        <EmptyState dense tone="error" title={MSG.dashStatusLoadFailed} />
      ) : !d ? (
        <Skeleton variant="rounded" height={40} aria-label="Loading the Dash status" />
      ) : (
        <Stack spacing={0.75}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Dash status
            </Typography>
            <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} variant="outlined" />
          </Stack>
          <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
            {statusDetail(d)}
          </Typography>
        </Stack>
      )}
      {canEdit && (
        <Button
          sx={{ mt: 1.5 }}
          variant="outlined"
          startIcon={<SendRounded />}
          disabled={send.isPending || d?.status === 'Queued'}
          onClick={() => setConfirming(true)}
        >
          Send to Dash
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Send to Dash"
        message={MSG.confirmSendToDash}
        confirmLabel="Send"
        destructive={false}
        isBusy={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          send.mutate();
        }}
      />
    </Box>
  );
}
