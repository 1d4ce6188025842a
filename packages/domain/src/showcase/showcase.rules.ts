import { LISTING_STATUS } from '../constants';

/**
 * Showcase websites and their domains: the statuses, the options of the site's form and the rules
 * the form and the server both hold (spec/001 sections 4, 5 and 9).
 */

/** Domain statuses (their names are not shown in the documents: chosen). */
export const DOMAIN_STATUS = { pending: 0, active: 1, expired: 2, inactive: 3 } as const;
export type DomainStatusId = (typeof DOMAIN_STATUS)[keyof typeof DOMAIN_STATUS];
export const DOMAIN_STATUS_LABEL: Record<DomainStatusId, string> = {
  0: 'PENDING',
  1: 'ACTIVE',
  2: 'EXPIRED',
  3: 'INACTIVE',
};

/** Domain site type of a listing's showcase site. */
export const DOMAIN_SITE_TYPE_LISTING = 0;
/** The marketing entry added after a purchase. */
export const SHOWCASE_MARKETING_TYPE = { id: 16, name: 'Showcase Website' } as const;

/** The renewal windows after expiration (+19 and +30 days): renewal until +19, redemption until +30. */
export const DOMAIN_RENEW_DAYS = 19;
export const DOMAIN_REDEEM_DAYS = 30;

export const HEADER_OPTIONS = { address: 1, other: 2, customHeader: 3 } as const;
export const HEADER_OPTION_LABEL: Record<number, string> = { 1: 'Address', 2: 'Other', 3: 'Custom Header' };
export const DISPLAY_OPTIONS = { featuresAndAmenities: 1, customTabs: 2, noDetails: 3 } as const;
export const DISPLAY_OPTION_LABEL: Record<number, string> = {
  1: 'Show Features & Amenities',
  2: 'Show Custom Tabs',
  3: 'Do Not Show Details',
};
/** Showcase title options (their ids are not shown: chosen in this order). */
export const TITLE_OPTIONS = { address: 1, title: 2, customText: 3, none: 4 } as const;
export const TITLE_OPTION_LABEL: Record<number, string> = {
  1: 'Address',
  2: 'Title',
  3: 'Custom Text',
  4: 'None',
};

export const SHOWCASE_LIMITS = {
  customHeaderMax: 50,
  customTabsMax: 4,
  headlineMax: 200,
  tabTitleMax: 100,
  tabBodyMax: 20_000,
  trackingIdMax: 50,
} as const;

/** Hosts accepted for a showcase domain (spec/001 section 5). */
const DOMAIN_PATTERN =
  /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(com|net|org|me|us|biz|online)$/;

/** A domain as typed, lower-cased, without a scheme, "www." or a trailing slash. */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** Letters and digits only, lower-cased: 'Meri-dian.com' and "Meridian's" both read 'meridian…'. */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Null when the domain may be checked, else the message: 'invalid' ('Not a valid domain') or
 * 'brand' (the company-word policy: the brand's letters anywhere in the domain, hyphens and dots
 * between them or not).
 */
export function domainProblem(input: string, brand: string): 'invalid' | 'brand' | null {
  const domain = normalizeDomain(input);
  if (!DOMAIN_PATTERN.test(domain) || domain.length > 253) return 'invalid';
  const word = lettersOf(brand);
  if (word && lettersOf(domain).includes(word)) return 'brand';
  return null;
}

export type DomainWindowFacts = {
  status: number;
  expirationDate: string | null;
  renewDeadline: string | null;
  redeemDeadline: string | null;
  isRenewable: boolean;
  isRedeemable: boolean;
  alreadyOwned?: boolean;
};

const label = (status: number) => DOMAIN_STATUS_LABEL[status as DomainStatusId] ?? DOMAIN_STATUS_LABEL[3];

/**
 * The STATUS shown: pending and active as they are (an active domain past its expiration counts
 * as expired); between expiration and the renewal deadline '{status} - RENEWABLE' when renewal is
 * allowed; between the renewal deadline and the redeem deadline '{status} - REDEEMABLE' when
 * redemption is allowed; otherwise the fourth status (INACTIVE).
 */
