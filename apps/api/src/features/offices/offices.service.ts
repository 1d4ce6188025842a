import sanitizeHtml from 'sanitize-html';
import {
  AD_COPY_ALLOWED_TAGS,
  canAdministerOffices,
  canEditOffice,
  isSystemAdmin,
  MSG,
  OFFICE_LIMITS,
  OFFICE_STATUS,
  stripExtraBreaks,
  type Actor,
  type EndpointBody,
  type OfficeDetailsBody,
  type OfficeSearchBody,
  type OfficeSettings,
  type officeEndpoints,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import {
  additionalMlsIds,
  existingSpecializations,
  findActiveAgentName,
  findAdditionalMls,
  findOffice,
  findSettings,
  findStateCode,
  insertAdditionalMls,
  insertOffice,
  isOfficeRegion,
  officeColumns,
  replaceAdditionalMls,
  replaceSpecializations,
  salesRegionExists,
  searchOffices,
  updateOfficeRow,
  upsertSettings,
} from './offices.repo';

/**
 * Offices: marketing staff open and change the offices of their scope (details, description,
 * specializations, additional MLSs); system admins also create offices, change their settings
 * and managers and (de)activate them. Every change is audited on the office.
 */

type ManagerBody = EndpointBody<typeof officeEndpoints.assignOfficeManager>;
type MlsCreateBody = EndpointBody<typeof officeEndpoints.addOfficeAdditionalMls>;
type MlsListBody = EndpointBody<typeof officeEndpoints.saveOfficeAdditionalMls>;

const scopeOf = (actor: Actor) => (isSystemAdmin(actor) ? null : actor.officeIds);

/** An office the actor may open, or 404 (an office outside the scope is not told apart). */
async function requireOffice(db: DbOrTx, actor: Actor, id: number) {
  if (!canEditOffice(actor, id)) throw notFound();
  const office = await findOffice(db, id);
  if (!office) throw notFound();
  return office;
}

async function requireAdministeredOffice(db: DbOrTx, actor: Actor, id: number) {
  if (!canAdministerOffices(actor)) throw forbidden();
  const office = await findOffice(db, id);
  if (!office) throw notFound();
  return office;
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The checks that need the lookups: regions and state exist; answers the state's code. */
async function checkLookups(db: DbOrTx, body: OfficeDetailsBody): Promise<string> {
  if (!isOfficeRegion(body.officeRegionId!)) throw fieldError('officeRegionId', MSG.officeRegionUnknown);
  if (!(await salesRegionExists(db, body.salesRegionId!)))
    throw fieldError('salesRegionId', MSG.officeSalesRegionUnknown);
  const code = await findStateCode(db, body.regionId!);
  if (!code) throw fieldError('regionId', MSG.officeStateUnknown);
  return code;
}

export async function getOffice(db: Db, actor: Actor, id: number) {
  return requireOffice(db, actor, id);
}

export async function listOffices(db: Db, actor: Actor, body: OfficeSearchBody) {
  return searchOffices(db, scopeOf(actor), body);
}

export async function createOffice(db: Db, actor: Actor, body: OfficeDetailsBody) {
  if (!canAdministerOffices(actor)) throw forbidden();
  const stateCode = await checkLookups(db, body);
  const values = officeColumns(body, stateCode);
  const id = await db.transaction(async (tx) => {
    const newId = await insertOffice(tx, values);
    await recordAudit(tx, {
      entityType: 'office',
      entityId: newId,
      action: 'create',
      actor,
      changes: Object.entries(values)
        .filter(([, v]) => v != null)
        .map(([field, newValue]) => ({ field, oldValue: null, newValue })),
    });
    return newId;
  });
  return { id, message: MSG.officeCreated };
}

export async function updateOffice(
  db: Db,
  actor: Actor,
  id: number,
  expectedVersion: number | null,
  body: OfficeDetailsBody,
) {
  await requireOffice(db, actor, id);
  const stateCode = await checkLookups(db, body);
  return db.transaction(async (tx) => {
    const { row } = await updateOfficeRow(tx, {
      id,
      expectedVersion,
      changes: officeColumns(body, stateCode),
      actor,
    });
    return row;
  });
}

/**
 * The office's description as stored: bold and italic in paragraphs and line breaks, nothing
 * else; repeated breaks collapse to one. At most 8000 characters with its HTML.
 */
export function sanitizeOfficeHistory(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: [...AD_COPY_ALLOWED_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
    transformTags: { strong: 'b', em: 'i', div: 'p' },
  });
  return stripExtraBreaks(clean.trim());
}

export async function updateOfficeHistory(
  db: Db,
  actor: Actor,
  id: number,
  expectedVersion: number | null,
  history: string | null,
) {
  await requireOffice(db, actor, id);
  const clean = history ? sanitizeOfficeHistory(history) : '';
  if (clean.length > OFFICE_LIMITS.historyMax)
    throw fieldError('history', MSG.maxLength('Description', OFFICE_LIMITS.historyMax));
  return db.transaction(async (tx) => {
    const { row } = await updateOfficeRow(tx, {
      id,
      expectedVersion,
      changes: { history: clean === '' ? null : clean },
      actor,
    });
    return row;
  });
}

export async function saveSpecializations(db: Db, actor: Actor, id: number, ids: readonly number[]) {
  const office = await requireOffice(db, actor, id);
  const known = await existingSpecializations(db, ids);
  if (known.length !== ids.length) throw fieldError('officeSpecializations', MSG.officeSpecializationUnknown);
  await db.transaction(async (tx) => {
    await replaceSpecializations(tx, id, ids);
    await recordAudit(tx, {
      entityType: 'office',
      entityId: id,
      action: 'specializations',
      actor,
      changes: [
        { field: 'officeSpecializations', oldValue: office.officeSpecializations, newValue: [...ids] },
      ],
    });
  });
  return { message: MSG.officeSpecializationsUpdated };
}

export async function getSettings(db: Db, actor: Actor, id: number) {
  await requireAdministeredOffice(db, actor, id);
  return findSettings(db, id);
}

export async function saveSettings(db: Db, actor: Actor, id: number, flags: OfficeSettings) {
  await requireAdministeredOffice(db, actor, id);
  await db.transaction(async (tx) => {
    const before = await findSettings(tx, id);
    await upsertSettings(tx, id, flags);
    await recordAudit(tx, {
      entityType: 'office',
      entityId: id,
      action: 'settings',
      actor,
      changes: (Object.keys(flags) as Array<keyof OfficeSettings>)
        .filter((k) => before[k] !== flags[k])
        .map((field) => ({ field, oldValue: before[field], newValue: flags[field] })),
    });
  });
  return { message: MSG.officeSettingsSaved };
}

export async function assignManager(db: Db, actor: Actor, id: number, body: ManagerBody) {
  const office = await requireAdministeredOffice(db, actor, id);
  const managerName = await findActiveAgentName(db, body.agentId);
  if (!managerName) throw fieldError('agentId', MSG.officeManagerAgentUnknown);
  await db.transaction((tx) =>
    updateOfficeRow(tx, {
      id,
      expectedVersion: null,
      changes: { managerAgentId: body.agentId, managerTitle: body.title },
      actor,
    }),
  );
  return {
    officeId: id,
    officeName: office.name,
    managerId: body.agentId,
    managerName,
    managerTitle: body.title,
    message: MSG.officeManagerAssigned,
  };
}

export async function removeManager(db: Db, actor: Actor, id: number) {
  await requireAdministeredOffice(db, actor, id);
  await db.transaction((tx) =>
    updateOfficeRow(tx, {
      id,
      expectedVersion: null,
      changes: { managerAgentId: null, managerTitle: null },
      actor,
    }),
  );
}

export async function setStatus(db: Db, actor: Actor, id: number, status: 1 | 2) {
  await requireAdministeredOffice(db, actor, id);
  await db.transaction((tx) =>
    updateOfficeRow(tx, {
      id,
      expectedVersion: null,
      changes: { status },
      actor,
    }),
  );
  return { message: status === OFFICE_STATUS.inactive ? MSG.officeDeactivated : MSG.officeActivated };
}

export async function getAdditionalMls(db: Db, actor: Actor, id: number) {
  await requireOffice(db, actor, id);
  return findAdditionalMls(db, id);
}

export async function addAdditionalMls(db: Db, actor: Actor, body: MlsCreateBody) {
  await requireOffice(db, actor, body.officeId);
  const row = await db.transaction(async (tx) => {
    const added = await insertAdditionalMls(tx, body.officeId, body);
    await recordAudit(tx, {
      entityType: 'office',
      entityId: body.officeId,
      action: 'additionalMls.add',
      actor,
      changes: [{ field: `additionalMls.${added.officeAdditionalMlsId}`, oldValue: null, newValue: added }],
    });
    return added;
  });
  return { ...row, message: MSG.officeAdditionalMlsSaved };
}

export async function saveAdditionalMls(db: Db, actor: Actor, id: number, rows: MlsListBody) {
  await requireOffice(db, actor, id);
  const own = new Set(await additionalMlsIds(db, id));
  if (rows.some((r) => r.officeAdditionalMlsId && !own.has(r.officeAdditionalMlsId))) throw notFound();
  await db.transaction(async (tx) => {
    const before = await findAdditionalMls(tx, id);
    await replaceAdditionalMls(tx, id, rows);
    await recordAudit(tx, {
      entityType: 'office',
      entityId: id,
      action: 'additionalMls.save',
      actor,
      changes: [{ field: 'additionalMls', oldValue: before, newValue: rows }],
    });
  });
  return findAdditionalMls(db, id);
}
