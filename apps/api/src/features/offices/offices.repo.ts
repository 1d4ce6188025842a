import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  OFFICE_REGIONS,
  OFFICE_SETTINGS_DEFAULTS,
  officeRegionName,
  officeStatusName,
  type OfficeDetailsBody,
  type OfficeSearchBody,
  type OfficeSettings,
} from '@atrium/domain';
import { preparedPerShape, prepareSql, rowsOf } from '../../db/client';
import { updateVersioned, type DbOrTx, type VersionedChange } from '../../db/audited-write';
import {
  agents,
  officeAdditionalMls,
  officeSettings,
  officeSpecializations,
  offices,
  specializations,
  states,
} from '../../db/schema';

/** `officeIds` null means every office (system administrator). */
export type OfficeScope = readonly number[] | null;

/** The office as the page reads it: its row, manager, regions, state id, specializations. */
export async function findOffice(db: DbOrTx, id: number) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select o.*, sr.name as sales_region_name, st.id as state_id,
        a.first_name || ' ' || a.last_name as manager_name,
        (select count(*)::int from listings l where l.office_id = o.id) as listing_count,
        coalesce((select array_agg(os.specialization_id order by os.specialization_id)
          from office_specializations os where os.office_id = o.id), '{}') as specialization_ids
      from offices o
      left join sales_regions sr on sr.id = o.sales_region_id
      left join states st on st.code = o.state
      left join agents a on a.id = o.manager_agent_id
      where o.id = ${id}`),
  );
  if (!row) return undefined;
  const str = (v: unknown) => (v == null ? null : String(v));
  const num = (v: unknown) => (v == null ? null : Number(v));
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  const statusId = Number(row.status);
  const ids = row.specialization_ids;
  return {
    id: Number(row.id),
    name: String(row.name),
    description: str(row.description),
    statusId,
    status: officeStatusName(statusId),
    isValid: Boolean(row.is_valid),
    publish: Boolean(row.publish),
    mlsNumber: str(row.mls_number),
    primaryMlsName: str(row.primary_mls_name),
    locationCode: str(row.location_code),
    tridentMetroId: str(row.trident_metro_id),
    createdDate: iso(row.created_at)!,
    lastUpdated: iso(row.updated_at)!,
    lastTridentImport: iso(row.last_trident_import),
    history: str(row.history),
    phoneNumber: str(row.phone_number),
    fax: str(row.fax),
    email: str(row.email),
    salesRegionId: num(row.sales_region_id),
    salesRegion: str(row.sales_region_name),
    officeRegionId: num(row.office_region_id),
    officeRegion: officeRegionName(num(row.office_region_id)),
    facebookUrl: str(row.facebook_url),
    twitterUrl: str(row.twitter_url),
    linkedInUrl: str(row.linked_in_url),
    instagramUrl: str(row.instagram_url),
    urlName: str(row.url_name),
    address1: str(row.address1),
    address2: str(row.address2),
    city: str(row.city),
    state: str(row.state),
    regionId: num(row.state_id),
    zip: str(row.zip),
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    listingCount: Number(row.listing_count ?? 0),
    marketArea: str(row.market_area),
    licenseNumber: str(row.license_number),
    dashMlsName: str(row.dash_mls_name),
    dashMlsCode: str(row.dash_mls_code),
    managerId: num(row.manager_agent_id),
    managerName: str(row.manager_name),
    managerTitle: str(row.manager_title),
    officeName: String(row.name),
    officeSpecializations: (Array.isArray(ids) ? ids : parsePgArray(String(ids))).map(Number),
    version: Number(row.version),
  };
}
export type OfficeRecord = NonNullable<Awaited<ReturnType<typeof findOffice>>>;

/** node-postgres answers arrays; a driver that answers '{1,2}' text is read too. */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

const SORT: Record<OfficeSearchBody['sortColumn'], SQL> = {
  officeName: sql`o.name`,
  locationCode: sql`o.location_code`,
  manager: sql`manager`,
  phoneNumber: sql`o.phone_number`,
  region: sql`region`,
  status: sql`o.status`,
  valid: sql`o.is_valid`,
  publish: sql`o.publish`,
};

type SearchShape = { scope: OfficeScope; q: OfficeSearchBody };

/** The search's conditions, as placeholders: their values come with each call. */
function searchCondition({ scope, q }: SearchShape): SQL {
  const where = [scope === null ? sql`true` : sql`o.id = any(${sql.placeholder('scope')})`];
  if (q.name?.trim()) where.push(sql`lower(o.name) like ${sql.placeholder('name')}`);
  if (q.status) where.push(sql`o.status = ${sql.placeholder('status')}`);
  return sql.join(where, sql` and `);
}
const conditionShape = ({ scope, q }: SearchShape) =>
  `${scope === null ? 'all' : 'some'} ${q.name?.trim() ? 1 : 0} ${q.status ? 1 : 0}`;

const officePage = preparedPerShape(
  (db: DbOrTx, s: SearchShape) =>
    prepareSql(
      db,
      '',
      sql`select o.id, o.is_valid, o.publish, o.name, o.location_code, o.phone_number, o.status,
        a.first_name || ' ' || a.last_name as manager, sr.name as region
      from offices o
      left join agents a on a.id = o.manager_agent_id
      left join sales_regions sr on sr.id = o.sales_region_id
      where ${searchCondition(s)}
      order by ${SORT[s.q.sortColumn]} ${s.q.sortDirection === 'desc' ? sql`desc` : sql`asc`} nulls last,
        o.name asc, o.id asc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    ),
  (s) => `${conditionShape(s)} ${s.q.sortColumn} ${s.q.sortDirection}`,
);

