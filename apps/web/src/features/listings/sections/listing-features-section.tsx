import { Box, Chip, Stack, Typography } from '@mui/material';
import { LOT_SIZE_UNITS } from '@atrium/domain';
import { useAmenityDetails } from '../listing-sections-api';
import type { SectionViewProps } from './section-contract';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { formatNumber } from '../../../lib/format';

export function ListingFeaturesReadView({ listing }: SectionViewProps) {
  const { data } = useAmenityDetails(listing.id);
  const chosen = (data ?? []).filter((a) => a.selected);
  const unit = LOT_SIZE_UNITS.find((u) => u.id === listing.lotSizeTypeId)?.name ?? '';
  return (
    <Stack spacing={2}>
      <ReadGrid
        items={[
          ['Year built', listing.year],
          [
            'Full / half baths',
            listing.fullBaths != null ? `${listing.fullBaths} / ${listing.halfBaths ?? 0}` : null,
          ],
          ['Total rooms', listing.rooms],
          ['Bedrooms', listing.bedrooms],
          [
            'Interior size',
            listing.interiorSize != null ? `${formatNumber(listing.interiorSize)} sq. ft.` : null,
          ],
          ['Lot size', listing.lotSize != null ? `${listing.lotSize} ${unit}` : null],
          ['Outdoor space', listing.outdoorSpace],
        ]}
      />
      <Box>
        <Typography variant="caption" color="text.secondary">
          Amenities
        </Typography>
        {chosen.length ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {chosen.map((a) => (
              <Chip
                key={a.amenityId}
                size="small"
                variant="outlined"
                label={a.text ? `${a.amenityName}: ${a.text}` : a.amenityName}
              />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">No amenities selected.</Typography>
        )}
      </Box>
    </Stack>
  );
}
