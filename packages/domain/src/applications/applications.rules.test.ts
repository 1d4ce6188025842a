import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { roleKey } from '../roles';
import {
  APPLICATION_ROLE_CHOICES,
  applicationBadge,
  canSeeApplication,
  isWebLink,
} from './applications.rules';
import {
  applicationFormFields,
  ApplicationInputSchema,
  ApplicationListSchema,
  readApplicationForm,
} from './applications.schema';

const app = (over: Record<string, unknown> = {}) => ({
  name: 'Cloud CMA',
  link: 'https://apps.meridian.example/cloudcma',
  ...over,
});
const messages = (input: unknown) => {
  const r = ApplicationInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('isWebLink', () => {
  it.each([
    ['https://apps.meridian.example/cma', true],
    ['http://intranet.example', true],
    ['HTTPS://EXAMPLE.COM/a?b=1', true],
    ['apps.meridian.example', false],
    ['javascript:alert(1)', false],
    ['mailto:desk@meridian.example', false],
    ['ftp://files.example', false],
    ['https://', false],
    ['', false],
  ])('%s -> %s', (value, ok) => {
    expect(isWebLink(value)).toBe(ok);
  });
});

describe('ApplicationInputSchema', () => {
  it('normalises a valid application', () => {
    expect(ApplicationInputSchema.parse(app({ acronym: ' ', officeDetails: [3, 3, 4] }))).toEqual({
      name: 'Cloud CMA',
      link: 'https://apps.meridian.example/cloudcma',
      acronym: null,
      promoted: false,
      canShow: true,
      officeDetails: [3, 4],
      roleDetails: [],
      removeLogo: false,
    });
  });
  it('reads role keys in any case', () => {
    const key = roleKey('agent');
    expect(ApplicationInputSchema.parse(app({ roleDetails: [key.toUpperCase()] })).roleDetails).toEqual([
      key,
    ]);
  });
  it.each([
    ['name', undefined, MSG.required(['Name'])],
    ['name', '  ', MSG.required(['Name'])],
    ['name', 'x'.repeat(101), MSG.maxLength('Name', 100)],
    ['link', undefined, MSG.required(['Link'])],
    ['link', '', MSG.required(['Link'])],
    ['link', 'apps.meridian.example', MSG.applicationLinkInvalid],
    ['link', 'javascript:alert(1)', MSG.applicationLinkInvalid],
    ['acronym', 'ABCDEFGHIJK', MSG.maxLength('Acronym', 10)],
    ['officeDetails', [0], MSG.invalidId],
    ['roleDetails', ['not-a-role'], MSG.applicationRoleUnknown],
    ['roleDetails', [roleKey('masquerade')], MSG.applicationRoleUnknown],
  ])('%s = %j is refused', (field, value, message) => {
    expect(messages(app({ [field]: value }))).toContain(message);
  });
  it('refuses unknown fields', () => {
    expect(ApplicationInputSchema.safeParse(app({ logoUrl: 'x' })).success).toBe(false);
  });
});

describe('the multipart fields', () => {
  it('read back what the form sends', () => {
    const values = ApplicationInputSchema.parse(
      app({
        id: 7,
        acronym: 'CMA',
        promoted: true,
        canShow: false,
        officeDetails: [2],
        roleDetails: [roleKey('staff')],
      }),
    );
    const fields = applicationFormFields(values);
    expect(fields).toMatchObject({ id: '7', promoted: 'true', officeDetails: '[2]' });
    expect(ApplicationInputSchema.parse(readApplicationForm(fields))).toEqual(values);
  });
  it.each([
    [{ promoted: 'yes' }, 'promoted'],
    [{ officeDetails: '[1,' }, 'officeDetails'],
    [{ id: 'abc' }, 'id'],
  ])('refuses %j', (over, field) => {
    const r = ApplicationInputSchema.safeParse(readApplicationForm({ ...app(), ...over }));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path[0]).toBe(field);
  });
});

describe('ApplicationListSchema', () => {
  it('defaults to the first page of 24', () => {
    expect(ApplicationListSchema.parse({})).toEqual({ text: '', pageNumber: 1, pageSize: 24 });
  });
  it('refuses unknown filters', () => {
    expect(ApplicationListSchema.safeParse({ officeId: 1 }).success).toBe(false);
  });
});

describe('canSeeApplication', () => {
  const agent = { isSystemAdmin: false, officeIds: [1], roleKeys: [roleKey('agent')] };
  const admin = { isSystemAdmin: true, officeIds: [], roleKeys: [] };
  const open = { canShow: true, officeIds: [], roleIds: [] };
  it.each([
    ['open to everyone', open, agent, true],
    ['hidden', { ...open, canShow: false }, agent, false],
    ['hidden, for a system admin', { ...open, canShow: false }, admin, true],
    ['for the office', { ...open, officeIds: [1, 2] }, agent, true],
    ['for another office', { ...open, officeIds: [2] }, agent, false],
    ['for the role', { ...open, roleIds: [roleKey('agent')] }, agent, true],
    ['for another role', { ...open, roleIds: [roleKey('staff')] }, agent, false],
    ['office and role both needed', { ...open, officeIds: [1], roleIds: [roleKey('staff')] }, agent, false],
    ['another office, for a system admin', { ...open, officeIds: [2] }, admin, true],
  ])('%s', (_name, application, viewer, ok) => {
    expect(canSeeApplication(application, viewer)).toBe(ok);
  });
});

describe('applicationBadge', () => {
  it.each([
    [{ name: 'Cloud CMA', acronym: 'cma' }, 'CMA'],
    [{ name: 'Transaction Desk', acronym: null }, 'TD'],
    [{ name: 'Luxury Lead Router Extra', acronym: '' }, 'LLR'],
  ])('%j -> %s', (a, badge) => {
    expect(applicationBadge(a)).toBe(badge);
  });
  it('offers the 13 roles, not the permissions', () => {
    expect(APPLICATION_ROLE_CHOICES).toHaveLength(13);
    expect(APPLICATION_ROLE_CHOICES.map((r) => r.code)).not.toContain('masquerade');
  });
});
