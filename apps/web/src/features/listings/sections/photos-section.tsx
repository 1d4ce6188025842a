import { useQueryClient } from '@tanstack/react-query';
import { canEditListing, canReorderListingPhotos, type ImageType } from '@atrium/domain';
import { ImageManager } from '../../../components/image-manager/image-manager';
import { listingKeys } from '../listings-api';
import type { SectionViewProps } from './section-contract';

const LISTING_IMAGE_TABS: ImageType[] = ['mainPhoto', 'floorPlan', 'photographer', 'hero'];

/**
 * Photos (spec/001 section 2 'Photos'): the shared image manager on the listing. After each
 * upload or delete the listing is read again, so its photo count and data completeness follow.
 */
export function PhotosReadView({ listing, actor }: SectionViewProps) {
  const qc = useQueryClient();
  const access = { officeId: listing.officeId, agentIds: listing.listingAgents.map((a) => a.agentId) };
  return (
    <ImageManager
      owner={{ entityType: 'listing', entityId: listing.id }}
      tabs={LISTING_IMAGE_TABS}
      canEdit={canEditListing(actor, access)}
      canReorder={canReorderListingPhotos(actor, access)}
      onChanged={() => void qc.invalidateQueries({ queryKey: listingKeys.details(listing.id) })}
      downloadName={`listing-${listing.id}-photos`}
    />
  );
}
