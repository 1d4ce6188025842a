import { LISTING_STATUS } from '../constants';
import type { ShowcaseDisplayOption } from './showcase-page.schema';

/** The street address line of a listing: address1 and address2 (the unit) when set. */
export const streetAddress = (address1: string | null, address2: string | null): string | null =>
  [address1, address2]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ') || null;

/**
 * Whether the public page may show a listing: published, and not a private listing (whose
 * showcase is the access-code site). Anything else answers 'This property is not available'.
 */
export const isShowcaseVisible = (listing: { publish: boolean; listingStatusId: number }) =>
  listing.publish && listing.listingStatusId !== LISTING_STATUS.private;

/** The sections the page shows by the site's displayOptions (1 features, 2 custom tabs, 3 neither). */
export function showcaseSections(displayOptions: ShowcaseDisplayOption, customTabCount: number) {
  return {
    features: displayOptions === 1,
    customTabs: displayOptions !== 3 && customTabCount > 0,
  };
}

/** The price the page shows: none when Show Price is off or the price is upon request. */
export function showcasePrice(input: {
  showPrice: boolean;
  priceUponRequest: boolean;
  price: number | null;
}): number | null {
  if (!input.showPrice || input.priceUponRequest) return null;
  return input.price != null && input.price > 0 ? input.price : null;
}
