import {
  guardSpreadsheetCell,
  MSG,
  ROLE_CATALOGUE,
  roleByKey,
  roleKey,
  type Actor,
  type UserAuditQuery,
  type UserDetailSummary,
  type UserSearchCriteria,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import { badRequest, notFound } from '../../lib/http-error';
import * as repo from './users.repo';

/** Users are administered by system administrators only; the routes declare it, the rules live here. */
export async function searchUsers(db: Db, criteria: UserSearchCriteria) {
  const page = await repo.searchUsers(db, criteria);
  return { currentPage: criteria.currentPage, itemsPerPage: criteria.itemsPerPage, ...page };
}

async function requireUser(db: Db, id: number) {
  const user = await repo.findUser(db, id);
  if (!user) throw notFound();
  return user;
}

/** The summary of spec/002 section 2.4: status, names, e-mail, title, username, dash id, IdP id. */
export async function getDetailSummary(db: Db, id: number) {
  const u = await requireUser(db, id);
  return {
    version: u.version,
    summary: {
      id: u.id,
      status: u.status,
      salutation: u.salutation,
      firstName: u.firstName,
      middleName: u.middleName,
      lastName: u.lastName,
      preferredFirstName: u.preferredFirstName,
      email: u.email,
      title: u.title,
      userName: u.userName,
      dashStaffId: u.dashStaffId,
      oktaId: u.oktaId,
      profileId: u.profileId,
      employeeType: u.employeeType,
      lastLogin: u.lastLogin,
    },
  };
}

export async function saveDetailSummary(
  db: Db,
  actor: Actor,
  id: number,
  body: UserDetailSummary,
  expectedVersion: number | null,
) {
  await requireUser(db, id);
  if (id === actor.userId && !actor.realUserId && body.status === 2)
    throw badRequest(MSG.userOwnDeactivation, [{ field: 'status', message: MSG.userOwnDeactivation }]);
  const email = body.email!.toLowerCase();
  if (await repo.isEmailUsedByOther(db, email, id))
    throw badRequest(MSG.userEmailTaken, [{ field: 'email', message: MSG.userEmailTaken }]);
  return db.transaction(async (tx) => {
    const { row } = await repo.updateUserVersioned(tx, {
      entityType: 'user',
      id,
      expectedVersion,
      actor,
      changes: {
        status: body.status,
        salutation: body.salutation,
        firstName: body.firstName,
        middleName: body.middleName,
        lastName: body.lastName,
        preferredFirstName: body.preferredFirstName,
        email,
        title: body.title,
      },
    });
    return row;
  });
}

/** The role catalogue with isSelected for the user: normal roles and permissions (chips). */
export async function getUserRoles(db: Db, id: number) {
  await requireUser(db, id);
  const held = new Set(await repo.findRoleKeys(db, id));
  return ROLE_CATALOGUE.map((r) => ({
    key: r.key,
    value: r.value,
    grouping: r.grouping,
    isSelected: held.has(r.key),
  }));
}

/** Replaces the user's roles and permissions (grant and revoke in one call), audited. */
export async function saveUserRoles(db: Db, actor: Actor, id: number, roleIds: string[]) {
  await requireUser(db, id);
  const next = [...new Set(roleIds)].sort();
  if (id === actor.userId && !actor.realUserId && !next.includes(roleKey('systemAdmin')))
    throw badRequest(MSG.userOwnAdminRole);
  await db.transaction(async (tx) => {
    const before = await repo.findRoleKeys(tx, id);
    const granted = next.filter((k) => !before.includes(k));
    const revoked = before.filter((k) => !next.includes(k));
    if (!granted.length && !revoked.length) return;
    await repo.replaceRoleKeys(tx, id, next);
    await repo.touchUser(tx, id);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: id,
      action: 'roles',
      actor,
      changes: [{ field: 'roles', oldValue: names(before), newValue: names(next) }],
    });
  });
  return getUserRoles(db, id);
}

const names = (keys: string[]) => keys.map((k) => roleByKey(k)?.value ?? k);

export async function getUserOffices(db: Db, id: number) {
  await requireUser(db, id);
  const offices = await repo.findUserOffices(db, id);
  return { officeIds: offices.map((o) => o.id), offices };
}

/** The assistant-agent lookup: the agents and sales teams the user assists. */
export async function getUserAssists(db: Db, id: number) {
  await requireUser(db, id);
  return repo.findAssisted(db, id);
}

/** Replaces the offices the user may access (their data scope), audited. */
export async function saveUserOffices(db: Db, actor: Actor, id: number, officeIds: number[]) {
  await requireUser(db, id);
  const next = [...new Set(officeIds)].sort((a, b) => a - b);
  const known = await repo.existingOfficeIds(db, next);
  const unknown = next.filter((o) => !known.includes(o));
  if (unknown.length)
    throw badRequest(MSG.userUnknownOffice, [{ field: 'officeIds', message: MSG.userUnknownOffice }]);
  await db.transaction(async (tx) => {
    const before = (await repo.findUserOffices(tx, id)).map((o) => o.id).sort((a, b) => a - b);
    if (before.join() === next.join()) return;
    await repo.replaceOfficeIds(tx, id, next);
    await repo.touchUser(tx, id);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: id,
      action: 'offices',
      actor,
      changes: [{ field: 'officeIds', oldValue: before, newValue: next }],
    });
  });
  return getUserOffices(db, id);
}

