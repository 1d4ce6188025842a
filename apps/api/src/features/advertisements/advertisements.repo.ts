import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  fileUrl,
  MEDIA_OUTLET_FILE_PLACES,
  mediaOutletStatusName,
  type AdvertisementSaveBody,
  type AdvertisementSearchBody,
  type MediaOutlet,
  type MediaOutletFilePlace,
  type MediaOutletSearchBody,
} from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { advertisements, files, mediaOutlets } from '../../db/schema';

/** Media outlets and advertisements: their rows and the files that hang on them. */

const likeAny = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const str = (v: unknown) => (v == null ? null : String(v));

/** The newest file of a record at a place, as a JSON object (null when none). */
const latestFile = (entityType: string, entityId: SQL, place: string) => sql`(
  select json_build_object('id', f.id, 'fileName', f.file_name, 'contentType', f.content_type)
  from files f
  where f.entity_type = ${entityType} and f.entity_id = ${entityId} and f.place = ${place}
  order by f.created_at desc, f.id desc limit 1)`;

type FileJson = { id: string; fileName: string; contentType: string } | null;
const fileOf = (v: unknown): FileJson =>
  (v == null ? null : typeof v === 'string' ? JSON.parse(v) : v) as FileJson;

// ---- media outlets ----

const OUTLET_COLUMNS = sql`o.id, o.name, o.status_id,
  ${latestFile('mediaOutlet', sql`o.id`, 'image')} as image,
  ${latestFile('mediaOutlet', sql`o.id`, 'logo')} as logo,
  ${latestFile('mediaOutlet', sql`o.id`, 'mediaKit')} as media_kit,
  (select count(*)::int from advertisements a where a.media_outlet_id = o.id) as advertisement_count`;

function toOutlet(r: Record<string, unknown>): MediaOutlet {
  const withUrl = (v: unknown) => {
    const f = fileOf(v);
    return f && { ...f, url: fileUrl(f.id)! };
  };
  const outletFiles = { image: withUrl(r.image), logo: withUrl(r.logo), mediaKit: withUrl(r.media_kit) };
  return {
    id: Number(r.id),
    name: String(r.name),
    statusId: Number(r.status_id),
    status: mediaOutletStatusName(Number(r.status_id)),
    image: outletFiles.image?.url ?? null,
    logo: outletFiles.logo?.url ?? null,
    mediaKit: outletFiles.mediaKit?.url ?? null,
    files: outletFiles,
    advertisementCount: Number(r.advertisement_count ?? 0),
  };
}

export async function findOutlet(db: DbOrTx, id: number): Promise<MediaOutlet | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${OUTLET_COLUMNS} from media_outlets o where o.id = ${id}`),
  );
  return row && toOutlet(row);
}

export async function searchOutlets(db: DbOrTx, q: MediaOutletSearchBody) {
  const where: SQL[] = [sql`true`];
  const name = q.name?.trim();
  if (name) where.push(sql`lower(o.name) like ${likeAny(name)}`);
  if (q.statusId) where.push(sql`o.status_id = ${q.statusId}`);
  const condition = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${OUTLET_COLUMNS} from media_outlets o where ${condition}
      order by lower(o.name), o.id
      limit ${q.itemsPerPage} offset ${(q.currentPage - 1) * q.itemsPerPage}`),
    db.execute(sql`select count(*)::int as n from media_outlets o where ${condition}`),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map(toOutlet),
    totalCount: Number(rowsOf<{ n: number }>(count)[0].n),
  };
}

export const activeOutlets = (db: DbOrTx) =>
  db
    .select({ id: mediaOutlets.id, name: mediaOutlets.name })
    .from(mediaOutlets)
    .where(eq(mediaOutlets.statusId, 1))
    .orderBy(sql`lower(${mediaOutlets.name})`, mediaOutlets.id);

export async function insertOutlet(
  db: DbOrTx,
  values: { name: string; statusId: number; createdBy: number | null },
) {
  const [row] = await db.insert(mediaOutlets).values(values).returning({ id: mediaOutlets.id });
  return row.id;
}

/** Locks an outlet for a change; answers its name and status, or undefined when missing. */
export async function lockOutlet(db: DbOrTx, id: number) {
  const [row] = rowsOf<{ name: string; status_id: number }>(
    await db.execute(sql`select name, status_id from media_outlets where id = ${id} for update`),
  );
  return row && { name: row.name, statusId: Number(row.status_id) };
}

export const updateOutlet = (db: DbOrTx, id: number, values: { name?: string; statusId?: number }) =>
  db
    .update(mediaOutlets)
    .set({ ...values, version: sql`${mediaOutlets.version} + 1`, updatedAt: sql`now()` })
    .where(eq(mediaOutlets.id, id));

export async function outletStatus(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ s: mediaOutlets.statusId })
    .from(mediaOutlets)
    .where(eq(mediaOutlets.id, id));
  return row?.s;
}

