import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  isInOfficeGrouping,
  isTenDigitPhone,
  missingOfficeFields,
  newListingDefaults,
  OFFICE_SETTINGS_DEFAULTS,
  OFFICE_SETTINGS_FLAGS,
  officeStatusId,
  officeStatusName,
  phoneDigits,
} from './offices.rules';
import {
  OfficeDetailsSchema,
  OfficeHistorySchema,
  OfficeManagerSchema,
  OfficeSearchSchema,
  OfficeSettingsSchema,
} from './offices.schema';

const valid = {
  name: 'Harbor',
  officeRegionId: 1,
  salesRegionId: 2,
  address1: '1 Main St',
  city: 'Boston',
  regionId: 3,
  zip: '02110',
  phoneNumber: '6175550100',
  fax: '6175550101',
  email: 'a@b.example',
};
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('office status', () => {
  it.each([
    [2, 2],
    [1, 1],
    ['Inactive', 2],
    [' inactive ', 2],
    ['2', 2],
    ['Active', 1],
    [null, 1],
    [undefined, 1],
    [7, 1],
  ] as const)('%j maps to %i', (status, id) => expect(officeStatusId(status)).toBe(id));

  it.each([
    [1, 'Active'],
    [2, 'Inactive'],
  ] as const)('%i reads %s', (id, name) => expect(officeStatusName(id)).toBe(name));

  it.each([
    [{ name: 'Aspen Brokerage', salesRegionId: 3 }, true],
    [{ name: 'Aspen (INACTIVE)', salesRegionId: 3 }, false],
    [{ name: 'Aspen Brokerage', salesRegionId: null }, false],
  ])('office grouping of %j: %s', (office, expected) => expect(isInOfficeGrouping(office)).toBe(expected));
});

describe('office details', () => {
  it('accepts a complete office and keeps the phone digits', () => {
    const out = OfficeDetailsSchema.parse({ ...valid, phoneNumber: '(617) 555-0100', fax: '617.555.0101' });
    expect(out).toMatchObject({
      phoneNumber: '6175550100',
      fax: '6175550101',
      publish: true,
      address2: null,
    });
  });

  it.each([
    [{ name: '' }, MSG.required(['Name'])],
    [{ name: null, fax: ' ', email: undefined }, MSG.required(['Name', 'Fax', 'Email'])],
    [{ officeRegionId: null, regionId: null }, MSG.required(['Office region', 'State'])],
    [{ zip: '1234' }, MSG.zipFiveDigits],
    [{ zip: '123456' }, MSG.zipFiveDigits],
    [{ zip: '12a45' }, MSG.zipFiveDigits],
    [{ phoneNumber: '617555010' }, MSG.officePhoneTenDigits],
    [{ fax: '61755501012' }, MSG.officePhoneTenDigits],
    [{ fax: '617-555-01x1' }, MSG.officePhoneTenDigits],
    [{ email: 'a@b' }, MSG.userEmailNotValid],
    [{ name: 'x'.repeat(51) }, MSG.maxLength('Name', 50)],
    [{ mlsNumber: 'x'.repeat(51) }, MSG.maxLength('MLS id', 50)],
    [{ city: 'x'.repeat(256) }, MSG.maxLength('City', 255)],
    [{ email: `${'x'.repeat(250)}@b.example` }, MSG.maxLength('Email', 255)],
    [{ instagramUrl: 'x'.repeat(256) }, MSG.maxLength('Instagram URL', 255)],
  ])('refuses %j: %s', (over, message) => {
    expect(messages(OfficeDetailsSchema.safeParse({ ...valid, ...over }))).toContain(message);
  });

  it.each([[{ name: 'x'.repeat(50) }], [{ address1: 'x'.repeat(255) }], [{ facebookUrl: 'x'.repeat(255) }]])(
    'accepts the limit %#',
    (over) => expect(OfficeDetailsSchema.safeParse({ ...valid, ...over }).success).toBe(true),
  );

  it('refuses unknown fields', () => {
    expect(OfficeDetailsSchema.safeParse({ ...valid, statusId: 2 }).success).toBe(false);
  });

  it('lists missing required fields in the form order', () => {
    expect(missingOfficeFields({})).toEqual([
      'Name',
      'Office region',
      'Sales region',
      'Address 1',
      'City',
      'State',
      'Zip',
      'Phone number',
      'Fax',
      'Email',
    ]);
  });

  it.each([
    ['6175550100', true],
    ['617 555 0100', true],
    ['(617) 555-0100', true],
    ['617.555.0100', true],
    ['+16175550100', false],
    ['617555010', false],
  ])('phone %s is ten digits: %s', (text, expected) => expect(isTenDigitPhone(text)).toBe(expected));

  it('strips the separators of a phone', () => expect(phoneDigits('(617) 555-0100')).toBe('6175550100'));
});

describe('office history, manager, search, settings', () => {
  it.each([
    ['x'.repeat(8000), true],
    ['x'.repeat(8001), false],
    [null, true],
  ])('history of %#: %s', (history, ok) =>
    expect(OfficeHistorySchema.safeParse({ history }).success).toBe(ok),
  );

  it('names the description limit', () => {
    expect(messages(OfficeHistorySchema.safeParse({ history: 'x'.repeat(8001) }))).toEqual([
      MSG.maxLength('Description', 8000),
    ]);
  });

  it('needs an agent for a manager', () => {
    expect(messages(OfficeManagerSchema.safeParse({ title: 'Broker' }))).toEqual([MSG.required(['Agent'])]);
    expect(OfficeManagerSchema.parse({ agentId: 4, title: ' ' })).toEqual({ agentId: 4, title: null });
  });

  it('searches 20 a page by name ascending, status 0 by default, 0/1/2 only', () => {
    expect(OfficeSearchSchema.parse({})).toMatchObject({
      status: 0,
      currentPage: 1,
      itemsPerPage: 20,
      sortColumn: 'officeName',
      sortDirection: 'asc',
    });
    expect(OfficeSearchSchema.safeParse({ status: 3 }).success).toBe(false);
    expect(OfficeSearchSchema.safeParse({ itemsPerPage: 101 }).success).toBe(false);
  });

  it('has 13 settings flags, all required', () => {
    expect(OFFICE_SETTINGS_FLAGS).toHaveLength(13);
    expect(OfficeSettingsSchema.parse(OFFICE_SETTINGS_DEFAULTS)).toEqual(OFFICE_SETTINGS_DEFAULTS);
    const { defaultPublish: _d, ...missing } = OFFICE_SETTINGS_DEFAULTS;
    expect(OfficeSettingsSchema.safeParse(missing).success).toBe(false);
  });

  it('gives a new listing the office defaults', () => {
    expect(newListingDefaults(OFFICE_SETTINGS_DEFAULTS)).toEqual({
      publish: false,
      showAddress: true,
      selectSale: false,
      suppressMlsImport: false,
      suppressPhotoImport: false,
      suppressAdCopyImport: false,
      suppressAgentImport: false,
    });
    const all = Object.fromEntries(
      OFFICE_SETTINGS_FLAGS.map(([f]) => [f, true]),
    ) as typeof OFFICE_SETTINGS_DEFAULTS;
    expect(newListingDefaults(all)).toEqual({
      publish: true,
      showAddress: true,
      selectSale: true,
      suppressMlsImport: true,
      suppressPhotoImport: true,
      suppressAdCopyImport: true,
      suppressAgentImport: true,
    });
  });
});
