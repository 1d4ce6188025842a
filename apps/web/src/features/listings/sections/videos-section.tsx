import { useQueryClient } from '@tanstack/react-query';
import { canEditListing, LISTING_VIDEO_SLOTS } from '@atrium/domain';
import { VideoSlots } from '../../../components/video-slots/video-slots';
import { listingKeys } from '../listings-api';
import type { SectionViewProps } from './section-contract';

/**
 * Videos (spec/001 section 2 'Videos'): the shared video slots on the listing: property video,
 * 15 second video, showcase hero video and three additional showcase videos.
 */
export function VideosReadView({ listing, actor }: SectionViewProps) {
  const qc = useQueryClient();
  const canEdit = canEditListing(actor, {
    officeId: listing.officeId,
    agentIds: listing.listingAgents.map((a) => a.agentId),
  });
  return (
    <VideoSlots
      owner={{ entityType: 'listing', entityId: listing.id }}
      slots={LISTING_VIDEO_SLOTS}
      canEdit={canEdit}
      onChanged={() => void qc.invalidateQueries({ queryKey: listingKeys.details(listing.id) })}
    />
  );
}
