import { describe, expect, it } from 'vitest';
import { testActor } from '../test-actor';
import {
  availableSpots,
  canTake,
  isSpotInScope,
  lowestNumberOfSpots,
  reservationAgentCost,
  splitAgentCost,
  spotBookingAction,
} from './spots.rules';
import {
  SpotCostSaveSchema,
  SpotListingSearchSchema,
  SpotReserveSchema,
  SpotSaveSchema,
} from './spots.schema';

describe('availableSpots', () => {
  it.each([
    [10, 0, 0, 10],
    [10, 3, 2, 5],
    [10, 10, 0, 0],
    [10, 6, 4, 0],
    [10, 8, 5, 0], // lowered under what is taken: never below zero
    [5, -2, 0, 5], // a negative count never raises the number over the spots
    [0, 0, 0, 0],
    [-3, 0, 0, 0],
    [1, 0, 1, 0],
  ])('%i spots, %i reserved, %i booked: %i left', (numberOfSpots, reserved, assigned, left) => {
    const n = availableSpots({ numberOfSpots, reserved, assigned });
    expect(n).toBe(left);
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(Math.max(0, numberOfSpots));
  });
});

describe('canTake and the lowest number of spots', () => {
  it.each([
    [{ numberOfSpots: 5, reserved: 2, assigned: 2 }, 1, true],
    [{ numberOfSpots: 5, reserved: 2, assigned: 2 }, 2, false],
    [{ numberOfSpots: 5, reserved: 0, assigned: 0 }, 5, true],
    [{ numberOfSpots: 5, reserved: 0, assigned: 0 }, 0, false],
    [{ numberOfSpots: 1, reserved: 0, assigned: 1 }, 1, false],
  ])('%j take %i: %s', (spot, wanted, ok) => expect(canTake(spot, wanted)).toBe(ok));

  it.each([
    [{ reserved: 3, assigned: 2 }, 5],
    [{ reserved: 0, assigned: 0 }, 0],
    [{ reserved: -1, assigned: 2 }, 2],
  ])('%j: at least %i', (taken, lowest) => expect(lowestNumberOfSpots(taken)).toBe(lowest));
});

describe('splitAgentCost: even shares of 2 decimals that add up to the cost', () => {
  it.each([
    [300, 3, [100, 100, 100]],
    [100, 3, [33.34, 33.33, 33.33]],
    [200, 3, [66.67, 66.67, 66.66]],
    [0.05, 2, [0.03, 0.02]],
    [0.01, 3, [0.01, 0, 0]],
    [99.99, 1, [99.99]],
    [10, 4, [2.5, 2.5, 2.5, 2.5]],
    [0, 2, [0, 0]],
    [50, 0, []],
  ])('%d among %i: %j', (total, agents, shares) => {
    const got = splitAgentCost(total, agents);
    expect(got).toEqual(shares);
    if (agents > 0) expect(Math.round(got.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
    for (const s of got) expect(Number(s.toFixed(2))).toBe(s);
  });

  it.each([
    [250, 2, 500],
    [33.33, 3, 99.99],
    [null, 4, 0],
    [0.1, 3, 0.3],
  ])('agent cost %s for %i spots is %d', (cost, spots, total) =>
    expect(reservationAgentCost(cost, spots)).toBe(total),
  );
});

describe('who books and who requests', () => {
  it.each([
    [['agent', 'agentSpotBooking'], 'book'],
    [['agent'], 'request'],
    [['agent', 'listingEdit'], 'request'],
    [['staff'], 'book'],
    [['marketingCoordinator'], 'book'],
    [['corporateMarketingEmployee'], 'book'],
    [['systemAdmin'], 'book'],
    [['guest'], null],
    [['branchManager'], null],
  ] as const)('%j: %s', (roles, action) =>
    expect(spotBookingAction(testActor({ roles: [...roles] }))).toBe(action),
  );

  it.each([
    [['agent'], [1], [], true],
    [['agent'], [1], [1, 2], true],
    [['agent'], [1], [2], false],
    [['agent'], [], [2], false],
    [['systemAdmin'], [], [2], true],
  ] as const)('%j in offices %j sees a spot for %j: %s', (roles, officeIds, spotOffices, seen) =>
    expect(isSpotInScope(testActor({ roles: [...roles], officeIds: [...officeIds] }), spotOffices)).toBe(
      seen,
    ),
  );
});

describe('schemas', () => {
  const spot = { advertisementId: 1, name: 'Back cover', numberOfSpots: 4 };
  it.each([
    [{}, true],
    [{ numberOfSpots: 0 }, false],
    [{ numberOfSpots: 1.5 }, false],
    [{ numberOfSpots: 2147483648 }, false],
    [{ name: '  ' }, false],
    [{ agentCost: 12.345 }, false],
    [{ agentCost: 12.34 }, true],
    [{ costPerSpot: -1 }, false],
    [{ numberOfWaitListSpots: -1 }, false],
    [{ officeIds: [0] }, false],
    [{ rating: 5 }, false],
  ])('spot %j valid: %s', (over, ok) =>
    expect(SpotSaveSchema.safeParse({ ...spot, ...over }).success).toBe(ok),
  );

  it.each([
    [{ entityTypeId: 3, entityIds: [1] }, true],
    [{ entityTypeId: 4, entityIds: [1, 2] }, true],
    [{ entityTypeId: 5, entityIds: [1] }, false],
    [{ entityTypeId: 4, entityIds: [] }, false],
    [{ entityTypeId: 4, entityIds: [1], numberOfSpotsReserved: 0 }, false],
  ])('reservation %j valid: %s', (over, ok) =>
    expect(SpotReserveSchema.safeParse({ spotId: 1, numberOfSpotsReserved: 1, ...over }).success).toBe(ok),
  );

  it('the agent costs need a cost of at most 2 decimals for every agent', () => {
    expect(SpotCostSaveSchema.safeParse({ costs: [{ agentId: 1, cost: 10.5 }] }).success).toBe(true);
    expect(SpotCostSaveSchema.safeParse({ costs: [{ agentId: 1, cost: 10.555 }] }).success).toBe(false);
    expect(SpotCostSaveSchema.safeParse({ costs: [{ agentId: 1, cost: null }] }).success).toBe(false);
    expect(SpotCostSaveSchema.safeParse({ costs: [] }).success).toBe(false);
  });

  it('the listing search starts on active and pending sales, 100 a page, by address ascending', () => {
    expect(SpotListingSearchSchema.parse({})).toEqual({
      status: [1, 3],
      businessPurposeTypeId: 1,
      isLastAdvertisedRequired: true,
      currentPage: 1,
      itemsPerPage: 100,
      sortColumn: 'address1',
      sortDirection: 'asc',
    });
    expect(SpotListingSearchSchema.safeParse({ itemsPerPage: 101 }).success).toBe(false);
  });
});
