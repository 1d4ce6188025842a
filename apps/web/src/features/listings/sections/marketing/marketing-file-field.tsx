import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Link, Stack, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import {
  marketingEndpoints as E,
  marketingFileHref,
  MARKETING_LIMITS,
  MARKETING_TYPE,
  MSG,
  type MarketingFile,
} from '@atrium/domain';
import { callEndpoint } from '../../../../lib/api-client';
import { formatBytes } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast-store';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';

type Props = {
  listingId: number;
  itemId: number;
  marketingTypeId: number;
  file: MarketingFile | null;
  /** Called after the file changed on the server (to refresh the list). */
  onChanged: () => void;
};

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/**
 * The file of a saved marketing item (an advertisement's tear sheet): JPG, PNG or PDF up to
 * 50 MB, uploaded at once (the server reads its type from the content) or removed after a
 * confirmation. A new upload replaces the file.
 */
export function MarketingFileField({ listingId, itemId, marketingTypeId, file, onChanged }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(file);
  const [isConfirming, setIsConfirming] = useState(false);
  const label = marketingTypeId === MARKETING_TYPE.advertisement ? 'Tear Sheet' : 'File';

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const form = new FormData();
      form.append('file', chosen);
      return (
        await callEndpoint(
          E.uploadMarketingFile,
          { params: { listingId, id: itemId } },
          { form, preferServerMessage: true },
        )
      ).data;
    },
    onSuccess: (saved) => {
      setCurrent(saved);
      showToast('success', MSG.marketingFileUploaded);
      onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      callEndpoint(
        E.deleteMarketingFile,
        { params: { listingId, id: itemId } },
        { errorMessage: MSG.marketingFileDeleteFailed },
      ),
    onSuccess: () => {
      setCurrent(null);
      setIsConfirming(false);
      showToast('success', MSG.marketingFileRemoved);
      onChanged();
    },
  });

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (chosen.size > MARKETING_LIMITS.fileMaxBytes) return showToast('error', MSG.maxFileSize);
    upload.mutate(chosen);
  };
  const isBusy = upload.isPending || remove.isPending;

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {current ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <AttachFile fontSize="small" color="action" />
          <Link
            href={marketingFileHref(current.id)}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {current.fileName}
          </Link>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatBytes(current.sizeBytes)}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No file attached. {MSG.fileFormatJpgPngPdf}. {MSG.maxFileSize}.
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" disabled={isBusy} onClick={() => input.current?.click()}>
          {upload.isPending ? 'Uploading…' : current ? 'Replace File' : 'Upload File'}
        </Button>
        {current && (
          <Button size="small" color="error" disabled={isBusy} onClick={() => setIsConfirming(true)}>
            Delete File
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label={`Choose the ${label.toLowerCase()} file`}
        data-testid="marketing-file-input"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${label.toLowerCase()}`}
        message={current ? `Delete '${current.fileName}' from the server?` : ''}
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
