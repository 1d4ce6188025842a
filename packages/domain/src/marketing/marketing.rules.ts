/**
 * Property marketing: the marketing types, the fields each paid type asks for, the rates of an
 * e-mail campaign, the past/upcoming split and the views-on-web checks. Pure: `today` is passed in.
 */

/** The marketing types in the order of the type filter ('All' is a filter, not a type). */
export const MARKETING_TYPES = [
  { id: 0, name: 'All' },
  { id: 1, name: 'Paid Advertisement' },
  { id: 14, name: 'Advertisement' },
  { id: 12, name: 'Email Campaign' },
  { id: 15, name: 'Social Campaign' },
  { id: 10, name: 'Featured Placement' },
  { id: 16, name: 'Additional Promotion' },
  { id: 2, name: 'Press' },
  { id: 3, name: 'Open House' },
  { id: 4, name: 'Showing' },
] as const;

export const MARKETING_TYPE = {
  all: 0,
  paidAdvertisement: 1,
  advertisement: 14,
  emailCampaign: 12,
  socialCampaign: 15,
  featuredPlacement: 10,
  additionalPromotion: 16,
  press: 2,
  openHouse: 3,
  showing: 4,
} as const;

/** The types an item may have ('All' excluded). */
export const MARKETING_ITEM_TYPE_IDS = [1, 14, 12, 15, 10, 16, 2, 3, 4] as const;
export type MarketingTypeId = (typeof MARKETING_ITEM_TYPE_IDS)[number];

/** A new item's type when none is chosen. */
export const DEFAULT_MARKETING_TYPE: MarketingTypeId = 16;

/** Advertisement (14) is never offered as the type of an additional promotion. */
export const ADDITIONAL_PROMOTION_TYPE_IDS = MARKETING_ITEM_TYPE_IDS.filter((id) => id !== 14);

export function marketingTypeName(id: number): string {
  return MARKETING_TYPES.find((t) => t.id === id)?.name ?? '';
}

export const MARKETING_LIMITS = {
  descriptionMax: 255,
  publicationMax: 500,
  audienceMax: 500,
  siteNameMax: 500,
  /** Counts (e-mails sent, views, clicks, reach, engagements) take at most 10 digits. */
  countDigitsMax: 10,
  fileMaxBytes: 50 * 1024 * 1024,
  invoiceNumberMax: 50,
  vendorMax: 255,
  billingCodeMax: 50,
  /** Costs take at most 10 characters as typed (digits and the decimal point). */
  costLengthMax: 10,
} as const;

/** Which form a type opens: the paid types have their own fields, the others the promotion form. */
export type MarketingForm =
  'advertisement' | 'emailCampaign' | 'socialCampaign' | 'featuredPlacement' | 'promotion';

export function marketingFormOf(typeId: number): MarketingForm {
  switch (typeId) {
    case MARKETING_TYPE.advertisement:
      return 'advertisement';
    case MARKETING_TYPE.emailCampaign:
      return 'emailCampaign';
    case MARKETING_TYPE.socialCampaign:
      return 'socialCampaign';
    case MARKETING_TYPE.featuredPlacement:
      return 'featuredPlacement';
    default:
      return 'promotion';
  }
}

/** The fields each form takes besides type, date, description and url (others are refused). */
export const MARKETING_EXTRA_FIELDS = [
  'toDate',
  'audience',
  'emailsSent',
  'views',
  'clicks',
  'potentialReach',
  'engagements',
] as const;
export type MarketingExtraField = (typeof MARKETING_EXTRA_FIELDS)[number];
export const MARKETING_FORM_FIELDS: Record<MarketingForm, readonly MarketingExtraField[]> = {
  advertisement: [],
  emailCampaign: ['audience', 'emailsSent', 'views', 'clicks'],
  socialCampaign: ['toDate', 'potentialReach', 'views', 'engagements', 'clicks'],
  featuredPlacement: [],
  promotion: [],
};

/** The fields that must be filled before Add or Save is enabled, per form. */
export const MARKETING_REQUIRED_FIELDS: Record<MarketingForm, readonly ('date' | 'description')[]> = {
  advertisement: ['date', 'description'],
  emailCampaign: ['date', 'description'],
  socialCampaign: ['date', 'description'],
  featuredPlacement: ['date', 'description'],
  promotion: ['date', 'description'],
};

/** Add and Save stay disabled until the type's required fields hold something other than blanks. */
export function canSaveMarketingItem(
  typeId: number | null | undefined,
  values: { date?: string | null; description?: string | null },
): boolean {
  if (typeId == null || !(MARKETING_ITEM_TYPE_IDS as readonly number[]).includes(typeId)) return false;
  return MARKETING_REQUIRED_FIELDS[marketingFormOf(typeId)].every((f) => (values[f] ?? '').trim() !== '');
}

/**
 * A rate of an e-mail campaign: views (view rate) or clicks (interaction rate) over e-mails sent,
 * as a percentage with 2 decimals; blank when it is not a finite number (nothing sent, no count).
 */
export function marketingRate(
  count: number | null | undefined,
  emailsSent: number | null | undefined,
): string {
  if (count == null || emailsSent == null) return '';
  const rate = (count / emailsSent) * 100;
  return Number.isFinite(rate) ? `${rate.toFixed(2)}%` : '';
}

/** A url with '.pdf' over http(s) reads 'VIEW'; any other url 'LINK'. */
export function marketingLinkLabel(url: string): 'VIEW' | 'LINK' {
  return /^https?:\/\//i.test(url) && /\.pdf/i.test(url) ? 'VIEW' : 'LINK';
}

