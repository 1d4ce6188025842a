import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { testActor } from '../test-actor';
import { agentFieldLocks, applyAgentLocks, LOCK_REASON, shownDesignations } from './agents.rules';
import {
  AgentBioSchema,
  AgentDescriptionSchema,
  AgentSearchSchema,
  AreaOfExpertiseSchema,
  SelectSaleToggleSchema,
} from './agents.schema';

const admin = testActor({ roles: ['systemAdmin'] });
const agent = testActor({ roles: ['agent'], agentIds: [1] });
const marketing = testActor({ roles: ['marketingCoordinator'], officeIds: [1] });

const valid = {
  statusId: 1,
  publish: true,
  firstName: 'Avery',
  lastName: 'Lindqvist',
  agentTypeId: 1,
  tridentOfficeId: 3,
  address1: '1 Main St',
  city: 'Aspen',
  regionId: 6,
  zip: '81611',
  workPhone: '970.555.0100',
  brandEmail: 'avery@meridian.example',
};
const messageOf = (body: unknown) => {
  const r = AgentDescriptionSchema.safeParse(body);
  return r.success ? null : r.error.issues[0].message;
};

describe('agent description validation', () => {
  it.each([
    ['a complete description', valid, null],
    ['one required field missing', { ...valid, city: '' }, MSG.required(['City'])],
    [
      'several required fields missing, listed in form order',
      { ...valid, firstName: ' ', brandEmail: null, zip: undefined },
      MSG.required(['First Name', 'Zip', 'Brand Email']),
    ],
    ['zip of four digits', { ...valid, zip: '8161' }, MSG.zipFiveDigits],
    ['zip with letters', { ...valid, zip: '8161A' }, MSG.zipFiveDigits],
    ['work phone of nine digits', { ...valid, workPhone: '970555010' }, MSG.agentWorkPhoneTenDigits],
    ['work phone with dashes', { ...valid, workPhone: '970-555-0100' }, MSG.agentWorkPhoneTenDigits],
    ['brand email without a domain', { ...valid, brandEmail: 'avery@' }, MSG.agentBrandEmailNotValid],
    ['first name of 51', { ...valid, firstName: 'x'.repeat(51) }, MSG.maxLength('First Name', 50)],
    ['title of 256', { ...valid, title: 'x'.repeat(256) }, MSG.maxLength('Title', 255)],
    ['an unknown field', { ...valid, tridentId: 'T1' }, expect.any(String)],
  ])('%s', (_label, body, expected) => {
    expect(messageOf(body)).toEqual(expected);
  });

  it('strips the dots of the work phone, stores empty phones and fax as null and the zip as text', () => {
    const out = AgentDescriptionSchema.parse({
      ...valid,
      zip: 81611,
      mobilePhone: '',
      fax: '  ',
      homePhone: null,
    });
    expect(out).toMatchObject({
      workPhone: '9705550100',
      mobilePhone: null,
      fax: null,
      homePhone: null,
      zip: '81611',
    });
  });
  it('allows a name of exactly 50', () => {
    expect(messageOf({ ...valid, lastName: 'x'.repeat(50) })).toBeNull();
  });
});

