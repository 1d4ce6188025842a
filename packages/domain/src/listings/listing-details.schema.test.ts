import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LISTING_STATUS as S } from '../constants';
import { MSG } from '../messages';
import {
  canAddOwner,
  canDeleteOwner,
  ListingDetailsFormSchema,
  ListingDetailsSchema,
  listingDetailsFormSchemaFor,
  ListingOwnerSchema,
  ListingOwnersSchema,
  ListingStatusSchema,
  missingRequiredMessage,
  ownersIssue,
  ToggleBodySchema,
} from './listing-details.schema';

const first = <T extends z.ZodType>(schema: T, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};
const valid = {
  listingType: 'Sale',
  title: 'Sunlit Penthouse in Tribeca',
  address1: '12 Harbor Lane',
  city: 'New York',
  regionId: 33,
  zip: '10013',
  dealTypeId: 1,
};
const owner = { firstName: 'Ada', lastName: 'Lovelace', ownerAddressDifferentFromPropertyAddress: false };

describe('required fields (spec/000 section 5.1)', () => {
  it('a complete details form passes', () => {
    expect(first(ListingDetailsSchema, valid)).toBeNull();
  });
  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: '', city: null }, 'Title, City are required'],
    [{ address1: ' ', zip: '' }, 'Address, Zip are required'],
    [{ regionId: null }, 'State is required'],
    [{ dealTypeId: null }, 'Deal Type is required'],
    [
      { title: null, address1: null, city: null, regionId: null, zip: null, dealTypeId: null },
      'Title, Address, City, State, Zip, Deal Type are required',
    ],
  ])('missing %j', (over, message) => {
    expect(first(ListingDetailsSchema, { ...valid, ...over })).toBe(message);
  });
  it('builds the message with is / are', () => {
    expect(missingRequiredMessage({ a: '' }, { a: 'A' })?.message).toBe('A is required');
    expect(missingRequiredMessage({ a: 1, b: '', c: null }, { a: 'A', b: 'B', c: 'C' })?.message).toBe(
      'B, C are required',
    );
    expect(missingRequiredMessage({ a: 1 }, { a: 'A' })).toBeNull();
  });
});

describe('details fields', () => {
  it.each([
    [{ title: 'x'.repeat(50) }, null],
    [{ title: 'x'.repeat(51) }, MSG.maxLength('Title', 50)],
    [{ title: 'Park | View' }, MSG.titlePipe],
    [{ title: 'Park \\ View' }, MSG.titlePipe],
    [{ zip: '1001' }, MSG.zipFiveDigits],
    [{ zip: '10013' }, null],
    [{ address1: 'a'.repeat(255) }, null],
    [{ address1: 'a'.repeat(256) }, MSG.maxLength('Address', 255)],
    [{ address2: 'a'.repeat(256) }, MSG.maxLength('Address 2', 255)],
    [{ city: 'c'.repeat(81) }, MSG.maxLength('City', 80)],
    [{ neighborhood: 'n'.repeat(80) }, null],
    [{ neighborhood: 'n'.repeat(81) }, MSG.maxLength('Neighborhood', 80)],
    [{ tridentDealNumber: 'd'.repeat(256) }, MSG.maxLength('Deal Number', 255)],
    [{ taxMapNumber: 't'.repeat(256) }, MSG.maxLength('Tax Map Number', 255)],
    [{ bedrooms: '2147483647' }, null],
    [{ bedrooms: 2147483648 }, MSG.maxValue('Bedrooms', 2147483647)],
    [{ bedrooms: '12345678901' }, MSG.maxLength('Bedrooms', 10)],
    [{ bedrooms: '2.5' }, MSG.wholeNumber('Bedrooms')],
    [{ interiorSize: '1234567890123' }, MSG.maxValue('Interior Size', 2147483647)],
    [{ interiorSize: '12345678901234' }, MSG.maxLength('Interior Size', 13)],
    [{ lotSize: '12345678.5' }, null],
    [{ lotSize: '12345678.55' }, MSG.maxLength('Lot Size', 10)],
    [{ dealTypeId: 4 }, 'Invalid input'],
  ])('%j', (over, message) => {
    const result = first(ListingDetailsSchema, { ...valid, ...over });
    if (message === 'Invalid input') expect(result).not.toBeNull();
    else expect(result).toBe(message);
  });
});