const officeCount = preparedPerShape(
  (db: DbOrTx, s: SearchShape) =>
    prepareSql(db, '', sql`select count(*)::int as n from offices o where ${searchCondition(s)}`),
  conditionShape,
);

/** One page of the office list in scope, with the count of all that match. */
export async function searchOffices(db: DbOrTx, scope: OfficeScope, q: OfficeSearchBody) {
  const name = q.name?.trim().toLowerCase();
  const values = {
    scope,
    name: name ? `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    status: q.status,
    limit: q.itemsPerPage,
    offset: (q.currentPage - 1) * q.itemsPerPage,
  };
  const [rows, count] = await Promise.all([
    officePage(db, { scope, q }).execute(values),
    officeCount(db, { scope, q }).execute(values),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map((r) => ({
      id: Number(r.id),
      valid: Boolean(r.is_valid),
      publish: Boolean(r.publish),
      officeName: String(r.name),
      locationCode: (r.location_code as string | null) ?? null,
      manager: (r.manager as string | null) ?? null,
      phoneNumber: (r.phone_number as string | null) ?? null,
      region: (r.region as string | null) ?? null,
      status: officeStatusName(Number(r.status)),
      statusId: Number(r.status),
    })),
    totalCount: Number(rowsOf<{ n: number }>(count)[0].n),
  };
}

export async function findStateCode(db: DbOrTx, stateId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.id, stateId));
  return row?.code;
}

export async function salesRegionExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from sales_regions where id = ${id}`));
  return rows.length > 0;
}

export const isOfficeRegion = (id: number) => OFFICE_REGIONS.some((r) => r.id === id);

/** The office's columns from the details form (state as its code). */
export function officeColumns(body: OfficeDetailsBody, stateCode: string) {
  return {
    primaryMlsName: body.primaryMlsName,
    mlsNumber: body.mlsNumber,
    publish: body.publish,
    locationCode: body.locationCode,
    name: body.name!,
    urlName: body.urlName,
    officeRegionId: body.officeRegionId,
    salesRegionId: body.salesRegionId,
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    state: stateCode,
    zip: body.zip,
    phoneNumber: body.phoneNumber,
    fax: body.fax,
    email: body.email,
    facebookUrl: body.facebookUrl,
    twitterUrl: body.twitterUrl,
    linkedInUrl: body.linkedInUrl,
    instagramUrl: body.instagramUrl,
    isValid: true,
  };
}

export async function insertOffice(db: DbOrTx, values: ReturnType<typeof officeColumns>): Promise<number> {
  const [row] = await db.insert(offices).values(values).returning({ id: offices.id });
  return row.id;
}