/** How a dash role reads in the audit: 'Staff in Park Avenue' with its ids. */
async function dashRoleAuditValue(db: DbOrTx, officeId: number, roleId: string) {
  const office = await repo.officeName(db, officeId);
  return { name: `${roleByKey(roleId)?.value ?? roleId} in ${office ?? officeId}`, officeId, roleId };
}

function toDashRole(r: { id: number; userId: number; officeId: number; officeName: string; roleId: string }) {
  return { ...r, roleName: roleByKey(r.roleId)?.value ?? r.roleId };
}

export async function getDashRolesOfUser(db: Db, userId: number) {
  await requireUser(db, userId);
  return (await repo.findDashRolesOfUser(db, userId)).map(toDashRole);
}

/** Adds an office and role pair; the same pair twice is refused (spec/002 section 5, User). */
export async function addDashRole(
  db: Db,
  actor: Actor,
  body: { userId: number; officeId: number; roleId: string },
) {
  await requireUser(db, body.userId);
  const roleId = roleByKey(body.roleId)!.key;
  if (!(await repo.existingOfficeIds(db, [body.officeId])).length)
    throw badRequest(MSG.userUnknownOffice, [{ field: 'officeId', message: MSG.userUnknownOffice }]);
  if (await repo.hasDashRole(db, body.userId, body.officeId, roleId))
    throw badRequest(MSG.dashRoleDuplicate, [{ field: 'roleId', message: MSG.dashRoleDuplicate }]);
  const created = await db.transaction(async (tx) => {
    const row = await repo
      .insertDashRole(tx, { userId: body.userId, officeId: body.officeId, roleId })
      .catch((err: unknown) => {
        // two admins adding the same pair at once: the unique index refuses the second
        if (isUniqueViolation(err))
          throw badRequest(MSG.dashRoleDuplicate, [{ field: 'roleId', message: MSG.dashRoleDuplicate }]);
        throw err;
      });
    await recordAudit(tx, {
      entityType: 'user',
      entityId: body.userId,
      action: 'dashRoleAdded',
      actor,
      changes: [
        { field: 'dashRole', oldValue: null, newValue: await dashRoleAuditValue(tx, body.officeId, roleId) },
      ],
    });
    return row;
  });
  const all = await repo.findDashRolesOfUser(db, body.userId);
  return toDashRole(all.find((r) => r.id === created.id)!);
}

export async function removeDashRole(db: Db, actor: Actor, id: number) {
  const row = await repo.findDashRole(db, id);
  if (!row) throw notFound();
  await db.transaction(async (tx) => {
    await repo.deleteDashRole(tx, id);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: row.userId,
      action: 'dashRoleRemoved',
      actor,
      changes: [
        {
          field: 'dashRole',
          oldValue: await dashRoleAuditValue(tx, row.officeId, row.roleId),
          newValue: null,
        },
      ],
    });
  });
}

/** Choices of the dash role form: active offices and the normal roles of the catalogue. */
export async function dashRoleLookups(db: Db) {
  return {
    offices: await repo.activeOffices(db),
    roles: ROLE_CATALOGUE.filter((r) => r.grouping === 'normal').map((r) => ({ key: r.key, value: r.value })),
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Rows in one export of active users: the whole network with room to grow. */
const EXPORT_MAX_ROWS = 20_000;

const EXPORT_COLUMNS: Array<{ header: string; width: number; value: (u: ExportRow) => unknown }> = [
  { header: 'Last Name', width: 20, value: (u) => u.lastName },
  { header: 'First Name', width: 18, value: (u) => u.firstName },
  { header: 'Middle Name', width: 14, value: (u) => u.middleName },
  { header: 'Preferred First Name', width: 18, value: (u) => u.preferredFirstName },
  { header: 'Salutation', width: 11, value: (u) => u.salutation },
  { header: 'Email', width: 34, value: (u) => u.email },
  { header: 'Title', width: 28, value: (u) => u.title },
  { header: 'Username', width: 18, value: (u) => u.userName },
  { header: 'Roles', width: 28, value: (u) => u.roles },
  { header: 'Permissions', width: 40, value: (u) => u.permissions },
  { header: 'Offices', width: 40, value: (u) => u.offices },
  { header: 'Dash Id', width: 10, value: (u) => u.dashStaffId },
  { header: 'Identity Provider Id', width: 22, value: (u) => u.oktaId },
  { header: 'Last Login', width: 20, value: (u) => u.lastLogin },
];
type ExportRow = Awaited<ReturnType<typeof repo.findActiveUsersForExport>>[number];

/** PUT users/active: every active user (matching the list's text) as one XLSX sheet, by last name. */
export async function exportActiveUsers(db: Db, text: string) {
  const rows = await repo.findActiveUsersForExport(db, text, EXPORT_MAX_ROWS);
  // loaded on the first export: the package takes a third of a second to load at start-up
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Active Users');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const u of rows)
    sheet.addRow(
      EXPORT_COLUMNS.map((c) => {
        const v = c.value(u);
        return v instanceof Date ? v : guardSpreadsheetCell(v);
      }),
    );
  sheet.getColumn(EXPORT_COLUMNS.length).numFmt = 'yyyy-mm-dd hh:mm';
  return {
    fileName: 'active-users.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/** PUT user/audit: a page of the user's audit (their record's history, or what they changed). */
export async function userAudit(db: Db, q: UserAuditQuery) {
  await requireUser(db, q.userId);
  const page = await repo.findUserAuditPage(db, q);
  return { currentPage: q.pageNumber, pageSize: q.pageSize, ...page };
}
