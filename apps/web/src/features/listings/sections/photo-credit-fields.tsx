import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, FormControlLabel, Skeleton, Switch, TextField } from '@mui/material';
import { MSG, PHOTO_CREDIT_MAX, photoCreditEndpoints as E } from '@atrium/domain';
import { callEndpoint } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { FieldHelper } from '../../../components/form/form-text';
import { listingKeys } from '../listings-api';

const creditKey = (listingId: number) => ['listing', listingId, 'photocredit'] as const;

/**
 * Photo credit (255, saved when the field is left) and the MLS photo import switch, each written
 * with the version read just before (If-Match); the listing is read again after.
 */
export function PhotoCreditFields({ listingId, canEdit }: { listingId: number; canEdit: boolean }) {
  const qc = useQueryClient();
  const read = useQuery({
    queryKey: creditKey(listingId),
    queryFn: () => callEndpoint(E.getPhotoCredit, { params: { id: listingId } }, { silent: true }),
  });
  const [draft, setDraft] = useState<string | null>(null);
  // the switch's new position from the click until its save settles: set in the click itself, so
  // the switch never shows the old position in between (the mutation's own state comes a task later)
  const [flag, setFlag] = useState<boolean | null>(null);
  const saved = read.data?.data;
  const credit = draft ?? saved?.credit ?? '';
  const write = useMutation({
    mutationFn: async (change: { credit?: string; suppressPhotoImport?: boolean }) => {
      const fresh = await callEndpoint(E.getPhotoCredit, { params: { id: listingId } }, { silent: true });
      if (change.suppressPhotoImport !== undefined)
        return callEndpoint(
          E.toggleSuppressPhotoImport,
          { params: { id: listingId }, body: { toggleStatus: change.suppressPhotoImport } },
          { ifMatch: fresh.etag, errorMessage: MSG.photoImportFlagFailed },
        );
      return callEndpoint(
        E.savePhotoCredit,
        {
          params: { id: listingId },
          body: { credit: change.credit ?? null, suppressPhotoImport: fresh.data.suppressPhotoImport },
        },
        { ifMatch: fresh.etag, errorMessage: MSG.photoCreditsSaveFailed, preferServerMessage: true },
      );
    },
    onSuccess: (_r, change) => {
      if (change.suppressPhotoImport !== undefined) {
        // the switch shows the saved value at once, not the old one until the refetch lands
        const flag = change.suppressPhotoImport;
        qc.setQueryData<typeof read.data>(creditKey(listingId), (old) =>
          old ? { ...old, data: { ...old.data, suppressPhotoImport: flag } } : old,
        );
        showToast('success', MSG.mlsImportFlagUpdated);
      }
      setDraft(null);
      void qc.invalidateQueries({ queryKey: creditKey(listingId) });
      void qc.invalidateQueries({ queryKey: listingKeys.details(listingId) });
    },
  });
  if (read.isError) return <Alert severity="warning">{MSG.photoCreditFetchFailed}</Alert>;
  if (!saved)
    return <Skeleton variant="rounded" height={56} role="status" aria-label="Loading photo credit" />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr auto' }, alignItems: 'start' }}>
      <TextField
        label="Photo credit"
        value={credit}
        disabled={!canEdit}
        onChange={(e) => setDraft(e.target.value.slice(0, PHOTO_CREDIT_MAX))}
        onBlur={() => {
          if (draft !== null && draft.trim() !== (saved.credit ?? '')) write.mutate({ credit: draft.trim() });
        }}
        helperText={
          <FieldHelper
            text={credit.trim() ? null : MSG.photoCreditForPr}
            count={credit.length}
            max={PHOTO_CREDIT_MAX}
          />
        }
        slotProps={{ htmlInput: { maxLength: PHOTO_CREDIT_MAX } }}
        size="small"
      />
      <FormControlLabel
        control={
          <Switch
            checked={flag ?? saved.suppressPhotoImport}
            disabled={!canEdit}
            onChange={(e) => {
              setFlag(e.target.checked);
              write.mutate({ suppressPhotoImport: e.target.checked }, { onSettled: () => setFlag(null) });
            }}
          />
        }
        label="Suppress MLS photo import"
        sx={{ mr: 0 }}
      />
    </Box>
  );
}
