import { useState } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { FileImage } from '../../components/image-manager/file-image';
import { useReportMedia, useSelectCover, type ReportHeader, type ReportMedia } from './client-marketing-api';

type Props = { header: ReportHeader };

/** The report's cover: the chosen photo or video, and 'Click here to change' for who may edit. */
export function ReportCover({ header }: Props) {
  const [isPicking, setIsPicking] = useState(false);
  const address = [header.streetAddress, header.city, header.state].filter(Boolean).join(', ');
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        aspectRatio: { xs: '4 / 3', sm: '16 / 6' },
        maxHeight: 360,
        width: '100%',
      }}
    >
      {header.videoSelected && header.videoUrl ? (
        <Box
          component="video"
          src={header.videoUrl}
          poster={header.videoPosterUrl ?? undefined}
          controls
          muted
          playsInline
          aria-label={`Cover video of ${address}`}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : header.photoUrl ? (
        <FileImage fileId={header.photoUrl} alt={`Cover photo of ${address}`} eager />
      ) : (
        <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary', p: 2 }}>
          <Typography>No photo or video yet: the listing's first photo becomes the cover.</Typography>
        </Box>
      )}
      {header.allowEditing && (
        <Button
          variant="contained"
          color="inherit"
          size="small"
          onClick={() => setIsPicking(true)}
          sx={{ position: 'absolute', right: 12, bottom: 12, bgcolor: 'rgba(255,255,255,0.92)' }}
        >
          Click here to change
        </Button>
      )}
      {isPicking && <CoverPicker listingId={header.listingId} onClose={() => setIsPicking(false)} />}
    </Box>
  );
}

/** The listing's photos and videos, 4 across (3 at 427-768 px, 2 at 426 px or less); a choice sets the cover. */
function CoverPicker({ listingId, onClose }: { listingId: number; onClose: () => void }) {
  const media = useReportMedia(listingId, true);
  const select = useSelectCover(listingId);
  const choose = (m: ReportMedia) => select.mutate(m, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="cover-picker-title">
      <DialogTitle id="cover-picker-title">Choose the cover</DialogTitle>
      <DialogContent>
        <Box
          role="list"
          aria-label="Photos and videos"
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            '@media (max-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
            '@media (max-width: 426px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {media.isLoading &&
            Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            ))}
          {media.data?.map((m) => {
            // photos and videos are numbered apart: 'Photo 2' is the second photo whatever the videos
            const n = media.data!.filter((x) => x.mediaType === m.mediaType).indexOf(m) + 1;
            const label = `${m.mediaType === 'video' ? 'Video' : 'Photo'} ${n}${m.caption ? `: ${m.caption}` : ''}`;
            return (
              <Box role="listitem" key={`${m.mediaType}-${m.assetId}`} sx={{ minWidth: 0 }}>
                <ButtonBase
                  onClick={() => choose(m)}
                  disabled={select.isPending}
                  aria-label={`Use ${label} as the cover`}
                  aria-pressed={m.isSelected}
                  sx={{
                    width: '100%',
                    aspectRatio: '4 / 3',
                    position: 'relative',
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: m.isSelected ? 3 : 0,
                    outlineColor: 'primary.main',
                    outlineStyle: 'solid',
                    outlineOffset: -3,
                    bgcolor: 'grey.200',
                  }}
                >
                  {m.mediaType === 'image' ? (
                    <FileImage fileId={m.url} alt={label} />
                  ) : m.posterUrl ? (
                    <Box
                      component="img"
                      src={m.posterUrl}
                      alt={label}
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : null}
                  {m.mediaType === 'video' && (
                    <PlayCircleOutlined
                      sx={{
                        position: 'absolute',
                        color: '#fff',
                        fontSize: 40,
                        filter: 'drop-shadow(0 1px 2px rgba(0,0,0,.6))',
                      }}
                    />
                  )}
                  {m.isSelected && (
                    <CheckCircle
                      color="primary"
                      sx={{ position: 'absolute', top: 6, right: 6, bgcolor: '#fff', borderRadius: '50%' }}
                    />
                  )}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
        {media.data?.length === 0 && (
          <Typography color="text.secondary" role="status">
            The listing has no photos or finished videos yet.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
