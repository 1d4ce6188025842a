import { Box, Typography } from '@mui/material';
import { MSG, PRIVATE_LISTINGS_PAGE_TABS } from '@atrium/domain';
import { ListingListView } from './listing-list/listing-list-view';

/** /eng/privatelistings: My Private Listings, National Private and All Private (the market). */
export default function PrivateListingsPage() {
  return (
    <Box>
      <Typography
        color="text.secondary"
        sx={{ mb: 2, minHeight: 36.5, display: 'flex', alignItems: 'center' }}
      >
        Private listings of your own, of the whole network, and of your market.
      </Typography>
      <ListingListView
        label="Private listings"
        tabs={PRIVATE_LISTINGS_PAGE_TABS}
        emptyTitle={() => MSG.noPrivateListings}
      />
    </Box>
  );
}
