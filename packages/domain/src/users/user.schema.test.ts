import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { roleKey } from '../roles';
import {
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
