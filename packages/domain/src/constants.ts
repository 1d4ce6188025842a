/** Business constants of spec/000 section 9 and spec/001, spec/002 section 9. */
export const LISTING_STATUS = {
  active: 1,
  expired: 2,
  pending: 3,
  sold: 4,
  deleted: 6,
  comingSoon: 7,
  draft: 8,
  tempOffMarket: 9,
  permOffMarket: 10,
  private: 11,
} as const;
export type ListingStatusKey = keyof typeof LISTING_STATUS;
export type ListingStatusId = (typeof LISTING_STATUS)[ListingStatusKey];
export const LISTING_STATUS_IDS = Object.values(LISTING_STATUS) as ListingStatusId[];

export const LISTING_STATUS_LABEL: Record<ListingStatusId, string> = {
  1: 'Active',
  2: 'Expired',
  3: 'Pending',
  4: 'Sold',
  6: 'Deleted',
  7: 'Coming Soon',
  8: 'Draft',
  9: 'Temp Off-Market',
  10: 'Perm Off-Market',
  11: 'Private',
};

/** Search result ordering of spec/000 section 2.5: status groups, then non-listings. */
export const STATUS_GROUP_ORDER: ListingStatusId[] = [8, 7, 1, 11, 3, 4, 9, 2, 10, 6];

export const DEAL_TYPE = { listSide: 1, bothSides: 2, saleSide: 3 } as const;
export type DealTypeId = 1 | 2 | 3;
export const DEAL_TYPE_TEXT: Record<DealTypeId, string> = {
  1: 'Our List/OB Sale',
  2: 'Our List/Our Sale',
  3: 'OB List/Our Sale',
};
export const SIDE_TYPE = { listSide: 1, saleSide: 2 } as const;
export type SideTypeId = 1 | 2;

export const LISTING_TYPES = ['Sale', 'Rental'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const BUSINESS_PURPOSE = { sale: 1, rental: 2 } as const;
export type BusinessPurposeId = (typeof BUSINESS_PURPOSE)[keyof typeof BUSINESS_PURPOSE];
/** The business purpose of a listing type: rental for a rental, sale for anything else. */
export function businessPurposeOf(listingType: string): BusinessPurposeId {
  return listingType === 'Rental' ? BUSINESS_PURPOSE.rental : BUSINESS_PURPOSE.sale;
}

export const COMMISSION_TYPE = { percent: 1, dollar: 2, notOffered: 3 } as const;

export const SALES_REGIONS = [
  { id: 1, name: 'East' },
  { id: 2, name: 'West' },
  { id: 3, name: 'Mountain' },
  { id: 4, name: 'International' },
  { id: 5, name: 'Central' },
] as const;

export const LIMITS = {
  reportExportKeepDays: 7, // chosen: a finished export's file is removed after this many days
  savedSearchNameMax: 100, // chosen
  globalSearchPageSize: 100,
  globalSearchDropdownShown: 5,
  searchDebounceMs: 500,
  listingSearchPageSize: 50,
  pickListSize: 1000,
  defaultListSize: 20,
  myTabPageSize: 100,
  ownersPerListing: 3,
  agentsPerSide: 20,
  agentSearchPageSize: 30,
  titleMax: 50,
  adCopyTitleMax: 40,
  /** The ad copy body's length when its size sets none; the data-completeness warning is at it too. */
  adCopyBodyDefault: 4000,
  /** The instructions a person may add to an AI draft request. */
  adCopyPromptMax: 1000, // chosen
  addressMax: 255,
  outdoorSpaceMax: 13,
  cityMax: 80,
  neighborhoodMax: 80,
  dealNumberMax: 255,
  taxMapMax: 255,
  zipLength: 5,
  commissionMax: 100,
  maxFinancingMax: 100,
  flipTaxMax: 100,
  maxNumeric: 2147483647,
  jsonBodyMaxBytes: 1024 * 1024,
  /** A log entry of the web (POST log/error, log/debug). */
  logBodyMaxBytes: 8 * 1024,
  toastMs: 6000,
  sessionTimeoutMs: 10_800_000,
  masqueradeTimeoutMs: 1_800_000,
  sessionCountdownSeconds: 30,
  staleSessionMs: 3.1 * 60 * 60 * 1000,
  postSaveRefreshMs: 5000,
  desktopBreakpointPx: 1023,
  auditPageSize: 100,
  amenityTextMax: 100,
  notesMax: 3000,
  userSearchPageSize: 30,
  showingBuyerMax: 500,
  showingNotesMax: 500,
  showingFeedbackMax: 4000,
  openHouseNotesMax: 4000,
  openHouseSectionMax: 200,
} as const;

/** The tabs of the listing lists, by index: each tab is a fixed status filter. */
export const LISTING_TABS = [
  { key: 'active', index: 1, label: 'Active' },
  { key: 'expired', index: 2, label: 'Expired' },
  { key: 'pending', index: 3, label: 'Pending' },
  { key: 'sold', index: 4, label: 'Sold' },
  { key: 'comingSoon', index: 7, label: 'Coming Soon' },
  { key: 'draft', index: 8, label: 'Draft' },
  { key: 'tempOffMarket', index: 9, label: 'Temp Off-Market' },
  { key: 'private', index: 11, label: 'Private' },
  { key: 'myComingSoon', index: 100, label: 'My Coming Soon' },
  { key: 'myPrivateListings', index: 101, label: 'My Private Listings' },
  { key: 'nationalPrivate', index: 102, label: 'National Private' },
  { key: 'allPrivate', index: -1, label: 'All Private' },
] as const;

export const FLIP_TAX_SIDES = ['No', 'Paid By Buyer', 'Paid By Seller'] as const;
export const TAX_PERIODS = ['Monthly', 'Annual'] as const;
export const FLIP_TAX_SALES_REGION = 6;
export const NO_SOLD_PRICE_OPTION_SALES_REGIONS = [20, 9] as const;
export const LOT_SIZE_UNITS = [
  { id: 1, name: 'Acres' },
  { id: 2, name: 'Sq. Ft.' },
] as const;

/** Which brand logo a user sees, chosen from their first office and its sales region. */
export function logoVariant(
  salesRegionId?: number | null,
  officeId?: number | null,
): 'region20' | 'office157' | 'default' {
  if (salesRegionId === 20) return 'region20';
  if (officeId === 157) return 'office157';
  return 'default';
}
