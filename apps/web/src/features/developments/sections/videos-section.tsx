import { DEVELOPMENT_VIDEO_SLOTS } from '@atrium/domain';
import { VideoSlots } from '../../../components/video-slots/video-slots';
import type { DevelopmentViewProps } from './section-props';

/** Development Videos: the building video slot (type 7), read again every 20 s while processing. */
export function VideosTab({ development }: DevelopmentViewProps) {
  return (
    <VideoSlots
      owner={{ entityType: 'development', entityId: development.id }}
      slots={DEVELOPMENT_VIDEO_SLOTS}
      canEdit
    />
  );
}
