import { describe, expect, it } from 'vitest';
import { LISTING_STATUS as S } from '../constants';
import { MSG } from '../messages';
import { statusTargetIssue, type ListingStatusFacts } from './listing-activation.rules';

const complete: ListingStatusFacts = {
  listingType: 'Sale',
  listingStatusId: S.draft,
  title: 'Harbor House',
  address1: '1 Harbor Lane',
  city: 'Rye',
  regionId: 33,
  zip: '10580',
  dealTypeId: 1,
  priorBrokerSale: false,
  initialPrice: 1_000_000,
  currentPrice: 950_000,
  listingDate: '2026-01-01',
  expirationDate: '2026-07-01',
  contractDate: null,
  closedDate: null,
  canceledDate: null,
  projectedListDate: null,
  ownerCount: 1,
  rentalTermCount: 0,
};

describe('what a status change needs', () => {
  it.each([
    [{}, S.active, null],
    [{ title: null, zip: '' }, S.active, 'Title, Zip are required'],
    [{ ownerCount: 0 }, S.active, MSG.ownerInfoRequired],
    [{ ownerCount: 0 }, S.sold, MSG.soldNeedsClosedDate],
    [{ ownerCount: 0, contractDate: '2026-02-01', closedDate: '2026-03-01' }, S.sold, null],
    [{ listingDate: null }, S.active, MSG.listingDateRequired],
    [{ listingDate: null, dealTypeId: 3, priorBrokerSale: true, expirationDate: null }, S.active, null],
    [{ initialPrice: null }, S.active, 'Initial Price is required'],
    [{ listingType: 'Rental' }, S.active, MSG.rentalTermRequired],
    [{ listingType: 'Rental', rentalTermCount: 1 }, S.active, null],
    [{}, S.pending, MSG.pendingNeedsContractDate],
    [{ contractDate: '2026-02-01' }, S.pending, null],
    [{}, S.comingSoon, MSG.comingSoonNeedsProjectedDate],
    [{ title: null, ownerCount: 0 }, S.draft, null],
    [{ title: null, ownerCount: 0 }, S.deleted, null],
  ] as const)('%j to %i', (over, target, expected) => {
    expect(statusTargetIssue({ ...complete, ...over }, target)).toBe(expected);
  });
});
