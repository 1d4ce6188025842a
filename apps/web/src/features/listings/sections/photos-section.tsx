import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button } from '@mui/material';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { canEditListing, canReorderListingPhotos, shareSizesFor, type ImageType } from '@atrium/domain';
import { ImageManager } from '../../../components/image-manager/image-manager';
import { InvitePhotographerDialog } from '../../photographer';
import { listingKeys } from '../listings-api';
import type { SectionViewProps } from './section-contract';
import { PhotoCreditFields } from './photo-credit-fields';

const LISTING_IMAGE_TABS: ImageType[] = ['mainPhoto', 'floorPlan', 'photographer', 'hero'];

/**
 * Photos (spec/001 section 2 'Photos'): the shared image manager on the listing, the photo credit
 * and the photographer invitation. After each upload or delete the listing is read again, so its
 * photo count and data completeness follow.
 */
export function PhotosReadView({ listing, actor }: SectionViewProps) {
  const qc = useQueryClient();
  const [isInviting, setInviting] = useState(false);
  const access = { officeId: listing.officeId, agentIds: listing.listingAgents.map((a) => a.agentId) };
  const canEdit = canEditListing(actor, access);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <PhotoCreditFields listingId={listing.id} canEdit={canEdit} />
      <ImageManager
        owner={{ entityType: 'listing', entityId: listing.id }}
        tabs={LISTING_IMAGE_TABS}
        canEdit={canEdit}
        canReorder={canReorderListingPhotos(actor, access)}
        onChanged={() => void qc.invalidateQueries({ queryKey: listingKeys.details(listing.id) })}
        downloadName={`listing-${listing.id}-photos`}
        shareSizes={shareSizesFor(listing.salesRegionId)}
        actions={
          canEdit && (
            <Button size="small" startIcon={<PersonAddAltOutlined />} onClick={() => setInviting(true)}>
              Invite photographer
            </Button>
          )
        }
      />
      <InvitePhotographerDialog listing={listing} open={isInviting} onClose={() => setInviting(false)} />
    </Box>
  );
}
