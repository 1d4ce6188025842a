import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { Navigate, useNavigate } from 'react-router';
import { LISTING_STATUS_LABEL, MSG, type ListingStatusId } from '@atrium/domain';
import { DataTable } from '../../components/data-table/data-table';
import {
  photographerSession,
  useInvitedListings,
  usePhotographerSession,
  type InvitedListing,
} from './photographer-api';
import { formatDate } from '../../lib/format';

const address = (l: InvitedListing) =>
  [l.address1, [l.city, l.state].filter(Boolean).join(', '), l.zip].filter(Boolean).join(' · ');

/**
 * /photographer/upload: the listings the signed-in photographer was invited to. The upload itself
 * comes with the photos work; the page says so plainly.
 */
export default function PhotographerUploadPage() {
  const session = usePhotographerSession();
  const navigate = useNavigate();
  const listings = useInvitedListings();
  if (!session) return <Navigate to="/photographer/login" replace />;
  const me = session.photographer;
  const signOut = () => {
    photographerSession.set(null);
    navigate('/photographer/login', { replace: true });
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: { sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            Photographer access
          </Typography>
          <Typography variant="h2" component="h1">
            Your invited listings
          </Typography>
          <Typography color="text.secondary">
            Signed in as {me.firstName} {me.lastName} ({me.email})
          </Typography>
        </Box>
        <Button variant="outlined" onClick={signOut}>
          Sign out
        </Button>
      </Box>
      <Alert severity="info">
        Photo upload is not available yet. For now this page lists the listings you were invited to
        photograph; uploading the photos here comes in a later release.
      </Alert>
      <DataTable<InvitedListing>
        label="Invited listings"
        rows={listings.data?.listings}
        isLoading={listings.isLoading}
        error={listings.isError ? (listings.error as Error).message : null}
        emptyMessage={MSG.photographerNoInvites}
        rowKey={(l) => l.listingId}
        columns={[
          {
            key: 'listing',
            header: 'Listing',
            render: (l) => (
              <Typography sx={{ fontWeight: 600 }}>{l.title ?? `Listing ${l.listingId}`}</Typography>
            ),
          },
          { key: 'address', header: 'Address', render: address },
          { key: 'office', header: 'Office', width: 200, render: (l) => l.office ?? '—' },
          {
            key: 'status',
            header: 'Status',
            width: 130,
            render: (l) => (
              <Chip size="small" label={LISTING_STATUS_LABEL[l.listingStatusId as ListingStatusId] ?? '—'} />
            ),
          },
          { key: 'invited', header: 'Invited', width: 130, render: (l) => formatDate(l.invitedDate) },
        ]}
      />
    </Box>
  );
}
