import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  listingDisplayTitle,
  pressTypeName,
  type PressImage,
  type PressItem,
  type PressSearch,
  type PressValues,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { agents, files, listings, mediaOutlets, pressItems } from '../../db/schema';

/** The entity type and upload place of a press item's web display image in the files feature. */
export const PRESS_IMAGE = { entityType: 'press', place: 'webDisplayImage' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(q: PressSearch): SQL | undefined {
  const text = q.text ? `%${escapeLike(q.text)}%` : null;
  return and(
    q.pressTypeId ? eq(pressItems.pressTypeId, q.pressTypeId) : undefined,
    q.publish == null ? undefined : eq(pressItems.publish, q.publish),
    q.fromDate ? gte(pressItems.date, q.fromDate) : undefined,
    q.toDate ? lte(pressItems.date, q.toDate) : undefined,
    text
      ? or(ilike(pressItems.title, text), ilike(pressItems.url, text), ilike(mediaOutlets.name, text))
      : undefined,
  );
}

const SORT = {
  date: pressItems.date,
  title: pressItems.title,
  pressType: pressItems.pressTypeId,
  mediaOutlet: mediaOutlets.name,
  publish: pressItems.publish,
} as const;

const itemColumns = {
  id: pressItems.id,
  pressTypeId: pressItems.pressTypeId,
  title: pressItems.title,
  url: pressItems.url,
  date: pressItems.date,
  mediaOutletId: pressItems.mediaOutletId,
  mediaOutletName: mediaOutlets.name,
  agentId: pressItems.agentId,
  agentFirstName: agents.firstName,
  agentLastName: agents.lastName,
  listingId: pressItems.listingId,
  listingTitle: listings.title,
  listingAddress1: listings.address1,
  listingUseAddressAsTitle: listings.useAddressAsTitle,
  publish: pressItems.publish,
};

const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(pressItems)
    .leftJoin(mediaOutlets, eq(mediaOutlets.id, pressItems.mediaOutletId))
    .leftJoin(agents, eq(agents.id, pressItems.agentId))
    .leftJoin(listings, eq(listings.id, pressItems.listingId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = (r: ItemRow, image: PressImage | null): PressItem => ({
  id: r.id,
  pressTypeId: r.pressTypeId,
  pressTypeName: pressTypeName(r.pressTypeId),
  title: r.title,
  url: r.url,
  date: r.date,
  mediaOutletId: r.mediaOutletId,
  mediaOutletName: r.mediaOutletName,
  entityDetails: {
    agentId: r.agentId,
    agentName: r.agentId ? `${r.agentFirstName ?? ''} ${r.agentLastName ?? ''}`.trim() : null,
    listingId: r.listingId,
    listingTitle: r.listingId
      ? listingDisplayTitle({
          title: r.listingTitle,
          address1: r.listingAddress1,
          useAddressAsTitle: r.listingUseAddressAsTitle ?? false,
        })
      : null,
  },
  publish: r.publish,
  webDisplayImage: image,
});

/** The web display images of these items (the newest row of each). */
async function findImages(db: DbOrTx, ids: number[]): Promise<Map<number, PressImage>> {
  const byItem = new Map<number, PressImage>();
  if (!ids.length) return byItem;
  const rows = await db
    .select({
      itemId: files.entityId,
      id: files.id,
      fileName: files.fileName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
    })
    .from(files)
    .where(and(eq(files.entityType, PRESS_IMAGE.entityType), inArray(files.entityId, ids)))
    .orderBy(desc(files.createdDate), desc(files.id));
  for (const { itemId, ...image } of rows) if (!byItem.has(itemId)) byItem.set(itemId, image);
  return byItem;
}

async function withImages(db: DbOrTx, rows: ItemRow[]): Promise<PressItem[]> {
  const images = await findImages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toItem(r, images.get(r.id) ?? null));
}

/** A page of the items matching the filters; `limit` null answers every match (the export). */
export async function findPressPage(db: DbOrTx, q: PressSearch, all = false) {
  const order = q.sortDirection === 'asc' ? asc : desc;
  const where = whereOf(q);
  const base = selectItems(db).where(where).orderBy(order(SORT[q.sortColumn]), order(pressItems.id));
  const rows = all ? await base : await base.limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize);
  const [{ n }] = await db
    .select({ n: count() })
    .from(pressItems)
    .leftJoin(mediaOutlets, eq(mediaOutlets.id, pressItems.mediaOutletId))
    .where(where);
  return { results: await withImages(db, rows), totalRecords: n };
}

export async function findPressItem(db: DbOrTx, id: number): Promise<PressItem | undefined> {
  const rows = await selectItems(db).where(eq(pressItems.id, id));
  if (!rows.length) return undefined;
  const [item] = await withImages(db, rows);
  return item;
}

type PressFields = {
  pressTypeId: number;
  title: string;
  url: string | null;
  date: string;
  mediaOutletId: number | null;
  agentId: number | null;
  listingId: number | null;
  publish: boolean;
};

export const fieldsOf = (v: PressValues): PressFields => ({
  pressTypeId: v.pressTypeId,
  title: v.title,
  url: v.url,
  date: v.date,
  mediaOutletId: v.mediaOutletId,
  agentId: v.entityDetails.agentId,
  listingId: v.entityDetails.listingId,
  publish: v.publish,
});

export async function insertPressItem(db: DbOrTx, fields: PressFields, createdBy: number | null) {
  const [row] = await db
    .insert(pressItems)
    .values({ ...fields, createdBy })
    .returning({ id: pressItems.id });
  return row.id;
}

/** Answers whether the item existed. */
export async function updatePressItem(db: DbOrTx, id: number, fields: PressFields): Promise<boolean> {
  const rows = await db
    .update(pressItems)
    .set({ ...fields, version: sql`${pressItems.version} + 1`, updatedAt: new Date().toISOString() })
    .where(eq(pressItems.id, id))
    .returning({ id: pressItems.id });
  return rows.length > 0;
}

export async function deletePressRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(pressItems).where(eq(pressItems.id, id)).returning({ id: pressItems.id });
  return rows.length > 0;
}

