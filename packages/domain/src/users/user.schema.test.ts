import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { roleKey } from '../roles';
import {
  ActiveUsersExportSchema,
  USER_LIST_PAGE_SIZE,
  UserAuditSchema,
  UserDashRoleSchema,
  UserDetailSummarySchema,
  UserRolesSchema,
  UserSearchSchema,
} from './user.schema';

const valid = {
  salutation: 'Ms.',
  firstName: 'Avery',
  lastName: 'Lindqvist',
  preferredFirstName: 'Avery',
  email: 'avery@meridian.example',
  title: 'Broker',
};

describe('user detail summary (spec/002 section 5, User)', () => {
  it('accepts a complete summary', () => {
    expect(UserDetailSummarySchema.parse(valid)).toMatchObject(valid);
  });
  it.each([
    [{ firstName: '' }, 'First Name is required'],
    [{ firstName: '', lastName: ' ' }, 'First Name, Last Name are required'],
    [{ salutation: null, title: undefined }, 'Salutation, Title are required'],
    [
      { salutation: '', firstName: '', lastName: '', preferredFirstName: '', email: '', title: '' },
      'Salutation, First Name, Last Name, Preferred First Name, Email, Title are required',
    ],
  ])('lists the missing fields in one message (%o)', (change, message) => {
    const r = UserDetailSummarySchema.safeParse({ ...valid, ...change });
    expect(r.error?.issues[0].message).toBe(message);
  });
  it('uses the shared required message', () => {
    const r = UserDetailSummarySchema.safeParse({ ...valid, email: '' });
    expect(r.error?.issues[0].message).toBe(MSG.required(['Email']));
  });
  it.each(['not-an-email', 'a@b', 'a b@c.example'])('refuses the e-mail %s', (email) => {
    const r = UserDetailSummarySchema.safeParse({ ...valid, email });
    expect(r.error?.issues[0].message).toBe(MSG.userEmailNotValid);
  });
  it.each([
    ['firstName', 50],
    ['middleName', 50],
    ['lastName', 50],
    ['preferredFirstName', 50],
    ['title', 100],
  ])('limits %s to %i characters', (field, max) => {
    expect(UserDetailSummarySchema.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(UserDetailSummarySchema.safeParse({ ...valid, [field]: 'x'.repeat(max + 1) }).success).toBe(false);
  });
  it('limits the e-mail to 255 characters', () => {
    const at = '@meridian.example';
    expect(
      UserDetailSummarySchema.safeParse({ ...valid, email: 'x'.repeat(255 - at.length) + at }).success,
    ).toBe(true);
    expect(
      UserDetailSummarySchema.safeParse({ ...valid, email: 'x'.repeat(256 - at.length) + at }).success,
    ).toBe(false);
  });
});

describe('user search', () => {
  it('defaults to 30 per page, last name ascending, active users', () => {
    expect(UserSearchSchema.parse({})).toEqual({
      text: '',
      status: 1,
      currentPage: 1,
      itemsPerPage: 30,
      sortColumn: 'lastName',
      sortDirection: 'asc',
    });
  });
});

describe('roles and dash roles', () => {
  it('compares role keys case-insensitively and keeps them lowercase', () => {
    const key = roleKey('staff');
    expect(UserRolesSchema.parse({ roleIds: [key.toUpperCase()] }).roleIds).toEqual([key]);
  });
  it('refuses an unknown role key', () => {
    expect(UserRolesSchema.safeParse({ roleIds: ['nope'] }).error?.issues[0].message).toBe(
      MSG.userUnknownRole,
    );
  });
  it.each([
    [{ userId: 1 }, 'Office, Role are required'],
    [{ userId: 1, officeId: 2 }, 'Role is required'],
    [{ userId: 1, roleId: roleKey('staff') }, 'Office is required'],
  ])('requires office and role (%o)', (body, message) => {
    expect(UserDashRoleSchema.safeParse(body).error?.issues[0].message).toBe(message);
  });
  it('accepts only normal roles as dash roles', () => {
    expect(UserDashRoleSchema.safeParse({ userId: 1, officeId: 1, roleId: roleKey('staff') }).success).toBe(
      true,
    );
    expect(
      UserDashRoleSchema.safeParse({ userId: 1, officeId: 1, roleId: roleKey('masquerade') }).success,
    ).toBe(false);
  });
});

describe('user summary edges', () => {
  it.each([
    ['  Avery  ', 'Avery'],
    ['', null],
    ['   ', null],
  ])('trims the middle name %o to %o', (middleName, expected) => {
    expect(UserDetailSummarySchema.parse({ ...valid, middleName }).middleName).toBe(expected);
  });
  it.each([
    [{ firstName: '   ' }, 'First Name is required'],
    [
      { salutation: '', preferredFirstName: '', email: '' },
      'Salutation, Preferred First Name, Email are required',
    ],
  ])('counts blank text as missing (%o)', (change, message) => {
    expect(UserDetailSummarySchema.safeParse({ ...valid, ...change }).error?.issues[0].message).toBe(message);
  });
  it.each(['avery@meridian.example', 'a.b+c@sub.meridian.example'])('accepts the e-mail %s', (email) => {
    expect(UserDetailSummarySchema.safeParse({ ...valid, email }).success).toBe(true);
  });
  it('does not check the e-mail shape when the e-mail is missing (one message only)', () => {
    const r = UserDetailSummarySchema.safeParse({ ...valid, email: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([MSG.required(['Email'])]);
  });
  it.each([1, 2])('accepts the status %i', (status) => {
    expect(UserDetailSummarySchema.safeParse({ ...valid, status }).success).toBe(true);
  });
  it.each([0, 3])('refuses the status %i', (status) => {
    expect(UserDetailSummarySchema.safeParse({ ...valid, status }).success).toBe(false);
  });
});

describe('list, export and audit inputs', () => {
  it('shows 20 users a page on the list', () => {
    expect(USER_LIST_PAGE_SIZE).toBe(20);
  });
  it('exports with an empty text by default and trims the text', () => {
    expect(ActiveUsersExportSchema.parse({})).toEqual({ text: '' });
    expect(ActiveUsersExportSchema.parse({ text: '  lind ' })).toEqual({ text: 'lind' });
  });
  it('audits the user record, 100 a page, by default', () => {
    expect(UserAuditSchema.parse({ userId: 4 })).toEqual({
      userId: 4,
      of: 'record',
      pageNumber: 1,
      pageSize: 100,
    });
  });
  it.each([
    [{}, MSG.required(['User'])],
    [{ userId: 0 }, MSG.invalidId],
  ])('requires a user (%o)', (body, message) => {
    expect(UserAuditSchema.safeParse(body).error?.issues[0].message).toBe(message);
  });
  it.each([{ of: 'all' }, { pageSize: 0 }, { pageSize: 501 }, { pageNumber: 0 }])('refuses %o', (change) => {
    expect(UserAuditSchema.safeParse({ userId: 1, ...change }).success).toBe(false);
  });
});
