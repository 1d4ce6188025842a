import { Box, Chip, Stack, Typography } from '@mui/material';
import { MSG } from '@atrium/domain';
import type { SectionViewProps } from './section-contract';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { formatMoney, formatNumber } from '../../../lib/format';

/** Read view of the listing details: the basics, sizes and rooms, identifiers and owners. */
export function ListingDetailsReadView({ listing, lookups }: SectionViewProps) {
  const propertyType = lookups.propertyTypes.find((p) => p.id === listing.propertyTypeId)?.name;
  return (
    <Stack spacing={3}>
      <ReadGrid
        items={[
          ['Listing type', listing.listingType],
          ['Title', listing.title],
          ['Status', listing.status],
          ['Address', [listing.address1, listing.address2].filter(Boolean).join(', ')],
          ['City / State / Zip', [listing.city, listing.state, listing.zip].filter(Boolean).join(', ')],
          ['County', listing.county],
          ['Neighborhood', listing.neighborhood],
          ['Office', listing.office],
          ['Property type', propertyType],
          ['Deal type', listing.dealType],
          ['MLS number', listing.mlsNumber],
          ['Price', formatMoney(listing.currentPrice)],
          [
            'Interior size',
            listing.interiorSize != null ? `${formatNumber(listing.interiorSize)} sq. ft.` : null,
          ],
          ['Rooms', listing.rooms],
          ['Bedrooms', listing.bedrooms],
          [
            'Baths',
            listing.fullBaths != null ? `${listing.fullBaths} full · ${listing.halfBaths ?? 0} half` : null,
          ],
          ['Year built', listing.year],
          ['Published', listing.published ? 'Yes' : 'No'],
        ]}
      />
      <Box>
        <Typography variant="h6" gutterBottom>
          Owner information
        </Typography>
        {listing.ownerInfo.length === 0 ? (
          <Typography color="text.secondary">{MSG.ownerInfoRequired}</Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {listing.ownerInfo.map((o, i) => (
              <Chip
                key={o.id ?? i}
                variant="outlined"
                label={`${['Primary', 'Second', 'Third'][i]}: ${o.firstName} ${o.lastName}`}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
