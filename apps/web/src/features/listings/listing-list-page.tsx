import { Box, Stack, Typography } from '@mui/material';
import { LISTINGS_PAGE_TABS, MSG, tabRule } from '@atrium/domain';
import { ListingListView } from './listing-list/listing-list-view';
import { CreateListingButton } from './listing-list/create-listing-button';

/** /eng/listings: the listing tabs with their counts, the table, and 'New listing'. */
export default function ListingListPage() {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography color="text.secondary">Every listing in your view, by status.</Typography>
        <CreateListingButton />
      </Stack>
      <ListingListView
        label="Listings"
        tabs={LISTINGS_PAGE_TABS}
        hasQuickFilters
        hasMineToggle
        emptyTitle={(tab) => `${MSG.noRecordsFound} in ${tabRule(tab).label}`}
      />
    </Box>
  );
}
