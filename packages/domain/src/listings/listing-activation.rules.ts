import { LISTING_STATUS, type ListingStatusId } from '../constants';
import { DETAILS_REQUIRED_LABELS, missingRequiredMessage, ownersIssue } from './listing-details.schema';
import { listingDatesIssues } from './listing-dates.schema';
import { rentalTermsIssue } from './listing-prices.schema';
import { statusChangeIssue } from './listing-status.rules';

/** What a status change needs to know about the stored listing. */
export type ListingStatusFacts = {
  listingType: string;
  listingStatusId: number;
  title: string | null;
  address1: string | null;
  city: string | null;
  regionId: number | null;
  zip: string | null;
  dealTypeId: number | null;
  priorBrokerSale: boolean;
  initialPrice: number | null;
  currentPrice: number | null;
  listingDate: string | null;
  expirationDate: string | null;
  contractDate: string | null;
  closedDate: string | null;
  canceledDate: string | null;
  projectedListDate: string | null;
  ownerCount: number;
  rentalTermCount: number;
};

/**
 * Why a listing cannot move to `target`, or null. First the date rules of the status itself (the
 * 'cannot be set to' messages of spec/000 section 8), then, for every status but draft and
 * deleted, what the forms require: details, owners (unless sold), dates, prices, a rental term.
 */
export function statusTargetIssue(l: ListingStatusFacts, target: ListingStatusId): string | null {
  const dateIssue = statusChangeIssue(target, l);
  if (dateIssue) return dateIssue;
  if (target === LISTING_STATUS.draft || target === LISTING_STATUS.deleted) return null;
  const details = missingRequiredMessage(l, DETAILS_REQUIRED_LABELS);
  if (details) return details.message;
  const owners = ownersIssue(Array(l.ownerCount).fill(0), target);
  if (owners) return owners;
  const dates = listingDatesIssues(l, {
    listingStatusId: target,
    dealTypeId: l.dealTypeId,
    priorBrokerSale: l.priorBrokerSale,
  });
  if (dates.length) return dates[0].message;
  const prices = missingRequiredMessage(l, { initialPrice: 'Initial Price', currentPrice: 'Current Price' });
  if (prices) return prices.message;
  return rentalTermsIssue(Array(l.rentalTermCount).fill(0), l.listingType);
}
