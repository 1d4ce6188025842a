import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { testActor } from '../test-actor';
import {
  canCreateDevelopment,
  canOpenDevelopment,
  developmentListingType,
  developmentNumberRefusal,
  hasRoomOnSide,
  missingDevelopmentFields,
  renumberAgents,
  unitSummary,
  type DevelopmentNumberField,
} from './developments.rules';
import { DevelopmentDetailsSchema } from './developments.schema';

const complete = {
  title: 'Tower',
  officeId: 1,
  address1: '1 Way',
  city: 'Boston',
  regionId: 22,
  zip: '02110',
  listDate: '2026-01-01',
  expirationDate: '2027-01-01',
  agreementDate: '2025-12-01',
  websiteUrl: 'https://tower.example',
  totalUnits: '10',
  totalDollarValue: '1000000',
  minimumPricePerUnit: '100000',
};

const firstError = (input: Record<string, unknown>) => {
  const r = DevelopmentDetailsSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('development number inputs', () => {
  it.each<[DevelopmentNumberField, string, string | null]>([
    ['totalUnits', '9999', null],
    ['totalUnits', '10000', MSG.developmentDigitsMax('Total units', 4)],
    ['totalUnits', '1.5', MSG.wholeNumber('Total units')],
    ['totalDollarValue', '2147483647', null],
    ['totalDollarValue', '2147483648', MSG.maxValue('Development value', 2147483647)],
    ['totalDollarValue', '123456789012', MSG.developmentDigitsMax('Development value', 11)],
    ['minimumPricePerUnit', '1250000.50', null],
    ['minimumPricePerUnit', '1.234', MSG.notANumber('Minimum offering price per unit')],
    ['maxFinancing', '100', null],
    ['maxFinancing', '80.5', MSG.developmentDigitsMax('Max financing', 3)],
    ['maxFinancing', '-5', MSG.notANumber('Max financing')],
    ['interiorSize', '4500', null],
    ['exteriorSize', '45000', MSG.developmentDigitsMax('Outdoor size', 4)],
    ['lotSize', '1234567.50', null],
    ['lotSize', '12345678.50', MSG.developmentDigitsMax('Lot size', 10)],
    ['yearBuilt', '2026', null],
    ['yearBuilt', '202', MSG.yearFourDigits],
    ['yearBuilt', '20261', MSG.yearFourDigits],
  ])('%s %s', (field, text, expected) => {
    expect(developmentNumberRefusal(field, text)).toBe(expected);
  });
});

describe('development details form', () => {
  it('accepts the complete details and reads numbers from text', () => {
    const r = DevelopmentDetailsSchema.parse(complete);
    expect(r).toMatchObject({
      totalUnits: 10,
      totalDollarValue: 1000000,
      statusId: 1,
      isExclusiveListingAgent: false,
    });
  });

  it('names every missing required field in the form order', () => {
    expect(missingDevelopmentFields({})).toEqual([
      'Title',
      'Office',
      'Address',
      'City',
      'State',
      'Zip',
      'List date',
      'Expiration date',
      'Agreement date',
      'Website URL',
      'Total units',
      'Development value',
      'Minimum offering price per unit',
    ]);
    expect(firstError({ ...complete, title: ' ', websiteUrl: '' })).toBe(
      MSG.required(['Title', 'Website URL']),
    );
  });

  it.each([
    [{ title: 'x'.repeat(50) }, null],
    [{ title: 'x'.repeat(51) }, MSG.maxLength('Title', 50)],
    [{ address1: 'x'.repeat(256) }, MSG.maxLength('Address', 255)],
    [{ city: 'x'.repeat(80) }, null],
    [{ city: 'x'.repeat(81) }, MSG.maxLength('City', 80)],
    [{ zip: '1234' }, MSG.zipFiveDigits],
    [{ zip: '12345' }, null],
    [{ websiteUrl: 'x'.repeat(247) }, null],
    [{ websiteUrl: 'x'.repeat(248) }, MSG.maxLength('Website URL', 247)],
    [{ siraDevelopmentId: 'x'.repeat(256) }, MSG.maxLength('Sira id', 255)],
    [{ ownerLastName: 'x'.repeat(51) }, MSG.maxLength('Owner last name', 50)],
    [{ listDate: '2026-02-30' }, MSG.invalidDate('List date')],
    [{ unknownField: 1 }, expect.any(String)],
  ])('%j', (over, expected) => {
    expect(firstError({ ...complete, ...over })).toEqual(expected);
  });
});

describe('who may open and create a development', () => {
  const d = { officeId: 1, agentIds: [10] };
  it.each([
    ['system admin', testActor({ roles: ['systemAdmin'] }), true],
    ['MC of the office', testActor({ roles: ['marketingCoordinator'], officeIds: [1] }), true],
    ['CME of another office', testActor({ roles: ['corporateMarketingEmployee'], officeIds: [2] }), false],
    ['staff of the office', testActor({ roles: ['staff'], officeIds: [1] }), true],
    [
      'agent of it with development access',
      testActor({ roles: ['agent'], agentIds: [10], isAssociatedWithBuilding: true }),
      true,
    ],
    ['agent of it without development access', testActor({ roles: ['agent'], agentIds: [10] }), false],
    [
      'agent of the office not on it',
      testActor({ roles: ['agent'], officeIds: [1], agentIds: [11], isAssociatedWithBuilding: true }),
      false,
    ],
  ])('%s', (_name, actor, expected) => {
    expect(canOpenDevelopment(actor, d)).toBe(expected);
  });

  it('creation: SA anywhere, staff roles in their offices, agents never', () => {
    expect(canCreateDevelopment(testActor({ roles: ['systemAdmin'] }), 5)).toBe(true);
    expect(canCreateDevelopment(testActor({ roles: ['marketingCoordinator'], officeIds: [1] }), 1)).toBe(
      true,
    );
    expect(canCreateDevelopment(testActor({ roles: ['marketingCoordinator'], officeIds: [1] }), 2)).toBe(
      false,
    );
    expect(
      canCreateDevelopment(
        testActor({ roles: ['agent'], officeIds: [1], isAssociatedWithBuilding: true }),
        1,
      ),
    ).toBe(false);
  });
});

describe('agents, listings and units', () => {
  it.each([
    [0, true],
    [19, true],
    [20, false],
  ])('a side with %i agents has room: %s', (count, expected) => {
    expect(hasRoomOnSide(count)).toBe(expected);
  });

  it('renumbers each side from 1 in the order given', () => {
    const current = [
      { agentId: 1, sideTypeId: 1, displayOrder: 1 },
      { agentId: 2, sideTypeId: 1, displayOrder: 2 },
      { agentId: 3, sideTypeId: 2, displayOrder: 1 },
      { agentId: 4, sideTypeId: 2, displayOrder: 2 },
    ];
    const next = renumberAgents(current, [
      { agentId: 4, displayOrder: 1 },
      { agentId: 2, displayOrder: 2 },
      { agentId: 3, displayOrder: 3 },
      { agentId: 1, displayOrder: 4 },
    ]);
    expect(next.map((a) => [a.agentId, a.sideTypeId, a.displayOrder])).toEqual([
      [4, 2, 1],
      [2, 1, 1],
      [3, 2, 2],
      [1, 1, 2],
    ]);
  });

  it.each([
    [1, 'Sale'],
    [2, 'Rental'],
  ])('business purpose %i is %s', (id, type) => {
    expect(developmentListingType(id)).toBe(type);
  });

  it('sums the units by status, sold at the sold price; null when none', () => {
    expect(unitSummary(7, [{ statusId: 8, currentPrice: 5, soldPrice: null }])).toBeNull();
    expect(
      unitSummary(7, [
        { statusId: 1, currentPrice: 100.1, soldPrice: null },
        { statusId: 7, currentPrice: 200.2, soldPrice: null },
        { statusId: 3, currentPrice: 300, soldPrice: null },
        { statusId: 4, currentPrice: 400, soldPrice: 390 },
        { statusId: 4, currentPrice: 500, soldPrice: null },
        { statusId: 2, currentPrice: 999, soldPrice: null },
      ]),
    ).toEqual({
      buildingId: 7,
      numberOfActiveUnits: 2,
      totalActiveUnits: 300.3,
      numberOfPendingUnits: 1,
      totalPendingUnits: 300,
      numberOfSoldUnits: 2,
      totalSoldUnits: 890,
    });
  });
});
