import { createContext, useContext, useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { DropArea } from '../drop-area/drop-area';
import { FILE_KIND_PICKER, MSG, UPLOAD_MAX_BYTES, type FileKind } from '@atrium/domain';
import { showToast } from '../../lib/toast-store';
import { uploadEach, type UploadOutcome } from './images-api';
import type { Image } from '@atrium/domain';

type UploadZoneProps = {
  /** Sends one file (the staff's image/save, or the photographer's own upload call). */
  upload: (file: File) => Promise<Image>;
  /** How many more images the type takes; 0 disables the upload, null while not known yet. */
  remaining: number | null;
  onUploaded: () => void;
};

/**
 * The file kinds the upload zones inside take: JPG and PNG unless the image manager's tab says
 * otherwise (a floor plan also takes a PDF).
 */
export const UploadKinds = createContext<readonly FileKind[]>(['jpeg', 'png']);

/**
 * Drag-and-drop or choose files; they go up one by one with the progress line of the spec, and
 * the files the server refused are listed with its reason.
 */
export function UploadZone({ upload, remaining, onUploaded }: UploadZoneProps) {
  const [progress, setProgress] = useState<{ n: number; m: number } | null>(null);
  const [refused, setRefused] = useState<UploadOutcome['refused']>([]);
  const isFull = remaining !== null && remaining <= 0;
  const isDisabled = remaining === null || isFull || progress !== null;
  const kinds = useContext(UploadKinds);
  const isPdfAccepted = kinds.includes('pdf');

  const start = async (files: File[]) => {
    if (files.length === 0 || progress) return;
    if (remaining === null) return;
    if (files.length > remaining) {
      showToast('error', MSG.imagesOverLimit);
      return;
    }
    const tooLarge = files.filter((f) => f.size > UPLOAD_MAX_BYTES);
    const sending = files.filter((f) => f.size <= UPLOAD_MAX_BYTES);
    setRefused([]);
    setProgress({ n: 0, m: sending.length });
    const outcome = await uploadEach(sending, upload, (n) => setProgress({ n, m: sending.length }));
    setProgress(null);
    const allRefused = [
      ...tooLarge.map((f) => ({ name: f.name, reason: MSG.maxFileSize })),
      ...outcome.refused,
    ];
    setRefused(allRefused);
    if (outcome.uploaded.length > 0) onUploaded();
    if (allRefused.length === 0) showToast('success', MSG.photosSaved);
    else showToast('warning', MSG.onlyImagesUploaded(outcome.uploaded.length, files.length));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <DropArea
        testId="upload-zone"
        text={
          isFull
            ? 'The maximum number of images is loaded.'
            : `Drop images${isPdfAccepted ? ' or PDFs' : ''} here, or`
        }
        buttonLabel="Choose files"
        accept={kinds.map((k) => FILE_KIND_PICKER[k]).join(',')}
        multiple
        inputLabel="Choose images to upload"
        isDisabled={isDisabled}
        isDimmed={isFull}
        onFiles={(files) => void start(files)}
      />
      <Typography variant="caption" color="text.secondary">
        {isPdfAccepted
          ? `${MSG.fileFormats} · ${MSG.maxFileSize} · at least 1800 × 1200 (a PDF's first page at 200 dpi)`
          : `${MSG.imageTypeJpgPng} · ${MSG.maxFileSize} · at least 1800 × 1200, 3x2 (or 2x3)`}
      </Typography>
      {progress && (
        <Box role="status" sx={{ display: 'grid', gap: 0.75 }}>
          <Typography variant="body2">{MSG.uploadProgress(Math.max(progress.n, 1), progress.m)}</Typography>
          <LinearProgress
            variant="determinate"
            value={(Math.max(progress.n - 1, 0) / progress.m) * 100}
            aria-label="Upload progress"
          />
        </Box>
      )}
      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {MSG.someImagesNotUploaded(refused.length)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refused.map((r, i) => (
              <li key={`${r.name}-${i}`}>
                <Typography variant="body2">
                  {r.name}: {r.reason}
                </Typography>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
