import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Skeleton } from '@mui/material';
import { MSG, type Video, type VideoSlot } from '@atrium/domain';
import { EmptyState } from '../empty-state/empty-state';
import { useVideos, videoKeys, type VideoOwner } from './videos-api';
import { VideoSlotCard } from './video-slot-card';

type VideoSlotsProps = {
  /** The record: { entityType: 'listing' | 'agent' | 'salesTeam' | 'development', entityId }. */
  owner: VideoOwner;
  /**
   * The record's slots in the order shown: LISTING_VIDEO_SLOTS for a listing, AGENT_VIDEO_SLOTS
   * (one, type 5) for an agent, SALES_TEAM_VIDEO_SLOTS (one, type 6) for a sales team; or
   * VIDEO_SLOTS_OF[owner.entityType].
   */
  slots: readonly VideoSlot[];
  /** Upload, cancel, edit and delete are offered only when true. */
  canEdit: boolean;
  /** Called after an upload or a delete (e.g. to read the record's completeness again). */
  onChanged?: () => void;
};

const slotKey = (s: { videoTypeId: number; displayOrder: number }) => `${s.videoTypeId}:${s.displayOrder}`;

/**
 * The video slots of a record (a listing, an agent, a sales team or a development). An
 * agent's Video tab: `<VideoSlots owner={{ entityType: 'agent', entityId }} slots={AGENT_VIDEO_SLOTS}
 * canEdit={...} />`; a team's: `{ entityType: 'salesTeam', ... }` with SALES_TEAM_VIDEO_SLOTS. Each
 * slot empty with its file chooser, uploading with its progress and Cancel, processing, playing,
 * failed with the reason, or waiting out the re-upload interval after a delete. The list is read
 * again every 20 s while a video is processing. While an upload runs, leaving the page asks first.
 */
export function VideoSlots({ owner, slots, canEdit, onChanged }: VideoSlotsProps) {
  const qc = useQueryClient();
  const videos = useVideos(owner);
  const [uploading, setUploading] = useState<Set<string>>(new Set());
  // when each slot's video was deleted, and the interval to wait then (kept across the cards' re-renders)
  const deleted = useRef(new Map<string, { at: number; intervalMs: number }>());
  const [, rerender] = useState(0);

  useEffect(() => {
    if (!uploading.size) return;
    const stay = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', stay);
    return () => window.removeEventListener('beforeunload', stay);
  }, [uploading.size]);

  if (videos.isPending)
    return (
      <Box sx={grid}>
        {slots.map((s) => (
          <Skeleton key={slotKey(s)} variant="rounded" sx={{ aspectRatio: '16 / 11', height: 'auto' }} />
        ))}
      </Box>
    );
  if (videos.isError) return <EmptyState tone="error" title={MSG.videoFetchFailed} dense />;

  const list = videos.data;
  const bySlot = new Map(list.map((v) => [slotKey(v), v]));
  const changed = () => {
    void qc.invalidateQueries({ queryKey: videoKeys.list(owner) });
    onChanged?.();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {canEdit && (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {MSG.videoGuidelines}
        </Alert>
      )}
      <Box sx={grid}>
        {slots.map((slot) => {
          const key = slotKey(slot);
          return (
            <VideoSlotCard
              key={key}
              owner={owner}
              slot={slot}
              video={bySlot.get(key) ?? null}
              videos={list}
              canEdit={canEdit}
              deletedAt={deleted.current.get(key) ?? null}
              onUploading={(isOn) =>
                setUploading((s) => {
                  const next = new Set(s);
                  if (isOn) next.add(key);
                  else next.delete(key);
                  return next;
                })
              }
              onDeleted={(gone: Video[]) => {
                for (const v of gone)
                  deleted.current.set(slotKey(v), { at: Date.now(), intervalMs: v.reuploadInterval });
                rerender((n) => n + 1);
                changed();
              }}
              onUploaded={changed}
            />
          );
        })}
      </Box>
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  // as many columns of at least 260 px as the section is wide: one on a phone, two beside the listing's side panel
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;
