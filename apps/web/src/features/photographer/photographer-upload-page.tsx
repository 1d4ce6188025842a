import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Navigate, useNavigate } from 'react-router';
import { MSG } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { photographerSession, useInvitedListings, usePhotographerSession } from './photographer-api';
import { InvitedListingUpload } from './invited-listing-upload';

/**
 * /photographer/upload: the listings the signed-in photographer was invited to, each with its
 * upload area and the photos uploaded so far.
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
            Upload listing photos
          </Typography>
          <Typography color="text.secondary">
            Signed in as {me.firstName} {me.lastName} ({me.email})
          </Typography>
        </Box>
        <Button variant="outlined" onClick={signOut}>
          Sign out
        </Button>
      </Box>
      {listings.isLoading ? (
        <Stack spacing={2} role="status" aria-label="Loading your listings">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : listings.isError ? (
        <Alert severity="error">{(listings.error as Error).message}</Alert>
      ) : listings.data?.listings.length ? (
        <Stack spacing={3}>
          {listings.data.listings.map((l) => (
            <InvitedListingUpload key={l.listingId} listing={l} />
          ))}
        </Stack>
      ) : (
        <EmptyState title="No invited listings" message={MSG.photographerNoInvites} />
      )}
    </Box>
  );
}
