import { z } from 'zod';
import { COMMISSION_TYPE, LISTING_STATUS } from '../constants';
import { MSG } from '../messages';

/**
 * Data completeness (spec/001 section 5): the warnings and the required-field catalogue, computed
 * from plain facts about a listing. `today` is passed in (YYYY-MM-DD). Facts about areas built
 * elsewhere (videos, showcase site, ad copy) may be unknown (null): a warning that needs an
 * unknown fact is not raised, except 'no video' and 'no showcase site', which are raised when
 * nothing is known, since nothing is recorded.
 */
export type ListingCompletenessFacts = {
  listingType: string;
  listingStatusId: number;
  dealTypeId: number;
  priorBrokerSale: boolean;
  title: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  propertyTypeId: number | null;
  mlsNumber: string | null;
  initialPrice: number | null;
  currentPrice: number | null;
  lastAskingPrice: number | null;
  priceUponRequest: boolean;
  buyerCommission: number | null;
  buyerCommissionType: number | null;
  listingDate: string | null;
  expirationDate: string | null;
  contractDate: string | null;
  closedDate: string | null;
  showAddress: boolean;
  publish: boolean;
  suppressMlsImport: boolean;
  virtualTourUrl: string | null;
  virtualTour3dUrl: string | null;
  imageCount: number;
  hasLowResImages: boolean;
  listSideAgents: number;
  saleSideAgents: number;
  hasSelectSale: boolean;
  rentalTerms: number;
  /** Unknown (null) until the videos area records them. */
  videoCount: number | null;
  /** Unknown (null) until the showcase area records it. */
  showcase: { exists: boolean; isPrivate: boolean; publish: boolean } | null;
  /** Longest ad copy body in characters; unknown (null) until the ad copy area records it. */
  adCopyLength: number | null;
};

/** The edit sections that fix a warning (the listing page opens one with ?edit=Section). */
export const COMPLETENESS_SECTION_KEYS = [
  'ListingDetails',
  'AdditionalMls',
  'ListingFeatures',
  'Prices',
  'Dates',
  'ListAgent',
  'SellAgent',
  'AdCopy',
  'Photos',
  'Videos',
  'VirtualTour',
  'ShowcaseWebsite',
] as const;
export type ListingSectionKey = (typeof COMPLETENESS_SECTION_KEYS)[number];

/**
 * Listing flag ids 1 to 18 of GET ListingSyndication/{id}/flags (the spec does not show the
 * mapping; this is ours, documented here and in the API answer):
 *  1 photos too small (low-resolution images)      10 no video
 *  2 expiring within one month                      11 no virtual tour
 *  3 invalid address (no address, zip not 5 chars)  12 missing MLS number
 *  4 MLS import suppressed                          13 no showcase site
 *  5 sold but not a select sale                     14 price hidden (price upon request)
 *  6 address hidden                                 15 more than 100 images combined
 *  7 not published                                  16 ad copy over 4000 characters
 *  8 showcase site private or not published         17 missing buyer commission (unless type 3)
 *  9 fewer than 10 images                           18 required data missing (not data complete)
 */
