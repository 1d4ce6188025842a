import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { IMAGE_TYPES, LISTING_STATUS_LABEL, MSG, type Image, type ListingStatusId } from '@atrium/domain';
import { FileImage } from '../../components/image-manager/file-image';
import { UploadZone } from '../../components/image-manager/upload-zone';
import { formatDate } from '../../lib/format';
import {
  photographerApi,
  photographerKeys,
  usePhotographerImages,
  usePhotographerSession,
  type InvitedListing,
} from './photographer-api';

const addressOf = (l: InvitedListing) =>
  [l.address1, [l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');

const MAX_PHOTOS = IMAGE_TYPES.listing.photographer.maxPhotos;

/**
 * One invited listing on the upload page: its address, the shared upload area (drop or choose
 * files; sent one after the other with the spec's progress line, refusals listed by file) on
 * the photographer's own upload call, and the thumbnails of the listing's photographer images.
 */
export function InvitedListingUpload({ listing }: { listing: InvitedListing }) {
  const qc = useQueryClient();
  const session = usePhotographerSession();
  const images = usePhotographerImages(listing.listingId);
  const count = images.data?.length ?? 0;
  const refresh = () =>
    void qc.invalidateQueries({
      queryKey: photographerKeys.images(session?.photographer.id, listing.listingId),
    });
  const titleId = `listing-${listing.listingId}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
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

      <UploadZone
        upload={(file) => photographerApi.upload(listing.listingId, file)}
        remaining={images.isSuccess ? MAX_PHOTOS - count : null}
        onUploaded={refresh}
      />

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
            gridTemplateColumns: {
              xs: 'repeat(3, minmax(0, 1fr))',
              sm: 'repeat(auto-fill, minmax(150px, 1fr))',
            },
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
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        aspectRatio: '3 / 2',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      <FileImage
        fileId={image.renditionStatus === 'ready' ? image.urls.small : null}
        alt={image.fileName}
        download={photographerApi.fileBlob}
      />
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
