import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { MSG } from '@atrium/domain';
import { DropArea } from '../../components/drop-area/drop-area';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FileImage } from '../../components/image-manager/file-image';
import { showToast } from '../../lib/toast-store';
import { downloadStoredFile } from './advertisements-api';

export type SlotFile = { id: string; fileName: string; contentType: string } | null;

type FileSlotProps = {
  label: string;
  file: SlotFile;
  /** Images only (JPG, PNG) or also PDF. */
  isPdfAccepted: boolean;
  isDisabled?: boolean;
  onUpload: (file: File) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
};

/**
 * One file of a record (a logo, a media kit, a tear sheet): its preview (an image, or a PDF
 * badge), download and delete (after a confirmation); or, while empty, a drop area. The server
 * tells the type from the content; the picker only offers the likely files.
 */
export function FileSlot(p: FileSlotProps) {
  const [isBusy, setBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      showToast('success', success);
    } catch {
      /* the call showed its message */
    } finally {
      setBusy(false);
    }
  };
  const types = p.isPdfAccepted ? 'JPG, PNG or PDF' : 'JPG or PNG';
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} aria-label={p.label} role="group">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {p.label}
      </Typography>
      {p.file ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box
            sx={{
              width: 72,
              height: 72,
              flex: 'none',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.100',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {p.file.contentType === 'application/pdf' ? (
              <PictureAsPdfOutlined color="action" aria-label="PDF" />
            ) : (
              <FileImage fileId={p.file.id} alt={`${p.label}: ${p.file.fileName}`} fit="contain" />
            )}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap title={p.file.fileName}>
              {p.file.fileName}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={<FileDownloadOutlined />}
                onClick={() => void downloadStoredFile(p.file!.id, p.file!.fileName)}
                aria-label={`Download ${p.label}`}
              >
                Download
              </Button>
              {!p.isDisabled && (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutline />}
                  disabled={isBusy}
                  onClick={() => setConfirming(true)}
                  aria-label={`Delete ${p.label}`}
                >
                  Delete
                </Button>
              )}
            </Stack>
          </Box>
        </Stack>
      ) : isBusy ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={`Uploading ${p.label}`} />
        </Box>
      ) : p.isDisabled ? (
        <Typography color="text.secondary" variant="body2">
          No file
        </Typography>
      ) : (
        // a slot is narrow (three side by side in the outlet dialog): icon, text and button stacked
        <Box sx={{ '& > [data-testid]': { flexDirection: 'column', gap: 1 } }}>
          <DropArea
            testId={`drop-${p.label}`}
            text={`${types}, up to 50 MB`}
            buttonLabel="Choose file"
            accept={p.isPdfAccepted ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png'}
            inputLabel={`Upload ${p.label}`}
            isDisabled={isBusy}
            onFiles={(files) => files[0] && void run(() => p.onUpload(files[0]), MSG.advertisingFileUploaded)}
          />
        </Box>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${p.label.toLowerCase()}`}
        message={`Are you sure you want to delete ${p.file?.fileName ?? 'this file'}?`}
        isBusy={isBusy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(p.onDelete, MSG.fileRemovedFromServer);
        }}
      />
    </Paper>
  );
}
