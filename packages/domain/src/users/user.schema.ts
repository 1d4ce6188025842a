import { z } from 'zod';
import { Id, requiredId } from '../http';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { roleByKey } from '../roles';

/** User statuses (the office status options of spec/002 section 9 read the same): 0 is 'All'. */
export const USER_STATUS = { all: 0, active: 1, inactive: 2 } as const;
export const USER_STATUS_LABEL: Record<1 | 2, string> = { 1: 'Active', 2: 'Inactive' };

/** Field limits of spec/002 section 5 (User). */
export const USER_LIMITS = { nameMax: 50, emailMax: 255, titleMax: 100 } as const;

/** The user summary fields in form order, with the label the required message uses. */
export const USER_SUMMARY_LABELS = {
  salutation: 'Salutation',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  preferredFirstName: 'Preferred First Name',
  email: 'Email',
  title: 'Title',
} as const;
const REQUIRED = ['salutation', 'firstName', 'lastName', 'preferredFirstName', 'email', 'title'] as const;

/** The shape of an e-mail address every form checks (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (field: keyof typeof USER_SUMMARY_LABELS, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.userTextMax(USER_SUMMARY_LABELS[field], max) })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * PUT user/{id}/detailsummary. Required: salutation, first, last and preferred first name,
 * e-mail and title; one message lists the missing ones ('X, Y are required'). Username is read-only
 * and never accepted here.
 */
export const UserDetailSummarySchema = z
  .object({
    status: z.union([z.literal(1), z.literal(2)]).optional(),
    salutation: text('salutation', USER_LIMITS.nameMax),
    firstName: text('firstName', USER_LIMITS.nameMax),
    middleName: text('middleName', USER_LIMITS.nameMax),
    lastName: text('lastName', USER_LIMITS.nameMax),
    preferredFirstName: text('preferredFirstName', USER_LIMITS.nameMax),
    email: text('email', USER_LIMITS.emailMax),
    title: text('title', USER_LIMITS.titleMax),
  })
  .superRefine((v, ctx) => {
    const missing = REQUIRED.filter((f) => !v[f]);
    missing.forEach((field, i) =>
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message:
          i === 0
            ? MSG.required(missing.map((f) => USER_SUMMARY_LABELS[f]))
            : MSG.required([USER_SUMMARY_LABELS[field]]),
      }),
    );
    if (v.email && !EMAIL_PATTERN.test(v.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.userEmailNotValid });
  });
export type UserDetailSummaryBody = z.input<typeof UserDetailSummarySchema>;
export type UserDetailSummary = z.output<typeof UserDetailSummarySchema>;

export const USER_SORT_COLUMNS = ['lastName', 'firstName', 'email', 'title', 'status', 'lastLogin'] as const;

/** POST user/search: 30 per page, last name ascending, active users by default (spec/002 section 9). */
export const UserSearchSchema = z.object({
  text: z.string().trim().max(200).optional().default(''),
  status: z
    .union([z.literal(USER_STATUS.all), z.literal(USER_STATUS.active), z.literal(USER_STATUS.inactive)])
    .optional()
    .default(USER_STATUS.active),
  currentPage: z.coerce.number().int().min(1).optional().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).optional().default(LIMITS.userSearchPageSize),
  sortColumn: z.enum(USER_SORT_COLUMNS).optional().default('lastName'),
  sortDirection: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type UserSearchCriteria = z.output<typeof UserSearchSchema>;

/** A role key of the catalogue, compared case-insensitively and kept lowercase. */
const RoleKey = z
  .string()
  .trim()
  .refine((k) => roleByKey(k) !== undefined, { error: MSG.userUnknownRole })
  .transform((k) => roleByKey(k)!.key);

/** PUT user/{id}/roles: the complete set of role and permission keys the user holds. */
export const UserRolesSchema = z.object({ roleIds: z.array(RoleKey).max(100) });
export type UserRolesBody = z.input<typeof UserRolesSchema>;

/** PUT user/{id}/offices: the complete set of offices the user may access. */
export const UserOfficesSchema = z.object({ officeIds: z.array(Id).max(5000) });
export type UserOfficesBody = z.input<typeof UserOfficesSchema>;

/** POST userdashrole: office and role are both required (spec/002 section 5, User). */
export const UserDashRoleSchema = z
  .object({
    userId: requiredId('User'),
    officeId: Id.nullish(),
    roleId: z.string().trim().nullish(),
  })
  .superRefine((v, ctx) => {
    const missing = [!v.officeId && 'Office', !v.roleId && 'Role'].filter((x): x is string => !!x);
    if (missing.length) ctx.addIssue({ code: 'custom', path: [], message: MSG.required(missing) });
    if (v.roleId && roleByKey(v.roleId)?.grouping !== 'normal')
      ctx.addIssue({ code: 'custom', path: ['roleId'], message: MSG.userUnknownRole });
  });
export type UserDashRoleBody = z.input<typeof UserDashRoleSchema>;

/** The users list (/eng/users) shows 20 users a page (spec/002 section 9); pickers use the search's 30. */
export const USER_LIST_PAGE_SIZE = 20;

/** PUT users/active: every active user, optionally narrowed by the list's search text. */
export const ActiveUsersExportSchema = z.object({
  text: z.string().trim().max(200).optional().default(''),
});
export type ActiveUsersExportBody = z.input<typeof ActiveUsersExportSchema>;

/**
 * PUT user/audit: the audit of one user, newest first, 100 a page. `of: 'record'` (default) is
 * the history of the user record itself (summary, roles, offices, dash roles); `of: 'actions'`
 * is every change the user made anywhere (also while masquerading as someone else).
 */
export const USER_AUDIT_OF = ['record', 'actions'] as const;
export const UserAuditSchema = z.object({
  userId: requiredId('User'),
  of: z.enum(USER_AUDIT_OF).optional().default('record'),
  pageNumber: z.number().int().min(1).max(LIMITS.maxNumeric).optional().default(1),
  pageSize: z.number().int().min(1).max(500).optional().default(LIMITS.auditPageSize),
});
export type UserAuditBody = z.input<typeof UserAuditSchema>;
export type UserAuditQuery = z.output<typeof UserAuditSchema>;
