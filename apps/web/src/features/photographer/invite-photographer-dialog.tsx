import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteAddressEntry,
  MSG,
  PHOTOGRAPHER_INVITE_LIMITS,
  PHOTOGRAPHER_INVITE_MAX,
  PhotographerInviteFormSchema,
  type PhotographerInviteForm,
} from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { showToast } from '../../lib/toast-store';
import { formatDate } from '../../lib/format';
import { useInvitedPhotographers, useInvitePhotographers } from './photographer-invite-api';

/** What the dialog needs of a listing: its id and number, and its address for the e-mail. */
export type InviteListing = {
  id: number;
  listingNumber: string | null;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
};

const EMPTY: PhotographerInviteForm = { addresses: [{ email: '' }], message: '' };

/**
 * Invites photographers to upload a listing's photos: up to five addresses (added and removed
 * one by one) and a required message; the addresses already invited are listed below, and an
 * address invited before is named in 'Invitation is already sent for …'.
 */
export function InvitePhotographerDialog({
  listing,
  open,
  onClose,
}: {
  listing: InviteListing;
  open: boolean;
  onClose: () => void;
}) {
  const me = useCurrentUser();
  const invited = useInvitedPhotographers(listing.id, open);
  const invite = useInvitePhotographers(listing.id);
  const [notice, setNotice] = useState<{ severity: 'success' | 'warning'; text: string } | null>(null);
  const { control, register, handleSubmit, formState, reset } = useForm<PhotographerInviteForm>({
    resolver: zodResolver(PhotographerInviteFormSchema),
    defaultValues: EMPTY,
  });
  const rows = useFieldArray({ control, name: 'addresses' });
  const errors = formState.errors;
  const listError =
    errors.addresses?.message ?? errors.addresses?.root?.message ?? (errors.addresses ? '' : undefined);

  const close = () => {
    reset(EMPTY);
    setNotice(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const already = await invite
      .mutateAsync({
        toAddress: values.addresses.map((a) => inviteAddressEntry(a.email, listing.listingNumber)),
        fromAddress: me?.email ?? '',
        fromName: me ? `${me.firstName} ${me.lastName}`.trim() : '',
        message: values.message,
        listingId: listing.id,
        address: listing.address1 ?? null,
        city: listing.city ?? null,
        state: listing.state ?? null,
        zip: listing.zip ?? null,
      })
      .catch(() => null);
    if (!already) return;
    const sentCount = values.addresses.length - already.length;
    if (sentCount > 0) showToast('success', MSG.inviteSent);
    setNotice(
      already.length
        ? { severity: 'warning', text: MSG.invitationAlreadySent(already.join(', ')) }
        : { severity: 'success', text: MSG.inviteSent },
    );
    reset({ addresses: [{ email: '' }], message: values.message });
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-photographer-title">
      <DialogTitle id="invite-photographer-title">Invite photographer</DialogTitle>
      <DialogContent>
        <Stack component="form" id="invite-photographer-form" spacing={2} onSubmit={submit} noValidate>
          <Typography variant="body2" color="text.secondary">
            Each photographer gets an e-mail with a link to sign in (or register) and upload photos of this
            listing. Up to {PHOTOGRAPHER_INVITE_MAX} addresses at a time.
          </Typography>
          {notice && (
            <Alert severity={notice.severity} role="status">
              {notice.text}
            </Alert>
          )}
          <Stack spacing={1.5} role="group" aria-label="Photographer addresses">
            {rows.fields.map((row, i) => (
              <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  label={`Photographer email ${i + 1}`}
                  type="email"
                  size="small"
                  fullWidth
                  autoComplete="off"
                  required={i === 0}
                  slotProps={{ htmlInput: { maxLength: PHOTOGRAPHER_INVITE_LIMITS.emailMax } }}
                  {...register(`addresses.${i}.email`)}
                />
                <IconButton
                  aria-label={`Remove address ${i + 1}`}
                  onClick={() => rows.remove(i)}
                  disabled={rows.fields.length === 1}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            ))}
            {listError && (
              <Typography role="alert" variant="body2" color="error">
                {listError}
              </Typography>
            )}
            <Box>
              <Button
                startIcon={<AddOutlined />}
                onClick={() => rows.append({ email: '' })}
                disabled={rows.fields.length >= PHOTOGRAPHER_INVITE_MAX}
              >
                Add address
              </Button>
            </Box>
          </Stack>
          <TextField
            label="Message"
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: PHOTOGRAPHER_INVITE_LIMITS.messageMax } }}
            {...register('message')}
            error={!!errors.message}
            helperText={errors.message?.message}
          />
          <Box component="section" aria-labelledby="invited-photographers-title">
            <Typography id="invited-photographers-title" variant="subtitle2" gutterBottom>
              Invited photographers
            </Typography>
            {invited.isLoading ? (
              <CircularProgress size={20} aria-label="Loading invited photographers" />
            ) : invited.data?.length ? (
              <Box
                component="ul"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
              >
                {invited.data.map((p) => (
                  <Box component="li" key={p.email} sx={{ maxWidth: '100%' }}>
                    <Chip
                      size="small"
                      label={p.email}
                      title={`Invited ${formatDate(p.invitedDate)}`}
                      sx={{ maxWidth: '100%' }}
                    />
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No photographer is invited yet.
              </Typography>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Close</Button>
        <Button type="submit" form="invite-photographer-form" variant="contained" disabled={invite.isPending}>
          Send invite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
