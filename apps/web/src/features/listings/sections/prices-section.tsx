import { Box, Typography } from '@mui/material';
import {
  COMMISSION_TYPE_LABEL,
  isFlipTaxSideShown,
  LISTING_STATUS,
  MSG,
  TAX_PERIOD_OF,
} from '@atrium/domain';
import type { SectionViewProps } from './section-contract';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { formatMoney, formatPrice, formatYesNo } from '../../../lib/format';

const commissionText = (value: number | null, type: number | null) =>
  type === 3
    ? COMMISSION_TYPE_LABEL[3]
    : value == null
      ? null
      : type === 2
        ? formatMoney(value)
        : `${value}%`;

export function PricesReadView({ listing }: SectionViewProps) {
  const sold = listing.listingStatusId === LISTING_STATUS.sold;
  return (
    <Box>
      <ReadGrid
        items={[
          ['Initial price', formatMoney(listing.initialPrice)],
          ['Current price', formatMoney(listing.currentPrice)],
          ...(sold
            ? ([
                ['Sold price', formatMoney(listing.soldPrice)],
                ['Last asking price', formatMoney(listing.lastAskingPrice)],
              ] as Array<[string, string | null]>)
            : []),
          ['Price upon request', formatYesNo(listing.priceUponRequest)],
          ['Listing commission', commissionText(listing.listingCommission, listing.listingCommissionType)],
          ['Buyer commission', commissionText(listing.buyerCommission, listing.buyerCommissionType)],
          ['Common charges', formatMoney(listing.commonCharges)],
          ['Maintenance', formatMoney(listing.maintenance)],
          [`Real estate tax (${TAX_PERIOD_OF(listing.taxesAreMonthly)})`, formatMoney(listing.realEstateTax)],
          ['Maximum financing', listing.maxFinancing != null ? `${listing.maxFinancing}%` : null],
          ['Flip tax', listing.flipTaxAmount != null ? `${listing.flipTaxAmount}%` : null],
          ...(isFlipTaxSideShown(listing.salesRegionId)
            ? ([['Flip tax side', listing.flipTaxSide]] as Array<[string, string | null]>)
            : []),
        ]}
      />
      {listing.listingType === 'Rental' && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" gutterBottom>
            Rental terms
          </Typography>
          {listing.listingRentalDetails.length === 0 ? (
            <Typography color="text.secondary">{MSG.rentalTermRequired}</Typography>
          ) : (
            <ReadGrid
              items={listing.listingRentalDetails.map((t) => [
                t.name,
                `${formatPrice(t.price, t.name)}${t.yearInfo ? ` · ${t.yearInfo}` : ''}`,
              ])}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