export const LISTING_FLAGS = [
  { id: 1, key: 'photosTooSmall', section: 'Photos', text: 'Some photos are too small' },
  { id: 2, key: 'expiringSoon', section: 'Dates', text: 'The listing expires within one month' },
  {
    id: 3,
    key: 'invalidAddress',
    section: 'ListingDetails',
    text: 'The address is missing or the zip is not 5 digits',
  },
  { id: 4, key: 'mlsImportSuppressed', section: 'AdCopy', text: 'The MLS import is suppressed' },
  { id: 5, key: 'notSelectSale', section: 'SellAgent', text: 'The sold listing is not a select sale' },
  { id: 6, key: 'addressHidden', section: 'ListingDetails', text: 'The address is hidden' },
  { id: 7, key: 'notPublished', section: 'ListingDetails', text: 'The listing is not published' },
  {
    id: 8,
    key: 'showcasePrivateOrUnpublished',
    section: 'ShowcaseWebsite',
    text: 'The showcase site is private or not published',
  },
  { id: 9, key: 'fewerThan10Images', section: 'Photos', text: 'The listing has fewer than 10 images' },
  { id: 10, key: 'noVideo', section: 'Videos', text: 'The listing has no video' },
  { id: 11, key: 'noVirtualTour', section: 'VirtualTour', text: 'The listing has no virtual tour' },
  { id: 12, key: 'missingMlsNumber', section: 'ListingDetails', text: 'The MLS number is missing' },
  { id: 13, key: 'noShowcaseSite', section: 'ShowcaseWebsite', text: 'The listing has no showcase site' },
  { id: 14, key: 'priceHidden', section: 'Prices', text: 'The price is hidden (price upon request)' },
  { id: 15, key: 'over100Images', section: 'Photos', text: 'The listing has more than 100 images' },
  { id: 16, key: 'adCopyOver4000', section: 'AdCopy', text: 'The ad copy is over 4000 characters' },
  { id: 17, key: 'missingBuyerCommission', section: 'Prices', text: 'The buyer commission is missing' },
  { id: 18, key: 'requiredDataMissing', section: 'ListingDetails', text: 'Required data is missing' },
] as const satisfies ReadonlyArray<{ id: number; key: string; section: ListingSectionKey; text: string }>;
export type ListingFlagKey = (typeof LISTING_FLAGS)[number]['key'];

/** The required-field catalogue mapped to the screens that hold each field. */
export const REQUIRED_FIELDS = [
  { key: 'title', label: 'Listing title', section: 'ListingDetails' },
  { key: 'currentPrice', label: 'Current price', section: 'Prices' },
  { key: 'initialPrice', label: 'Initial price', section: 'Prices' },
  { key: 'lastAskingPrice', label: 'Last asking price', section: 'Prices' },
  { key: 'rentalTerm', label: 'One rental term', section: 'Prices' },
  { key: 'adCopy', label: 'Ad copy', section: 'AdCopy' },
  { key: 'agentInfo', label: 'Agent info', section: 'ListAgent' },
  { key: 'expirationDate', label: 'Expiration date', section: 'Dates' },
  { key: 'address', label: 'Address', section: 'ListingDetails' },
  { key: 'propertyType', label: 'Property type', section: 'ListingDetails' },
  { key: 'photo', label: 'Photo', section: 'Photos' },
  { key: 'agreementDate', label: 'Agreement date', section: 'Dates' },
  { key: 'listDate', label: 'List date', section: 'Dates' },
  { key: 'closedDate', label: 'Closed date', section: 'Dates' },
] as const satisfies ReadonlyArray<{ key: string; label: string; section: ListingSectionKey }>;
export type RequiredFieldKey = (typeof REQUIRED_FIELDS)[number]['key'];

/** A warning of the completeness check, with the flag it raises and the section that fixes it. */
export const CompletenessWarning = z
  .object({
    flagId: z.int(),
    key: z.enum(LISTING_FLAGS.map((f) => f.key)),
    message: z.string(),
    section: z.enum(COMPLETENESS_SECTION_KEYS),
  })
  .meta({ id: 'CompletenessWarning' });
export type CompletenessWarning = z.infer<typeof CompletenessWarning>;
/** A required field the listing lacks, with the section that holds it. */
export const MissingField = z
  .object({
    key: z.enum(REQUIRED_FIELDS.map((f) => f.key)),
    label: z.string(),
    section: z.enum(COMPLETENESS_SECTION_KEYS),
  })
  .meta({ id: 'MissingField' });
export type MissingField = z.infer<typeof MissingField>;
export type ListingFlag = (typeof LISTING_FLAGS)[number];
export type ListingValidation = {
  isValid: boolean;
  missingFields: MissingField[];
  warnings: CompletenessWarning[];
  flags: number[];
};

