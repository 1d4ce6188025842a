import { LISTING_STATUS, type ListingType } from '../constants';
import type {
  ListingCompletenessFacts,
  ListingFlagKey,
  ListingSectionKey,
  ListingValidation,
} from '../listings/listing-validation.rules';

/**
 * Syndication: which data consumers (portals and partner sites) a listing is sent to.
 *
 * Selection: choosing 'All', choosing consumers one by one, and 'Send to {brand} only' exclude
 * each other. 'All' is never stored: it holds when every consumer the listing may be sent to is
 * selected. Choosing the send-only option clears every consumer; choosing a consumer (or All)
 * clears the send-only option.
 *
 * Requirements: each consumer names what it needs of a listing, mostly as completeness flags that
 * must not be raised (the data-completeness rules decide those), plus a few facts of the listing
 * (photo count, listing type, status, price). A consumer whose requirements are not met cannot be
 * selected, so nothing is sent that the consumer would reject.
 */

export type SyndicationSelection = { sendToSirOnly: boolean; selectedIds: readonly number[] };
export type SelectionMode = 'none' | 'all' | 'some' | 'sendOnly';

/** 'All': every selectable consumer is selected (and there is at least one). */
export function isAllSelected(selectedIds: readonly number[], selectableIds: readonly number[]): boolean {
  return selectableIds.length > 0 && selectableIds.every((id) => selectedIds.includes(id));
}

export function selectionMode(sel: SyndicationSelection, selectableIds: readonly number[]): SelectionMode {
  if (sel.sendToSirOnly) return 'sendOnly';
  if (isAllSelected(sel.selectedIds, selectableIds)) return 'all';
  return sel.selectedIds.length ? 'some' : 'none';
}

/**
 * Ticking 'All' selects every selectable consumer and clears send-only; unticking it clears the
 * selectable ones (a selected consumer that no longer meets its requirements stays until unticked).
 */
export function chooseAll(
  sel: SyndicationSelection,
  selectableIds: readonly number[],
  on: boolean,
): SyndicationSelection {
  const kept = sel.selectedIds.filter((id) => !selectableIds.includes(id));
  return on
    ? { sendToSirOnly: false, selectedIds: [...kept, ...selectableIds] }
    : { sendToSirOnly: sel.sendToSirOnly, selectedIds: kept };
}

/** Ticking one consumer adds it and clears send-only; unticking removes it (and so 'All'). */
export function chooseConsumer(sel: SyndicationSelection, id: number, on: boolean): SyndicationSelection {
  const others = sel.selectedIds.filter((s) => s !== id);
  return on ? { sendToSirOnly: false, selectedIds: [...others, id] } : { ...sel, selectedIds: others };
}

/** Ticking send-only clears every consumer; unticking it leaves nothing selected. */
export function chooseSendOnly(sel: SyndicationSelection, on: boolean): SyndicationSelection {
  return on ? { sendToSirOnly: true, selectedIds: [] } : { ...sel, sendToSirOnly: false };
}

/** The send-only option as the screen names it: 'Send to Meridian only'. */
export const sendOnlyLabel = (brand: string) => `Send to ${brand} only`;

/** A save that asks for send-only and selects consumers too: refused, the choices exclude each other. */
export function isSendOnlyCombined(sendToSirOnly: boolean, infos: ReadonlyArray<{ status: boolean }>) {
  return sendToSirOnly && infos.some((i) => i.status);
}

/** What a data consumer may require of a listing. */
export type ConsumerRequirement =
  /** The completeness warning must not be raised. */
  | { kind: 'noFlag'; flag: ListingFlagKey }
  | { kind: 'minPhotos'; count: number }
  | { kind: 'listingType'; listingType: ListingType }
  /** Active, pending or coming soon. */
  | { kind: 'onMarket' }
  | { kind: 'notPrivate' }
  /** The current price of a sale at least this much (rentals are not held to it). */
  | { kind: 'minPrice'; amount: number };

export const REQUIREMENT_KINDS = [
  'noFlag',
  'minPhotos',
  'listingType',
  'onMarket',
  'notPrivate',
  'minPrice',
] as const;