describe('agent form locking', () => {
  const stored = { brandEmail: 'a@b.co', workPhone: '9705550100', licenseNumber: null, startDate: '' };
  it.each([
    ['an admin with a tridentId: nothing', admin, 'T1', []],
    [
      'an agent with a tridentId: status, web office, names, address',
      agent,
      'T1',
      [
        'statusId',
        'webOfficeId',
        'firstName',
        'middleName',
        'lastName',
        'preferredFirstName',
        'preferredLastName',
        'address1',
        'city',
        'regionId',
      ],
    ],
    ['an agent without a tridentId: names stay open', agent, null, []],
  ] as const)('%s', (_label, who, tridentId, expectLocked) => {
    const locks = agentFieldLocks(who, { tridentId, values: stored });
    for (const f of expectLocked) expect(locks[f]).toBe(LOCK_REASON.trident);
    if (tridentId === null) expect(locks.firstName).toBeUndefined();
  });
  it('locks brand email and work phone once filled, for non-admins only', () => {
    const locks = agentFieldLocks(agent, { tridentId: null, values: stored });
    expect(locks.brandEmail).toBe(LOCK_REASON.filled);
    expect(locks.workPhone).toBe(LOCK_REASON.filled);
    expect(locks.licenseNumber).toBeUndefined();
    expect(locks.startDate).toBeUndefined();
    expect(agentFieldLocks(admin, { tridentId: null, values: stored }).brandEmail).toBeUndefined();
  });
  it('salutation needs its own permission: admins and marketing staff, not agents', () => {
    expect(agentFieldLocks(agent, { tridentId: null, values: {} }).salutationTypeId).toBe(
      LOCK_REASON.salutation,
    );
    expect(agentFieldLocks(marketing, { tridentId: null, values: {} }).salutationTypeId).toBeUndefined();
    expect(agentFieldLocks(admin, { tridentId: null, values: {} }).salutationTypeId).toBeUndefined();
  });
  it('keeps the stored value of every locked field, whatever is sent', () => {
    const locks = agentFieldLocks(agent, { tridentId: 'T1', values: stored });
    const out = applyAgentLocks(
      { firstName: 'Mallory', brandEmail: 'new@b.co', title: 'Broker' },
      { firstName: 'Avery', brandEmail: 'a@b.co', title: 'Agent' },
      locks,
    );
    expect(out).toEqual({ firstName: 'Avery', brandEmail: 'a@b.co', title: 'Broker' });
  });
});

describe('the other agent forms', () => {
  it.each([
    ['headline of 30', { profileId: 1, headline: 'x'.repeat(30) }, null],
    ['headline of 31', { profileId: 1, headline: 'x'.repeat(31) }, MSG.maxLength('Headline', 30)],
    ['body of 4000', { profileId: 1, body: 'x'.repeat(4000) }, null],
    ['body of 4001', { profileId: 1, body: 'x'.repeat(4001) }, MSG.maxLength('Biography', 4000)],
  ])('biography: %s', (_l, body, expected) => {
    const r = AgentBioSchema.safeParse(body);
    expect(r.success ? null : r.error.issues[0].message).toBe(expected);
  });
  it.each([
    ['140', 140, null],
    ['141', 141, MSG.maxLength('Area of expertise', 140)],
  ])('area of expertise of %s', (_l, n, expected) => {
    const r = AreaOfExpertiseSchema.safeParse({ areaOfExpertise: 'x'.repeat(n) });
    expect(r.success ? null : r.error.issues[0].message).toBe(expected);
  });
  it('shows at most three designations', () => {
    expect(shownDesignations([1, 2, 3, 4])).toEqual([1, 2, 3]);
    expect(shownDesignations([1])).toEqual([1]);
  });
  it('select-sale options only on a select sale', () => {
    expect(
      SelectSaleToggleSchema.safeParse({ isSelectSale: false, showMap: true }).error?.issues[0].message,
    ).toBe(MSG.agentSelectSaleOnly);
    expect(SelectSaleToggleSchema.safeParse({ isSelectSale: true, showMap: true }).success).toBe(true);
  });
  it('the list search defaults to the spec filter', () => {
    expect(AgentSearchSchema.parse({})).toEqual({
      currentPage: 1,
      itemsPerPage: 20,
      status: 1,
      isValid: 1,
      isPublished: 1,
      withUndersizedImage: false,
      sortColumn: 'firstName',
      sortDirection: 'asc',
    });
    expect(AgentSearchSchema.parse({ sortColumn: 'LastName', sortDirection: 'DESC' })).toMatchObject({
      sortColumn: 'lastName',
      sortDirection: 'desc',
    });
  });
});
