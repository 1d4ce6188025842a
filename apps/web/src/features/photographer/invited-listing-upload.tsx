import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import {
  LISTING_STATUS_LABEL,
  MSG,
  UPLOAD_MAX_BYTES,
  type Image,
  type ListingStatusId,
} from '@atrium/domain';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import {
  photographerApi,
  photographerKeys,
  usePhotographerFileUrl,
  usePhotographerImages,
  usePhotographerSession,
  type InvitedListing,
} from './photographer-api';

const addressOf = (l: InvitedListing) =>
  [l.address1, [l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');

type Refusal = { fileName: string; message: string };

/**
 * One invited listing on the upload page: its address, a drop area (or a file chooser) that
 * uploads the chosen images one after the other with the spec's progress sentence, the refusals
 * by file, and the thumbnails of the listing's photographer images.
 */
export function InvitedListingUpload({ listing }: { listing: InvitedListing }) {
  const qc = useQueryClient();
  const session = usePhotographerSession();
  const images = usePhotographerImages(listing.listingId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ n: number; m: number } | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const [isOver, setIsOver] = useState(false);
  const isUploading = progress !== null;

  // closing the tab would cut the upload short: the browser asks first
  useEffect(() => {
    if (!isUploading) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isUploading]);

  async function uploadAll(files: File[]) {
    if (!files.length || isUploading) return;
    setRefusals([]);
    setSummary(null);
    const refused: Refusal[] = [];
    for (const [i, file] of files.entries()) {
      setProgress({ n: i + 1, m: files.length });
      if (file.size > UPLOAD_MAX_BYTES) {
        refused.push({ fileName: file.name, message: MSG.maxFileSize });
        continue;
      }
      try {
        await photographerApi.upload(listing.listingId, file);
      } catch (err) {
        refused.push({ fileName: file.name, message: (err as Error).message || MSG.photoNotUploaded });
      }
      // each stored image shows at once
      await qc.invalidateQueries({
        queryKey: photographerKeys.images(session?.photographer.id, listing.listingId),
      });
    }
    setProgress(null);
    setRefusals(refused);
    const stored = files.length - refused.length;
    if (refused.length) setSummary(MSG.onlyImagesUploaded(stored, files.length));
    else showToast('success', MSG.photosSaved);
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setIsOver(false);
    void uploadAll([...e.dataTransfer.files]);
  };

  const titleId = `listing-${listing.listingId}-title`;
  const count = images.data?.length ?? 0;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-start' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {listing.title ?? `Listing ${listing.listingId}`}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {addressOf(listing) || '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[listing.office, `Invited ${formatDate(listing.invitedDate)}`].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Chip
            size="small"
            label={LISTING_STATUS_LABEL[listing.listingStatusId as ListingStatusId] ?? '—'}
          />
          <Chip size="small" color="secondary" variant="outlined" label={`${count} uploaded`} />
        </Stack>
      </Box>

      <Box
        onDragOver={(e) => {
          e.preventDefault();
          if (!isUploading) setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isOver ? 'secondary.main' : 'divider',
          bgcolor: isOver ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          display: 'grid',
          gap: 1,
          justifyItems: 'center',
        }}
      >
        <CloudUploadOutlined color="action" aria-hidden />
        <Typography>Drag and drop photos here, or</Typography>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={isUploading}>
          Choose photos
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png"
          hidden
          aria-label={`Photos for ${listing.title ?? `listing ${listing.listingId}`}`}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void uploadAll(files);
          }}
        />
        <Typography variant="body2" color="text.secondary">
          JPG or PNG, colour, at least 1800 x 1200 (3x2 or 2x3), up to 50 MB each.
        </Typography>
      </Box>

      {progress && (
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2">{MSG.uploadProgress(progress.n, progress.m)}</Typography>
          <LinearProgress variant="determinate" value={((progress.n - 1) / progress.m) * 100} />
        </Box>
      )}
      {summary && (
        <Alert severity="error" role="alert">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {summary}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {refusals.map((r, i) => (
              <li key={i} style={{ overflowWrap: 'anywhere' }}>
                {r.fileName}: {r.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}

      {images.isError ? (
        <Alert severity="error">{MSG.photosFetchFailed}</Alert>
      ) : count > 0 ? (
        <Box
          component="ul"
          aria-label="Uploaded photos"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
          }}
        >
          {images.data!.map((img) => (
            <Thumbnail key={img.id} image={img} />
          ))}
        </Box>
      ) : images.isLoading ? null : (
        <Typography variant="body2" color="text.secondary">
          No photos uploaded yet.
        </Typography>
      )}
    </Paper>
  );
}

/** The small rendition once the background job has made it; a placeholder until then. */
function Thumbnail({ image }: { image: Image }) {
  const url = usePhotographerFileUrl(image.renditionStatus === 'ready' ? image.urls.small : null);
  return (
    <Box component="li" sx={{ position: 'relative', aspectRatio: '3 / 2' }}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={image.fileName}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: '100%' }}
          aria-label={`${image.fileName}: processing`}
        />
      )}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: 4,
          left: 4,
          px: 0.75,
          borderRadius: 1,
          fontSize: 12,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: '#fff',
        }}
      >
        {image.orderNo}
      </Box>
    </Box>
  );
}