/** What each completeness flag asks for, read as the thing the listing needs. */
export const FLAG_NEED_TEXT: Record<ListingFlagKey, string> = {
  photosTooSmall: 'photos at full resolution',
  expiringSoon: 'an expiration date more than a month away',
  invalidAddress: 'a valid address (street and 5-digit zip)',
  mlsImportSuppressed: 'the MLS import turned on',
  notSelectSale: 'a select sale',
  addressHidden: 'the address shown',
  notPublished: 'the listing published',
  showcasePrivateOrUnpublished: 'a public, published showcase site',
  fewerThan10Images: 'at least 10 photos',
  noVideo: 'a video',
  noVirtualTour: 'a virtual tour',
  missingMlsNumber: 'an MLS number',
  noShowcaseSite: 'a showcase site',
  priceHidden: 'the price shown (not upon request)',
  over100Images: 'at most 100 images',
  adCopyOver4000: 'ad copy within 4000 characters',
  missingBuyerCommission: 'a buyer commission',
  requiredDataMissing: 'complete listing data',
};

const ON_MARKET: readonly number[] = [
  LISTING_STATUS.active,
  LISTING_STATUS.pending,
  LISTING_STATUS.comingSoon,
];

/** One requirement the listing does not meet: what it needs, and the section that fixes it (if any). */
export type UnmetRequirement = { key: string; text: string; section: ListingSectionKey | null };
export type ConsumerCheck = { meetsRequirements: boolean; unmet: UnmetRequirement[] };

const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** The requirement in words, as a list of a consumer's needs reads. */
export function requirementText(r: ConsumerRequirement): string {
  switch (r.kind) {
    case 'noFlag':
      return FLAG_NEED_TEXT[r.flag];
    case 'minPhotos':
      return r.count === 1 ? 'at least 1 photo' : `at least ${r.count} photos`;
    case 'listingType':
      return r.listingType === 'Rental' ? 'a rental listing' : 'a sale listing';
    case 'onMarket':
      return 'an active, pending or coming soon status';
    case 'notPrivate':
      return 'a listing that is not private';
    case 'minPrice':
      return `a price of at least ${usd(r.amount)}`;
  }
}

/**
 * The requirements the listing does not meet, in the consumer's order. `validation` is the
 * completeness check of the same facts (validateListing), computed once for every consumer.
 */
export function checkConsumerRequirements(
  requirements: readonly ConsumerRequirement[],
  facts: ListingCompletenessFacts,
  validation: ListingValidation,
): ConsumerCheck {
  const raised = new Set(validation.warnings.map((w) => w.key));
  const unmet: UnmetRequirement[] = [];
  for (const r of requirements) {
    const text = requirementText(r);
    switch (r.kind) {
      case 'noFlag': {
        const warning = validation.warnings.find((w) => w.key === r.flag);
        if (!raised.has(r.flag)) break;
        const detail =
          r.flag === 'requiredDataMissing'
            ? ` (${validation.missingFields.map((m) => m.label.toLowerCase()).join(', ')})`
            : '';
        unmet.push({ key: r.flag, text: text + detail, section: warning?.section ?? null });
        break;
      }
      case 'minPhotos':
        if (facts.imageCount < r.count)
          unmet.push({ key: 'minPhotos', text: `${text} (has ${facts.imageCount})`, section: 'Photos' });
        break;
      case 'listingType':
        if (facts.listingType !== r.listingType) unmet.push({ key: 'listingType', text, section: null });
        break;
      case 'onMarket':
        if (!ON_MARKET.includes(facts.listingStatusId))
          unmet.push({ key: 'onMarket', text, section: 'ListingDetails' });
        break;
      case 'notPrivate':
        if (facts.listingStatusId === LISTING_STATUS.private)
          unmet.push({ key: 'notPrivate', text, section: 'ListingDetails' });
        break;
      case 'minPrice':
        // a sale's price floor: a rental's price is its rent, which no floor of a sale price fits
        if (facts.listingType !== 'Sale') break;
        if (facts.currentPrice == null || facts.currentPrice < r.amount)
          unmet.push({ key: 'minPrice', text, section: 'Prices' });
        break;
    }
  }
  return { meetsRequirements: unmet.length === 0, unmet };
}

/** The status a consumer's row shows: 'Meets requirements' or 'Missing: …'. */
export function requirementSummary(check: ConsumerCheck): string {
  return check.meetsRequirements
    ? 'Meets requirements'
    : `Missing: ${check.unmet.map((u) => u.text).join(', ')}`;
}