export type MarketingLinkLabel = 'VIEW' | 'LINK' | 'TEAR SHEET';
export type MarketingLink = { label: MarketingLinkLabel; href: string; isFile: boolean };

/** Where an uploaded file of a marketing item is read (the files feature's download). */
export const marketingFileHref = (fileId: string) => `/api/files/${fileId}`;

/**
 * The links an item shows: its url ('VIEW' for a PDF over http(s), else 'LINK'), then its file:
 * an advertisement's file is its tear sheet ('TEAR SHEET'); another type's file reads 'VIEW'.
 * A file is read with the session (`isFile`), unless `publicFileHref` gives an address that opens
 * it without one (the seller's report, through its signed link).
 */
export function marketingLinks(
  item: { marketingTypeId: number; url: string | null; file: { id: string } | null },
  publicFileHref?: (fileId: string) => string,
): MarketingLink[] {
  const links: MarketingLink[] = [];
  if (item.url) links.push({ label: marketingLinkLabel(item.url), href: item.url, isFile: false });
  if (item.file)
    links.push({
      label: item.marketingTypeId === MARKETING_TYPE.advertisement ? 'TEAR SHEET' : 'VIEW',
      href: publicFileHref ? publicFileHref(item.file.id) : marketingFileHref(item.file.id),
      isFile: !publicFileHref,
    });
  return links;
}

/** The paid types: what the filter 'Paid Advertisement' (1) shows, with items typed 1 themselves. */
export const PAID_MARKETING_TYPE_IDS = [
  MARKETING_TYPE.advertisement,
  MARKETING_TYPE.emailCampaign,
  MARKETING_TYPE.socialCampaign,
  MARKETING_TYPE.featuredPlacement,
  MARKETING_TYPE.additionalPromotion,
] as const;

export function isPaidMarketingType(typeId: number): boolean {
  return (
    typeId === MARKETING_TYPE.paidAdvertisement ||
    (PAID_MARKETING_TYPE_IDS as readonly number[]).includes(typeId)
  );
}

/** The type filter: All (0) keeps everything, Paid Advertisement (1) every paid type, else the type itself. */
export function matchesMarketingTypeFilter(filterTypeId: number, itemTypeId: number): boolean {
  if (filterTypeId === MARKETING_TYPE.all) return true;
  if (filterTypeId === MARKETING_TYPE.paidAdvertisement) return isPaidMarketingType(itemTypeId);
  return itemTypeId === filterTypeId;
}

/** The money fields of an item (two decimals, at most 10 characters as typed, never negative). */
export const MARKETING_COST_FIELDS = ['actualCost', 'agentCost', 'officeCost'] as const;
export type MarketingCostField = (typeof MARKETING_COST_FIELDS)[number];

/** Sums of money with two decimals, kept exact (in cents) while adding. */
export function sumMoney(values: readonly (number | null | undefined)[]): number {
  return values.reduce<number>((cents, v) => cents + Math.round((v ?? 0) * 100), 0) / 100;
}

/**
 * Items dated before today are past (newest first); today and later are upcoming (soonest
 * first). An item's date is its issue date, or its from date for a social campaign.
 */
export function splitMarketing<T extends { id: number; date: string }>(
  items: readonly T[],
  today: string,
): { pastMarketings: T[]; upcomingMarketings: T[] } {
  const byDate = (a: T, b: T) => a.date.localeCompare(b.date) || a.id - b.id;
  return {
    pastMarketings: items.filter((i) => i.date < today).sort((a, b) => byDate(b, a)),
    upcomingMarketings: items.filter((i) => i.date >= today).sort(byDate),
  };
}

/** A views-on-web site name is unique among the listing's sites, ignoring case and the site itself. */
export function isSiteNameTaken(
  sites: readonly { id: number; siteName: string }[],
  siteName: string,
  selfId: number | null,
): boolean {
  const wanted = siteName.trim().toLowerCase();
  return sites.some((s) => s.id !== selfId && s.siteName.trim().toLowerCase() === wanted);
}

/** A marketing item as its listing's summary reads it. */
export type SummarisedItem = {
  id: number;
  marketingTypeId: number;
  date: string;
  description: string;
  actualCost: number | null;
  agentCost: number | null;
  officeCost: number | null;
  views: number | null;
  clicks: number | null;
};

/**
 * A listing's marketing at a glance: how many items of each type (in the filter's order, only
 * the types it has), the latest item before today and the next one from today, and the totals
 * of the costs (to the cent), views and clicks.
 */
export function summarizeMarketing(items: readonly SummarisedItem[], today: string) {
  const { pastMarketings, upcomingMarketings } = splitMarketing(items, today);
  const brief = (i: SummarisedItem | undefined) =>
    i
      ? {
          id: i.id,
          marketingTypeId: i.marketingTypeId,
          marketingTypeName: marketingTypeName(i.marketingTypeId),
          date: i.date,
          description: i.description,
        }
      : null;
  const count = (typeId: number) => items.filter((i) => i.marketingTypeId === typeId).length;
  return {
    itemCount: items.length,
    countsByType: MARKETING_ITEM_TYPE_IDS.map((id) => ({
      marketingTypeId: id,
      name: marketingTypeName(id),
      count: count(id),
    })).filter((c) => c.count > 0),
    latest: brief(pastMarketings[0]),
    next: brief(upcomingMarketings[0]),
    actualCost: sumMoney(items.map((i) => i.actualCost)),
    agentCost: sumMoney(items.map((i) => i.agentCost)),
    officeCost: sumMoney(items.map((i) => i.officeCost)),
    views: items.reduce((n, i) => n + (i.views ?? 0), 0),
    clicks: items.reduce((n, i) => n + (i.clicks ?? 0), 0),
  };
}
