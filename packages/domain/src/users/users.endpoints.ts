import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdParams, Timestamp } from '../http';
import { AuditEntry } from '../auditing/auditing.endpoints';
import {
  ActiveUsersExportSchema,
  UserAuditSchema,
  UserDashRoleSchema,
  UserDetailSummarySchema,
  UserOfficesSchema,
  UserRolesSchema,
  UserSearchSchema,
} from './user.schema';

/** User administration: system administrators only. */

const tags = ['users'] as const;
const admins = ['systemAdmin'] as const;

const Names = {
  salutation: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  preferredFirstName: z.string().nullable(),
  email: z.string(),
  title: z.string().nullable(),
  userName: z.string().nullable(),
};

export const UserRow = z
  .object({
    id: z.int(),
    status: z.int(),
    ...Names,
    lastLogin: Timestamp.nullable(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'UserRow' });

export const UserSummary = z
  .object({
    id: z.int(),
    status: z.int(),
    ...Names,
    dashStaffId: z.int().nullable(),
    oktaId: z.string().nullable(),
    profileId: z.int().nullable(),
    employeeType: z.string().nullable(),
    lastLogin: Timestamp.nullable(),
  })
  .meta({ id: 'UserSummary' });

/** Every role and permission of the catalogue, with whether the user holds it. */
const UserRoleChoices = z.array(
  z.object({
    key: z.string(),
    value: z.string(),
    grouping: z.enum(['normal', 'permission']),
    isSelected: z.boolean(),
  }),
);

const UserOffices = z.object({
  officeIds: z.array(z.int()),
  offices: z.array(z.object({ id: z.int(), name: z.string(), status: z.int() })),
});

/** The agents and sales teams a user assists (the assistant-agent lookup), each with its office. */
const AssistedRecord = z.object({ id: z.int(), name: z.string(), officeName: z.string().nullable() });
export const UserAssists = z
  .object({ agents: z.array(AssistedRecord), salesTeams: z.array(AssistedRecord) })
  .meta({ id: 'UserAssists' });

export const UserDashRole = z
  .object({
    id: z.int(),
    userId: z.int(),
    officeId: z.int(),
    officeName: z.string(),
    roleId: z.string(),
    roleName: z.string(),
  })
  .meta({ id: 'UserDashRole' });

/** One audit entry of a user: the record it changed, who changed it, and the changed fields. */
export const UserAuditEntry = AuditEntry.extend({ entityType: z.string(), entityId: z.int() }).meta({
  id: 'UserAuditEntry',
});

export const usersEndpoints = defineEndpoints({
  searchUsers: {
    method: 'POST',
    path: '/api/user/search',
    summary: 'Users by name or e-mail and status, paged and sorted',
    tags,
    allow: admins,
    body: UserSearchSchema,
    response: z.object({
      totalRecords: z.int(),
      currentPage: z.int(),
      itemsPerPage: z.int(),
      results: z.array(UserRow),
    }),
  },
  exportActiveUsers: {
    method: 'PUT',
    path: '/api/users/active',
    summary: 'Every active user (optionally matching the search text) as an XLSX file',
    tags,
    allow: admins,
    body: ActiveUsersExportSchema,
    response: FileDownload,
  },
  getUserAudit: {
    method: 'PUT',
    path: '/api/user/audit',
    summary: "A user's audit, newest first: changes of the user record, or the changes the user made",
    tags,
    allow: admins,
    body: UserAuditSchema,
    response: z.object({
      currentPage: z.int(),
      pageSize: z.int(),
      totalRecords: z.int(),
      results: z.array(UserAuditEntry),
    }),
    refusals: [404],
  },
  getUserDetailSummary: {
    method: 'GET',
    path: '/api/user/:id/detailsummary',
    summary: 'The summary of a user (with its version as the ETag)',
    tags,
    allow: admins,
    params: IdParams,
    response: UserSummary,
    versioned: true,
    refusals: [404],
  },
  saveUserDetailSummary: {
    method: 'PUT',
    path: '/api/user/:id/detailsummary',
    summary: 'Change the summary of a user (If-Match: the version read)',
    tags,
    allow: admins,
    params: IdParams,
    body: UserDetailSummarySchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  getUserRoles: {
    method: 'GET',
    path: '/api/user/:id/roles',
    summary: 'Every role and permission, with whether the user holds it',
    tags,
    allow: admins,
    params: IdParams,
    response: UserRoleChoices,
    refusals: [404],
  },
  saveUserRoles: {
    method: 'PUT',
    path: '/api/user/:id/roles',
    summary: 'Set the complete set of roles and permissions of a user',
    tags,
    allow: admins,
    params: IdParams,
    body: UserRolesSchema,
    response: UserRoleChoices,
    refusals: [404],
  },
  getUserOffices: {
    method: 'GET',
    path: '/api/user/:id/offices',
    summary: 'The offices a user may access, and every office to choose from',
    tags,
    allow: admins,
    params: IdParams,
    response: UserOffices,
    refusals: [404],
  },
  saveUserOffices: {
    method: 'PUT',
    path: '/api/user/:id/offices',
    summary: 'Set the complete set of offices a user may access',
    tags,
    allow: admins,
    params: IdParams,
    body: UserOfficesSchema,
    response: UserOffices,
    refusals: [404],
  },
  getUserAssists: {
    method: 'GET',
    path: '/api/user/:id/assistantagents',
    summary: 'The agents and sales teams the user is an assistant of, by name (the assistant-agent lookup)',
    tags,
    allow: admins,
    params: IdParams,
    response: UserAssists,
    refusals: [404],
  },
  getDashRoleLookups: {
    method: 'GET',
    path: '/api/userdashrole/lookups',
    summary: 'The offices and roles an office role is chosen from',
    tags,
    allow: admins,
    response: z.object({
      offices: z.array(z.object({ id: z.int(), name: z.string() })),
      roles: z.array(z.object({ key: z.string(), value: z.string() })),
    }),
  },
  getUserDashRoles: {
    method: 'GET',
    path: '/api/userdashrole/:id/user',
    summary: 'The roles a user holds in particular offices',
    tags,
    allow: admins,
    params: IdParams,
    response: z.array(UserDashRole),
    refusals: [404],
  },
  addUserDashRole: {
    method: 'POST',
    path: '/api/userdashrole',
    summary: 'Give a user a role in an office',
    tags,
    allow: admins,
    body: UserDashRoleSchema,
    response: UserDashRole,
    refusals: [404],
  },
  removeUserDashRole: {
    method: 'DELETE',
    path: '/api/userdashrole/:id',
    summary: 'Take an office role away',
    tags,
    allow: admins,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
});
