import { Box, Typography } from '@mui/material';
import { listingSearchEndpoints, MSG, type EndpointResponse } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { SearchPicker } from './search-picker';

export type ListingOption = Pick<
  EndpointResponse<typeof listingSearchEndpoints.searchListings>['results'][number],
  'id' | 'title' | 'city' | 'office'
>;

type ListingPickerProps = {
  label: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  value?: ListingOption | null;
  onPick: (l: ListingOption | null) => void;
};

const searchListings = (text: string, signal: AbortSignal) =>
  callEndpoint(
    listingSearchEndpoints.searchListings,
    { body: { criteria: { text }, itemsPerPage: 10 } },
    { errorMessage: MSG.listingsRetrieveFailed, signal },
  ).then((r) => r.data.results.filter((l) => l.isInScope));

/** Listings in the user's reach by title, address, city or number, each with its city and office. */
export function ListingPicker(props: ListingPickerProps) {
  return (
    <SearchPicker
      {...props}
      queryKey={['listing-picker']}
      search={searchListings}
      isSearchable={(t) => t.length >= 2}
      hint="Type part of a title, address or listing number"
      optionKey={(l) => l.id}
      optionLabel={(l) => l.title}
      renderOption={(l) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {l.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[l.city, l.office].filter(Boolean).join(' · ') || '—'}
          </Typography>
        </Box>
      )}
    />
  );
}