export async function pressItemExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: pressItems.id }).from(pressItems).where(eq(pressItems.id, id));
  return row != null;
}

/** The ids of every image row of an item (a new upload or the item's deletion removes them). */
export async function findPressImageIds(db: DbOrTx, id: number): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entityType, PRESS_IMAGE.entityType), eq(files.entityId, id)));
  return rows.map((r) => r.id);
}

/** Which of the linked records exist: a missing one is a 400, not a foreign-key failure. */
export async function missingLinks(db: DbOrTx, f: PressFields): Promise<string[]> {
  const missing: string[] = [];
  const exists = async (table: typeof agents | typeof listings | typeof mediaOutlets, id: number | null) =>
    id == null || (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  if (!(await exists(mediaOutlets, f.mediaOutletId))) missing.push('mediaOutletId');
  if (!(await exists(agents, f.agentId))) missing.push('agentId');
  if (!(await exists(listings, f.listingId))) missing.push('listingId');
  return missing;
}

/** Media outlets by name: the active ones and, for an item being edited, the outlets in use. */
export async function findMediaOutletChoices(db: DbOrTx) {
  return db
    .select({ id: mediaOutlets.id, name: mediaOutlets.name, statusId: mediaOutlets.statusId })
    .from(mediaOutlets)
    .where(
      or(
        eq(mediaOutlets.statusId, 1),
        exists(
          db
            .select({ one: sql`1` })
            .from(pressItems)
            .where(eq(pressItems.mediaOutletId, mediaOutlets.id)),
        ),
      ),
    )
    .orderBy(asc(mediaOutlets.name), asc(mediaOutlets.id));
}