export function domainStatusDisplay(d: DomainWindowFacts, now: Date): string {
  const t = now.getTime();
  const at = (iso: string | null) => (iso ? new Date(iso).getTime() : null);
  const exp = at(d.expirationDate);
  const renew = at(d.renewDeadline);
  const redeem = at(d.redeemDeadline);
  const expired = exp != null && t >= exp;
  const status = d.status === DOMAIN_STATUS.active && expired ? DOMAIN_STATUS.expired : d.status;
  if (status === DOMAIN_STATUS.pending || status === DOMAIN_STATUS.active) return label(status);
  if (exp != null && renew != null && t >= exp && t < renew && d.isRenewable)
    return `${label(status)} - RENEWABLE`;
  if (renew != null && redeem != null && t >= renew && t < redeem && d.isRedeemable)
    return `${label(status)} - REDEEMABLE`;
  return label(DOMAIN_STATUS.inactive);
}

/** Renew is offered when the status is not pending, the renewal deadline has not passed, the site is not already owned and renewal is allowed. */
export function canRenewDomain(d: DomainWindowFacts, now: Date): boolean {
  if (d.status === DOMAIN_STATUS.pending || d.alreadyOwned || !d.isRenewable || !d.renewDeadline)
    return false;
  return now.getTime() < new Date(d.renewDeadline).getTime();
}

/** Redeem is offered in the redeem window (from the renewal deadline to the redeem deadline). */
export function canRedeemDomain(d: DomainWindowFacts, now: Date): boolean {
  if (!d.isRedeemable || !d.renewDeadline || !d.redeemDeadline) return false;
  const t = now.getTime();
  return t >= new Date(d.renewDeadline).getTime() && t < new Date(d.redeemDeadline).getTime();
}

/** The expiry warning goes to the listing's agents this many days before the expiration. */
export const DOMAIN_EXPIRY_WARNING_DAYS = 30;

export type DomainSweepFacts = {
  status: number;
  expirationDate: string | null;
  redeemDeadline: string | null;
  /** The expiration date the agents were last warned about (a renewal moves the expiration, re-arming it). */
  expiryWarnedFor: string | null;
};

/**
 * What the daily sweep does to a domain now: 'warn' the agents once in the 30 days before the
 * expiration; past the expiration an active domain becomes 'expire' (EXPIRED, still renewable and
 * redeemable in its windows); past the redeem deadline an active or expired domain becomes
 * 'deactivate' (INACTIVE, the site unpublished). Pending and inactive domains are left alone.
 */
export function domainSweepAction(d: DomainSweepFacts, now: Date): 'warn' | 'expire' | 'deactivate' | null {
  if (d.status !== DOMAIN_STATUS.active && d.status !== DOMAIN_STATUS.expired) return null;
  if (!d.expirationDate) return null;
  const t = now.getTime();
  const exp = new Date(d.expirationDate).getTime();
  const redeem = d.redeemDeadline ? new Date(d.redeemDeadline).getTime() : null;
  if (redeem != null && t >= redeem) return 'deactivate';
  if (t >= exp) return d.status === DOMAIN_STATUS.active ? 'expire' : null;
  const warnFrom = exp - DOMAIN_EXPIRY_WARNING_DAYS * 86_400_000;
  const warned = d.expiryWarnedFor != null && new Date(d.expiryWarnedFor).getTime() === exp;
  return t >= warnFrom && !warned && d.status === DOMAIN_STATUS.active ? 'warn' : null;
}

/**
 * The showcase site of a lapsed domain (inactive, or past its expiration and not renewed) is not
 * shown: the public page answers the 'no longer available' page instead.
 */
export function isDomainLapsed(d: { status: number; expirationDate: string | null }, now: Date): boolean {
  if (d.status === DOMAIN_STATUS.inactive) return true;
  if (d.status === DOMAIN_STATUS.pending || !d.expirationDate) return false;
  return now.getTime() >= new Date(d.expirationDate).getTime();
}

/** The windows of a domain that expires at `expiration`. */
export function domainWindows(expiration: Date) {
  const plus = (days: number) => new Date(expiration.getTime() + days * 86_400_000).toISOString();
  return {
    expirationDate: expiration.toISOString(),
    renewDeadline: plus(DOMAIN_RENEW_DAYS),
    redeemDeadline: plus(DOMAIN_REDEEM_DAYS),
  };
}

