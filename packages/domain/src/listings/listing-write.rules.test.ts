import { describe, expect, it } from 'vitest';
import { LISTING_STATUS } from '../constants';
import { testActor } from '../test-actor';
import { canMoveListingToOffice } from './listing.permissions';
import { statusDerivedFields, withoutRestrictedFields, type StatusFacts } from './listing-write.rules';

const S = LISTING_STATUS;
const facts = (o: Partial<StatusFacts>): StatusFacts => ({
  listingStatusId: S.active,
  showPendingAsActive: false,
  currentPrice: 1_000_000,
  lastAskingPrice: null,
  ...o,
});

describe('statusDerivedFields', () => {
  it.each([
    [
      'active → sold without last asking price',
      facts({}),
      facts({ listingStatusId: S.sold }),
      { lastAskingPrice: 1_000_000 },
    ],
    [
      'active → sold with a last asking price',
      facts({}),
      facts({ listingStatusId: S.sold, lastAskingPrice: 900_000 }),
      {},
    ],
    [
      'sold stays sold, price cleared',
      facts({ listingStatusId: S.sold }),
      facts({ listingStatusId: S.sold }),
      {},
    ],
    [
      'pending keeps show-as-active',
      facts({ listingStatusId: S.pending }),
      facts({ listingStatusId: S.pending, showPendingAsActive: true }),
      {},
    ],
    [
      'pending → active clears show-as-active',
      facts({ listingStatusId: S.pending, showPendingAsActive: true }),
      facts({ showPendingAsActive: true }),
      { showPendingAsActive: false },
    ],
    [
      'draft never shows as active',
      facts({ listingStatusId: S.draft }),
      facts({ listingStatusId: S.draft, showPendingAsActive: true }),
      { showPendingAsActive: false },
    ],
    ['nothing to derive', facts({}), facts({}), {}],
  ])('%s', (_name, before, after, expected) => {
    expect(statusDerivedFields(before, after)).toEqual(expected);
  });
});

describe('withoutRestrictedFields', () => {
  const changes = { title: 'T', neighborhood: 'N', aineighborhood: 'A', rfgId: 'R', listingType: 'Rental' };
  it.each([
    ['agent', ['agent', 'listingEdit'], { title: 'T' }],
    ['branch manager', ['branchManager', 'listingEdit'], { title: 'T' }],
    ['staff', ['staff', 'listingEdit'], changes],
    ['power user', ['agent', 'powerUser'], changes],
    ['system administrator', ['systemAdmin'], changes],
  ] as const)('%s', (_name, roles, expected) => {
    expect(withoutRestrictedFields(testActor({ roles: [...roles] }), changes)).toEqual(expected);
  });
});

describe('canMoveListingToOffice', () => {
  it.each([
    ['system administrator, any office', { roles: ['systemAdmin'], officeIds: [] }, 9, true],
    ['staff with Listing Edit, own office', { roles: ['staff', 'listingEdit'], officeIds: [1, 2] }, 2, true],
    [
      'staff with Listing Edit, other office',
      { roles: ['staff', 'listingEdit'], officeIds: [1, 2] },
      3,
      false,
    ],
    ['staff without Listing Edit', { roles: ['staff'], officeIds: [1, 2] }, 2, false],
    ['agent, own office', { roles: ['agent', 'listingEdit'], officeIds: [1], agentIds: [5] }, 1, false],
    ['agent, other office', { roles: ['agent', 'listingEdit'], officeIds: [1], agentIds: [5] }, 4, false],
    ['branch manager, own office', { roles: ['branchManager', 'listingEdit'], officeIds: [7] }, 7, true],
  ] as const)('%s', (_name, actor, officeId, expected) => {
    expect(
      canMoveListingToOffice(
        testActor({ ...actor, roles: [...actor.roles], officeIds: [...actor.officeIds] } as never),
        officeId,
      ),
    ).toBe(expected);
  });
});