describe('owners (spec/000 section 5.1)', () => {
  it.each([
    [owner, null],
    [{ ...owner, firstName: '' }, 'First Name is required'],
    [{ ...owner, firstName: '', lastName: ' ' }, 'First Name, Last Name are required'],
    [{ ...owner, ownerAddressDifferentFromPropertyAddress: true }, 'Address, City, State, Zip are required'],
    [
      {
        ...owner,
        ownerAddressDifferentFromPropertyAddress: true,
        address: '1 Elm',
        city: 'Rye',
        regionId: 33,
      },
      'Zip is required',
    ],
    [
      {
        ...owner,
        ownerAddressDifferentFromPropertyAddress: true,
        address: '1 Elm',
        city: 'Rye',
        regionId: 33,
        zip: '1058',
      },
      MSG.zipFiveDigits,
    ],
    [
      {
        ...owner,
        ownerAddressDifferentFromPropertyAddress: true,
        address: '1 Elm',
        city: 'Rye',
        regionId: 33,
        zip: '10580',
      },
      null,
    ],
    [{ ...owner, zip: '105801' }, MSG.maxLength('Owner Zip', 5)],
  ])('owner %j', (o, message) => {
    expect(first(ListingOwnerSchema, o)).toBe(message);
  });
  it('clears the owner address when it is the property address', () => {
    const out = ListingOwnerSchema.parse({ ...owner, address: '1 Elm', city: 'Rye', zip: '10580' });
    expect(out).toMatchObject({ address: null, city: null, zip: null });
  });
  it('holds up to 3 owners and renumbers them', () => {
    expect(ListingOwnersSchema.parse([owner, owner, owner]).map((o) => o.displayOrder)).toEqual([1, 2, 3]);
    expect(first(ListingOwnersSchema, [owner, owner, owner, owner])).toBe(MSG.ownersMax);
  });
  it.each([
    [[], true],
    [[owner], true],
    [[owner, { ...owner, lastName: '' }], false],
    [[owner, owner, owner], false],
  ])('+ Add More enabled for %j: %s', (owners, expected) => {
    expect(canAddOwner(owners)).toBe(expected);
  });
  it('offers delete on every owner except the first', () => {
    expect([0, 1, 2].map(canDeleteOwner)).toEqual([false, true, true]);
  });
  it.each([
    [[], S.active, MSG.ownerInfoRequired],
    [[], S.draft, MSG.ownerInfoRequired],
    [[], S.sold, null],
    [[], S.deleted, null],
    [[owner], S.active, null],
  ])('owners %j for status %i', (owners, status, expected) => {
    expect(ownersIssue(owners, status)).toBe(expected);
  });
  it('the details form requires owners unless sold or deleted', () => {
    expect(first(ListingDetailsFormSchema, { ...valid, listingStatusId: S.active, ownerInfo: [] })).toBe(
      MSG.ownerInfoRequired,
    );
    expect(first(ListingDetailsFormSchema, { ...valid, listingStatusId: S.sold, ownerInfo: [] })).toBeNull();
    expect(
      first(ListingDetailsFormSchema, { ...valid, listingStatusId: S.draft, ownerInfo: [owner] }),
    ).toBeNull();
  });
});

describe('status and toggles', () => {
  it.each([
    [{ listingStatusId: 3 }, null],
    [{ listingStatusId: 5 }, MSG.statusNotAllowed],
  ])('status body %j', (body, message) => {
    expect(first(ListingStatusSchema, body)).toBe(message);
  });
  it.each([
    ['true', true],
    ['1', true],
    [false, false],
    ['0', false],
  ])('toggle %j', (flag, expected) => {
    expect(ToggleBodySchema.parse({ toggleStatus: flag }).toggleStatus).toBe(expected);
  });
  it('refuses a toggle that is not a flag', () => {
    expect(first(ToggleBodySchema, { toggleStatus: 'maybe' })).toBe(MSG.invalidBody);
  });
});

describe('the details form of a listing', () => {
  const dates = { contractDate: null, closedDate: null, canceledDate: null, projectedListDate: null };
  const form = { ...valid, ownerInfo: [owner] };
  it.each([
    [S.pending, dates, MSG.pendingNeedsContractDate],
    [S.pending, { ...dates, contractDate: '2026-01-01' }, null],
    [S.sold, dates, MSG.soldNeedsClosedDate],
    [S.comingSoon, dates, MSG.comingSoonNeedsProjectedDate],
    [S.active, dates, null],
    [S.draft, dates, null],
  ])('changing a draft to %i with %j', (status, d, message) => {
    expect(
      first(listingDetailsFormSchemaFor({ currentStatusId: S.draft, dates: d }), {
        ...form,
        listingStatusId: status,
      }),
    ).toBe(message);
  });
  it('keeping the current status is not a change', () => {
    expect(
      first(listingDetailsFormSchemaFor({ currentStatusId: S.pending, dates }), {
        ...form,
        listingStatusId: S.pending,
      }),
    ).toBeNull();
  });
});