/** One year after `from` (the purchase, or the current expiration for a renewal). */
export function oneYearAfter(from: Date): Date {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

/** displayOptions: kept when already set, else 2 when custom tabs exist, otherwise 3. */
export function showcaseDisplayOptions(current: number | null | undefined, customTabCount: number): number {
  if (current) return current;
  return customTabCount > 0 ? DISPLAY_OPTIONS.customTabs : DISPLAY_OPTIONS.noDetails;
}

type ShowcaseListingText = {
  address1: string | null;
  city: string | null;
  state: string | null;
  showAddress: boolean;
};

/** 'City, ST' (the spec's 'city,state', written as people read it). */
const cityState = (l: Pick<ShowcaseListingText, 'city' | 'state'>) =>
  [l.city, l.state]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(', ');

/** The address a public page may show: the street address while Show Address is on, else 'City, ST'. */
const shownPlace = (l: ShowcaseListingText) => (l.showAddress && l.address1?.trim()) || cityState(l);

/** An empty headline defaults to the address (when the address is shown) or to 'city,state'. */
export function showcaseHeadline(headline: string | null | undefined, listing: ShowcaseListingText): string {
  return headline?.trim() || shownPlace(listing);
}

/**
 * The text of the site's header bar, by the header option (chosen meaning, docs/decisions/0028):
 * 1 the address (the street address while it is shown, else 'City, ST'), 2 other: the
 * brokerage's name, 3 the custom header (the brokerage's name while it is empty).
 */
export function showcaseHeaderText(
  site: { headerOptions: number; customHeader: string | null },
  listing: ShowcaseListingText,
  brand: string,
): string {
  if (site.headerOptions === HEADER_OPTIONS.address) return shownPlace(listing) || brand;
  if (site.headerOptions === HEADER_OPTIONS.customHeader && site.customHeader?.trim())
    return site.customHeader.trim();
  return brand;
}

/**
 * The site's title (the browser tab, search results and link previews), by the showcase title
 * option: 1 the address (as the header shows it), 2 the listing's title, 3 the custom text, 4 none
 * (the brokerage's name alone). A title or custom text left empty falls back to the address.
 */
export function showcaseTitleText(
  site: { titleOption: number; customTitle: string | null },
  listing: ShowcaseListingText & { title: string | null },
  brand: string,
): string {
  const own =
    site.titleOption === TITLE_OPTIONS.title
      ? listing.title?.trim()
      : site.titleOption === TITLE_OPTIONS.customText
        ? site.customTitle?.trim()
        : null;
  if (site.titleOption === TITLE_OPTIONS.none) return brand;
  const text = own || shownPlace(listing);
  return text ? `${text} | ${brand}` : brand;
}

/**
 * Unchecking Show Address while the site is published: the site is updated with status 2 and a
 * headline option 1 (address) becomes 2 (other). Null when nothing changes.
 */
export function showcaseAfterAddressHidden(site: { publish: boolean; headerOptions: number }) {
  if (!site.publish) return null;
  return {
    status: 2,
    headerOptions: site.headerOptions === HEADER_OPTIONS.address ? HEADER_OPTIONS.other : site.headerOptions,
  };
}

/**
 * The listing's Show Address going from `from` to `to`: only unchecking it touches the showcase
 * site (see showcaseAfterAddressHidden). Null when the site keeps its values.
 */
export function showcaseAfterShowAddressChange(
  from: boolean,
  to: boolean,
  site: { publish: boolean; headerOptions: number; status: number },
) {
  const next = from && !to ? showcaseAfterAddressHidden(site) : null;
  if (!next || (next.status === site.status && next.headerOptions === site.headerOptions)) return null;
  return next;
}

/** Listing statuses whose listings may have a showcase site. */
export const SHOWCASE_ELIGIBLE_STATUSES: readonly number[] = [
  LISTING_STATUS.active,
  LISTING_STATUS.pending,
  LISTING_STATUS.comingSoon,
  LISTING_STATUS.private,
  LISTING_STATUS.draft,
];

/**
 * Eligibility (not stated in the documents: chosen, see docs/decisions/0027): a sale listing that
 * is on or coming to the market (active, pending, coming soon, private, or a draft being prepared)
 * with a street address and a city.
 */
export function isShowcaseEligible(l: {
  listingType: string;
  listingStatusId: number;
  address1: string | null;
  city: string | null;
}): boolean {
  return (
    l.listingType === 'Sale' &&
    SHOWCASE_ELIGIBLE_STATUSES.includes(l.listingStatusId) &&
    !!l.address1?.trim() &&
    !!l.city?.trim()
  );
}

/** Custom tabs in the order given, numbered from 1; at most 4. */
export function renumberCustomTabs<T extends { title: string; body: string }>(tabs: readonly T[]) {
  return tabs.map((t, i) => ({ ...t, orderNo: i + 1 }));
}
