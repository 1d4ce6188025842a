import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import {
  isVideoFailed,
  isVideoProcessing,
  MSG,
  reuploadWaitSeconds,
  VIDEO_TYPE,
  videosDeletedWith,
  videoUploadRefusal,
  type Video,
  type VideoSlot,
} from '@atrium/domain';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import {
  downloadVideo,
  uploadVideoFile,
  useDeleteVideo,
  useUpdateVideo,
  videoKeys,
  type VideoOwner,
} from './videos-api';
import { VideoDetailsDialog } from './video-details-dialog';

type VideoSlotCardProps = {
  owner: VideoOwner;
  slot: VideoSlot;
  video: Video | null;
  /** Every video of the record: the upload rules look at the other slots. */
  videos: Video[];
  canEdit: boolean;
  /** When this slot's video was deleted and the re-upload interval then, or null. */
  deletedAt: { at: number; intervalMs: number } | null;
  onUploading: (isOn: boolean) => void;
  onUploaded: () => void;
  onDeleted: (gone: Video[]) => void;
};

/** One video slot in whichever state it is in. */
export function VideoSlotCard(props: VideoSlotCardProps) {
  const { owner, slot, video, videos, canEdit, deletedAt } = props;
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [download, setDownload] = useState<number | null | 'idle'>('idle');
  const [isConfirming, setConfirming] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateVideo(owner);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const remove = useDeleteVideo(owner);
  const waitSeconds = useCountdown(video ? null : deletedAt);

  useEffect(() => () => abort.current?.abort(), []);

  async function start(file: File) {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    props.onUploading(true);
    try {
      const saved = await uploadVideoFile(owner, slot, file, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      qc.setQueryData<Video[]>(videoKeys.list(owner), (list) => [...(list ?? []), saved]);
      props.onUploaded();
    } catch (err) {
      if ((err as Error).name !== 'AbortError')
        showToast('error', err instanceof ApiError ? err.message : MSG.videoNotUploaded);
    } finally {
      abort.current = null;
      setProgress(null);
      props.onUploading(false);
    }
  }

  async function startDownload(v: Video) {
    setDownload(0);
    try {
      await downloadVideo(v, setDownload);
    } catch {
      /* the API client has shown the message */
    } finally {
      setDownload('idle');
    }
  }

  const gone = video ? videosDeletedWith(video, videos) : [];
  const body = (): ReactNode => {
    if (progress !== null)
      return (
        <Centre>
          <Typography sx={{ fontWeight: 600 }}>Uploading...</Typography>
          <Box sx={{ width: '100%', maxWidth: 260 }}>
            <LinearProgress variant="determinate" value={progress * 100} aria-label="Upload progress" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {Math.round(progress * 100)}% · please stay on this page
          </Typography>
          <Button size="small" variant="outlined" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        </Centre>
      );
    if (video && isVideoProcessing(video.status))
      return (
        <Centre>
          <CircularProgress size={28} />
          <Typography sx={{ fontWeight: 600 }}>Processing...</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {video.fileName}
          </Typography>
        </Centre>
      );
    if (video && isVideoFailed(video.status))
      return (
        <Centre>
          <ErrorOutline color="error" />
          <Typography sx={{ fontWeight: 600 }} color="error">
            Failed!
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {video.failureReason ?? MSG.videoNotUploaded}
          </Typography>
        </Centre>
      );
    if (video)
      return (
        <Box
          component="video"
          controls
          preload="metadata"
          poster={video.posterUrl ?? undefined}
          src={video.url ?? undefined}
          sx={{
            width: '100%',
            aspectRatio: '16 / 9',
            display: 'block',
            bgcolor: 'common.black',
            borderRadius: 1,
          }}
        >
          {MSG.videoTagUnsupported}
        </Box>
      );
    if (waitSeconds > 0)
      return (
        <Centre>
          <HourglassEmptyOutlined color="action" />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} role="status">
            Video deleted. You can upload a new one in {waitSeconds} seconds.
          </Typography>
        </Centre>
      );
    if (!canEdit)
      return (
        <Centre>
          <VideocamOutlined color="disabled" />
          <Typography variant="body2" color="text.secondary">
            No video
          </Typography>
        </Centre>
      );
    const refusal = videoUploadRefusal(videos, slot, owner.entityType);
    return (
      <Centre>
        <VideocamOutlined color="disabled" />
        {refusal ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {refusal}
          </Typography>
        ) : (
          <>
            <Button
              variant="outlined"
              startIcon={<CloudUploadOutlined />}
              onClick={() => input.current?.click()}
            >
              Choose video
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {slot.videoTypeId === VIDEO_TYPE.fifteenSecond
                ? 'MP4, MOV or WEBM · at least 720p · 16:9 · exactly 15 seconds'
                : 'MP4, MOV or WEBM · at least 720p · 16:9'}
            </Typography>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept="video/*"
          hidden
          aria-label={`${slot.label} file`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void start(file);
          }}
        />
      </Centre>
    );
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}
      aria-label={slot.label}
      role="group"
    >
      <Typography variant="subtitle2" component="h3">
        {slot.label}
      </Typography>
      {video?.title && (
        <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: -0.75 }}>
          {video.title}
        </Typography>
      )}
      {body()}
      {video && progress === null && !isVideoProcessing(video.status) && canEdit && (
        <Stack
          direction="row"
          useFlexGap
          sx={{
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            columnGap: 0.5,
            '& .MuiButton-root': { px: 0.75 },
          }}
        >
          {video.downloadUrl && !isVideoFailed(video.status) && (
            <Button
              size="small"
              startIcon={download === 'idle' ? undefined : <CircularProgress size={14} />}
              disabled={download !== 'idle'}
              onClick={() => void startDownload(video)}
            >
              {download === 'idle'
                ? 'Download'
                : download === null
                  ? 'Downloading...'
                  : `${Math.round(download * 100)}%`}
            </Button>
          )}
          {!isVideoFailed(video.status) && (
            <Button size="small" onClick={() => setEditing(true)}>
              Details
            </Button>
          )}
          <Button size="small" color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </Stack>
      )}
      {video && isEditing && (
        <VideoDetailsDialog
          video={video}
          label={slot.label}
          isBusy={update.isPending}
          onClose={() => setEditing(false)}
          onSave={(values) => update.mutate({ id: video.id, values }, { onSuccess: () => setEditing(false) })}
        />
      )}
      {video && (
        <ConfirmDialog
          open={isConfirming}
          title={`Delete the ${slot.label}?`}
          message={
            gone.length > 1
              ? 'Deleting the Property Video also deletes the 15 Second Video. Delete both?'
              : 'The video will be deleted. This cannot be undone.'
          }
          isBusy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(video.id, {
              onSuccess: () => props.onDeleted(gone),
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
    </Paper>
  );
}

function Centre({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** Seconds left of the re-upload wait, in 10-second steps, ticking while there are any. */
function useCountdown(deleted: { at: number; intervalMs: number } | null) {
  const left = () => (deleted ? reuploadWaitSeconds(deleted.intervalMs, Date.now() - deleted.at) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!deleted) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deleted?.at, deleted?.intervalMs]);
  return seconds;
}
