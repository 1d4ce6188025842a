import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { isSoldPriceOptionDisabled, MSG } from '@atrium/domain';
import { listingWrites, type ListingDetailsData, type ListingWrite } from './listings-api';

const OPTIONS = [
  { toggle: 'togglepublish', field: 'publish', label: 'Publish' },
  { toggle: 'toggleshowaddress', field: 'showAddress', label: 'Show address' },
  { toggle: 'toggleshowmap', field: 'showMap', label: 'Show on map' },
  { toggle: 'toggleuseaddress', field: 'useAddressAsTitle', label: 'Use address as title' },
  {
    toggle: 'toggleshowsoldpriceforselectsold',
    field: 'displayOfferPriceForSelectSold',
    label: 'Show sold price (select sold)',
  },
  { toggle: 'togglesuppressmls', field: 'suppressMlsImport', label: 'Suppress MLS import' },
] as const;

/** Display options: each switch saves at once through its toggle call. */
export function DisplayOptions({
  listing,
  canEdit,
  canPublish,
  save,
  onToggled,
}: {
  listing: ListingDetailsData;
  canEdit: boolean;
  canPublish: boolean;
  save: (writes: ListingWrite[], messages: { success: string }) => Promise<boolean>;
  /** Shows the new value at once after a successful toggle. */
  onToggled: (field: keyof ListingDetailsData, value: boolean) => void;
}) {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        Display options
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {listing.published
          ? 'Published on the websites.'
          : 'Not published: needs Publish, complete data and a non-commercial type.'}
      </Typography>
      <Stack>
        {OPTIONS.map((o) => {
          const disabled =
            (o.toggle === 'togglepublish' ? !canPublish : !canEdit) ||
            (o.toggle === 'toggleshowsoldpriceforselectsold' &&
              isSoldPriceOptionDisabled(listing.salesRegionId));
          return (
            <FormControlLabel
              key={o.toggle}
              disabled={disabled}
              label={o.label}
              control={
                <Switch
                  checked={Boolean(listing[o.field])}
                  onChange={async (e) => {
                    const value = e.target.checked;
                    if (
                      await save([listingWrites.toggle(listing.id, o.toggle, value)], {
                        success: MSG.updatedSuccessfully,
                      })
                    )
                      onToggled(o.field, value);
                  }}
                />
              }
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