export async function existingSpecializations(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: specializations.id })
    .from(specializations)
    .where(inArray(specializations.id, [...ids]));
  return rows.map((r) => r.id);
}

export async function replaceSpecializations(db: DbOrTx, officeId: number, ids: readonly number[]) {
  await db.delete(officeSpecializations).where(eq(officeSpecializations.officeId, officeId));
  if (ids.length)
    await db
      .insert(officeSpecializations)
      .values(ids.map((specializationId) => ({ officeId, specializationId })));
}

/** The office's settings flags; the defaults while it has saved none. */
export async function findSettings(db: DbOrTx, officeId: number): Promise<OfficeSettings> {
  const [row] = await db.select().from(officeSettings).where(eq(officeSettings.officeId, officeId));
  if (!row) return { ...OFFICE_SETTINGS_DEFAULTS };
  const { officeId: _id, version: _v, updatedAt: _u, ...flags } = row;
  return flags;
}

export async function upsertSettings(db: DbOrTx, officeId: number, flags: OfficeSettings) {
  await db
    .insert(officeSettings)
    .values({ officeId, ...flags })
    .onConflictDoUpdate({
      target: officeSettings.officeId,
      set: { ...flags, version: sql`${officeSettings.version} + 1`, updatedAt: sql`now()` },
    });
}

/** An active agent's name, or undefined. */
export async function findActiveAgentName(db: DbOrTx, agentId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ first: agents.firstName, last: agents.lastName })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.statusId, 1)));
  return row ? `${row.first} ${row.last}` : undefined;
}

const mlsColumns = {
  officeAdditionalMlsId: officeAdditionalMls.id,
  officeId: officeAdditionalMls.officeId,
  mlsName: officeAdditionalMls.mlsName,
  mlsNumber: officeAdditionalMls.mlsNumber,
  active: officeAdditionalMls.active,
};

export async function findAdditionalMls(db: DbOrTx, officeId: number) {
  return db
    .select(mlsColumns)
    .from(officeAdditionalMls)
    .where(eq(officeAdditionalMls.officeId, officeId))
    .orderBy(asc(officeAdditionalMls.id));
}

type MlsValues = { mlsName: string | null; mlsNumber: string | null; active: boolean };

export async function insertAdditionalMls(db: DbOrTx, officeId: number, v: MlsValues) {
  const [row] = await db
    .insert(officeAdditionalMls)
    .values({ officeId, mlsName: v.mlsName!, mlsNumber: v.mlsNumber!, active: v.active })
    .returning(mlsColumns);
  return row;
}

/** The office's list becomes `rows`: ids kept are changed, rows without an id added, others removed. */
export async function replaceAdditionalMls(
  db: DbOrTx,
  officeId: number,
  rows: ReadonlyArray<MlsValues & { officeAdditionalMlsId?: number | null }>,
) {
  const keep = rows.flatMap((r) => (r.officeAdditionalMlsId ? [r.officeAdditionalMlsId] : []));
  await db
    .delete(officeAdditionalMls)
    .where(
      and(
        eq(officeAdditionalMls.officeId, officeId),
        keep.length ? notInArray(officeAdditionalMls.id, keep) : undefined,
      ),
    );
  for (const r of rows) {
    if (r.officeAdditionalMlsId)
      await db
        .update(officeAdditionalMls)
        .set({ mlsName: r.mlsName!, mlsNumber: r.mlsNumber!, active: r.active })
        .where(
          and(
            eq(officeAdditionalMls.id, r.officeAdditionalMlsId),
            eq(officeAdditionalMls.officeId, officeId),
          ),
        );
    else await insertAdditionalMls(db, officeId, r);
  }
}

/** Ids of the office's additional MLS rows (to refuse another office's ids). */
export async function additionalMlsIds(db: DbOrTx, officeId: number): Promise<number[]> {
  return (await findAdditionalMls(db, officeId)).map((r) => r.officeAdditionalMlsId);
}

/** A versioned, audited change of the office row (412 when `expectedVersion` is stale). */
export function updateOfficeRow(db: DbOrTx, change: Omit<VersionedChange, 'entityType'>) {
  return updateVersioned<{ version: number }>(db, { table: offices, entityType: 'office', ...change });
}