const blank = (v: string | null | undefined) => v == null || v.trim() === '';
const addDays = (isoDay: string, months: number) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** Which required fields are missing, in catalogue order. */
export function missingRequiredFields(f: ListingCompletenessFacts): MissingField[] {
  const sold = f.listingStatusId === LISTING_STATUS.sold;
  const pendingOrSold = sold || f.listingStatusId === LISTING_STATUS.pending;
  const isRental = f.listingType === 'Rental';
  const datesOptional = f.dealTypeId === 3 && f.priorBrokerSale;
  const agentsMissing =
    (f.dealTypeId !== 3 && f.listSideAgents === 0) || (f.dealTypeId !== 1 && f.saleSideAgents === 0);
  const missing: Record<RequiredFieldKey, boolean> = {
    title: blank(f.title),
    currentPrice: f.currentPrice == null,
    initialPrice: f.initialPrice == null,
    lastAskingPrice: sold && f.lastAskingPrice == null,
    rentalTerm: isRental && f.rentalTerms < 1,
    adCopy: f.adCopyLength === 0,
    agentInfo: agentsMissing,
    expirationDate: !datesOptional && blank(f.expirationDate),
    address: blank(f.address1) || blank(f.city) || blank(f.state) || blank(f.zip),
    propertyType: f.propertyTypeId == null,
    photo: f.imageCount < 1,
    agreementDate: pendingOrSold && blank(f.contractDate),
    listDate: !datesOptional && blank(f.listingDate),
    closedDate: sold && blank(f.closedDate),
  };
  const listSideMissing = f.dealTypeId !== 3 && f.listSideAgents === 0;
  return REQUIRED_FIELDS.filter((r) => missing[r.key]).map((r) =>
    r.key === 'agentInfo' && !listSideMissing ? { ...r, section: 'SellAgent' as const } : { ...r },
  );
}

/** The warnings, the flag ids and isValid (no required field missing). */
export function validateListing(f: ListingCompletenessFacts, today: string): ListingValidation {
  const missingFields = missingRequiredFields(f);
  const active = [LISTING_STATUS.active, LISTING_STATUS.pending, LISTING_STATUS.comingSoon].includes(
    f.listingStatusId as 1,
  );
  const raised: Record<ListingFlagKey, boolean> = {
    photosTooSmall: f.hasLowResImages,
    expiringSoon:
      active &&
      !blank(f.expirationDate) &&
      f.expirationDate! >= today &&
      f.expirationDate! <= addDays(today, 1),
    invalidAddress: blank(f.address1) || (f.zip ?? '').trim().length !== 5,
    mlsImportSuppressed: f.suppressMlsImport,
    notSelectSale: f.listingStatusId === LISTING_STATUS.sold && !f.hasSelectSale,
    addressHidden: !f.showAddress,
    notPublished: !f.publish,
    showcasePrivateOrUnpublished:
      f.showcase != null && f.showcase.exists && (f.showcase.isPrivate || !f.showcase.publish),
    fewerThan10Images: f.imageCount < 10,
    noVideo: (f.videoCount ?? 0) === 0,
    noVirtualTour: blank(f.virtualTourUrl) && blank(f.virtualTour3dUrl),
    missingMlsNumber: blank(f.mlsNumber),
    noShowcaseSite: !(f.showcase?.exists ?? false),
    priceHidden: f.priceUponRequest,
    over100Images: f.imageCount > 100,
    adCopyOver4000: (f.adCopyLength ?? 0) > 4000,
    missingBuyerCommission: f.buyerCommissionType !== COMMISSION_TYPE.notOffered && f.buyerCommission == null,
    requiredDataMissing: missingFields.length > 0,
  };
  const warnings = LISTING_FLAGS.filter((flag) => raised[flag.key]).map((flag) => ({
    flagId: flag.id,
    key: flag.key,
    section: flag.key === 'requiredDataMissing' ? missingFields[0].section : flag.section,
    message: flag.key === 'requiredDataMissing' ? MSG.required(missingFields.map((m) => m.label)) : flag.text,
  }));
  return {
    isValid: missingFields.length === 0,
    missingFields,
    warnings,
    flags: warnings.map((w) => w.flagId),
  };
}
