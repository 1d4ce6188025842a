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

/** Null when the domain may be checked, else the message ('Not a valid domain' or the policy). */
export function domainProblem(input: string, brand: string): 'invalid' | 'brand' | null {
  const domain = normalizeDomain(input);
  if (!DOMAIN_PATTERN.test(domain) || domain.length > 253) return 'invalid';
  if (brand.trim() && domain.includes(brand.trim().toLowerCase())) return 'brand';
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

/** An empty headline defaults to the address (when the address is shown) or to 'city,state'. */
export function showcaseHeadline(
  headline: string | null | undefined,
  listing: { address1: string | null; city: string | null; state: string | null; showAddress: boolean },
): string {
  if (headline?.trim()) return headline.trim();
  if (listing.showAddress && listing.address1?.trim()) return listing.address1.trim();
  // the spec's 'city,state', written as people read it: 'Austin, TX'
  return [listing.city, listing.state]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(', ');
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