export const isOutletFilePlace = (place: string): place is MediaOutletFilePlace =>
  (MEDIA_OUTLET_FILE_PLACES as readonly string[]).includes(place);

/** The ids of a record's files at a place (what an upload replaces, what a delete removes). */
export async function placeFileIds(db: DbOrTx, entityType: string, entityId: number, place: string) {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entityType, entityType), eq(files.entityId, entityId), eq(files.place, place)));
  return rows.map((r) => r.id);
}

export async function entityFileIds(db: DbOrTx, entityType: string, entityId: number) {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entityType, entityType), eq(files.entityId, entityId)));
  return rows.map((r) => r.id);
}

// ---- advertisements ----

const AD_COLUMNS = sql`a.id, a.name, a.media_outlet_id, o.name as media_outlet_name, a.publish, a.type,
  a.frequency, a.location, a.edition, a.run_date::text as run_date,
  a.reservation_deadline::text as reservation_deadline, a.total_cost, a.notes, a.created_at,
  ${latestFile('advertisement', sql`a.id`, 'image')} as ad_image,
  ${latestFile('advertisement', sql`a.id`, 'tearSheet')} as tear_sheet`;

function toAdvertisement(r: Record<string, unknown>) {
  const adImage = fileOf(r.ad_image);
  const tearSheet = fileOf(r.tear_sheet);
  return {
    id: Number(r.id),
    name: String(r.name),
    mediaOutletId: Number(r.media_outlet_id),
    mediaOutletName: String(r.media_outlet_name),
    publish: Boolean(r.publish),
    type: str(r.type),
    frequency: str(r.frequency),
    location: str(r.location),
    edition: str(r.edition),
    runDate: str(r.run_date),
    reservationDeadline: str(r.reservation_deadline),
    totalCost: r.total_cost == null ? null : Number(r.total_cost),
    notes: str(r.notes),
    createdDate: new Date(r.created_at as string).toISOString(),
    adImage,
    tearSheet,
    adImageUrl: fileUrl(adImage?.id),
    tearSheetUrl: fileUrl(tearSheet?.id),
  };
}
export type AdvertisementRecord = ReturnType<typeof toAdvertisement>;

export async function findAdvertisement(db: DbOrTx, id: number): Promise<AdvertisementRecord | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${AD_COLUMNS} from advertisements a
      join media_outlets o on o.id = a.media_outlet_id where a.id = ${id}`),
  );
  return row && toAdvertisement(row);
}

export async function searchAdvertisements(db: DbOrTx, q: AdvertisementSearchBody) {
  const where: SQL[] = [sql`true`];
  if (q.mediaOutletId) where.push(sql`a.media_outlet_id = ${q.mediaOutletId}`);
  if (q.name) where.push(sql`lower(a.name) like ${likeAny(q.name)}`);
  if (q.runDateFrom) where.push(sql`a.run_date >= ${q.runDateFrom}`);
  if (q.runDateTo) where.push(sql`a.run_date <= ${q.runDateTo}`);
  if (q.publish !== null) where.push(sql`a.publish = ${q.publish}`);
  const condition = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${AD_COLUMNS} from advertisements a
      join media_outlets o on o.id = a.media_outlet_id where ${condition}
      order by a.run_date desc nulls last, a.id desc
      limit ${q.itemsPerPage} offset ${(q.currentPage - 1) * q.itemsPerPage}`),
    db.execute(sql`select count(*)::int as n from advertisements a where ${condition}`),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map(toAdvertisement),
    totalCount: Number(rowsOf<{ n: number }>(count)[0].n),
  };
}

export type AdvertisementColumns = Omit<AdvertisementSaveBody, 'id'>;

export async function insertAdvertisement(
  db: DbOrTx,
  values: AdvertisementColumns,
  createdBy: number | null,
) {
  const [row] = await db
    .insert(advertisements)
    .values({ ...values, createdBy })
    .returning({ id: advertisements.id });
  return row.id;
}

/** Locks an advertisement for a change; answers its columns, or undefined when missing. */
export async function lockAdvertisement(db: DbOrTx, id: number) {
  const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id)).for('update');
  return row;
}

export const updateAdvertisement = (db: DbOrTx, id: number, values: Partial<AdvertisementColumns>) =>
  db
    .update(advertisements)
    .set({ ...values, version: sql`${advertisements.version} + 1`, updatedAt: sql`now()` })
    .where(eq(advertisements.id, id));

export const deleteAdvertisementRow = (db: DbOrTx, id: number) =>
  db.delete(advertisements).where(eq(advertisements.id, id));

/** The editions a media outlet's advertisements name, distinct and alphabetical. */
export async function findEditions(db: DbOrTx, mediaOutletId: number): Promise<string[]> {
  const rows = rowsOf<{ edition: string }>(
    await db.execute(sql`select distinct edition from advertisements
      where media_outlet_id = ${mediaOutletId} and edition is not null and edition <> ''
      order by edition`),
  );
  return rows.map((r) => r.edition);
}
