import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Link, Stack, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { marketingFileHref, MSG, spotEndpoints as E, UPLOAD_MAX_BYTES } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useSpotRefresh, type SpotRow } from './spots-api';

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** A spot's tear sheet: shown as a link, uploaded at once (read by content), removed after asking. */
export function SpotTearSheetField({ spot, canEdit }: { spot: SpotRow; canEdit: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const refresh = useSpotRefresh();
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const form = new FormData();
      form.append('file', chosen);
      return callEndpoint(
        E.uploadSpotFile,
        { params: { id: spot.id } },
        { form, errorMessage: MSG.spotUpdateFailed, preferServerMessage: true },
      );
    },
    onSuccess: () => {
      showToast('success', MSG.spotUpdated);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      callEndpoint(
        E.deleteSpotFile,
        { query: { spotId: spot.id } },
        { errorMessage: MSG.fileDeleteFromServerFailed },
      ),
    onSuccess: () => {
      setIsConfirming(false);
      void refresh();
    },
  });
  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (chosen.size > UPLOAD_MAX_BYTES) return showToast('error', MSG.maxFileSize);
    upload.mutate(chosen);
  };
  const isBusy = upload.isPending || remove.isPending;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
      <AttachFile fontSize="small" color="action" />
      {spot.tearSheetFileId ? (
        <Link href={marketingFileHref(spot.tearSheetFileId)} target="_blank" rel="noopener noreferrer">
          {spot.tearSheet}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No tear sheet
        </Typography>
      )}
      {canEdit && (
        <>
          <Button size="small" variant="outlined" disabled={isBusy} onClick={() => input.current?.click()}>
            {upload.isPending
              ? 'Uploading…'
              : spot.tearSheetFileId
                ? 'Replace tear sheet'
                : 'Upload tear sheet'}
          </Button>
          {spot.tearSheetFileId && (
            <Button size="small" color="error" disabled={isBusy} onClick={() => setIsConfirming(true)}>
              Delete tear sheet
            </Button>
          )}
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT}
            aria-label="Choose the tear sheet file"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        title="Delete tear sheet"
        message={`Delete '${spot.tearSheet ?? ''}' from the server?`}
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
