import { and, asc, count, desc, eq, exists, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  listingDisplayTitle,
  pressTypeName,
  type PressImage,
  type PressItem,
  type PressSearch,
  type PressValues,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { preparedPerShape } from '../../db/client';
import { agents, files, listings, mediaOutlets, pressItems } from '../../db/schema';
import { newestFileOfEach } from '../files';

/** The entity type and upload place of a press item's web display image in the files feature. */
export const PRESS_IMAGE = { entityType: 'press', place: 'webDisplayImage' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters a search uses, as placeholders: their values come with each call (`valuesOf`). */
function whereOf(q: PressSearch): SQL | undefined {
  const value = sql.placeholder;
  return and(
    q.pressTypeId ? eq(pressItems.pressTypeId, value('pressTypeId')) : undefined,
    q.publish == null ? undefined : eq(pressItems.publish, value('publish')),
    q.fromDate ? gte(pressItems.date, value('fromDate')) : undefined,
    q.toDate ? lte(pressItems.date, value('toDate')) : undefined,
    q.text
      ? or(
          ilike(pressItems.title, value('text')),
          ilike(pressItems.url, value('text')),
          ilike(mediaOutlets.name, value('text')),
        )
      : undefined,
  );
}

const valuesOf = (q: PressSearch) => ({
  pressTypeId: q.pressTypeId,
  publish: q.publish,
  fromDate: q.fromDate,
  toDate: q.toDate,
  text: q.text ? `%${escapeLike(q.text)}%` : null,
  limit: q.pageSize,
  offset: (q.pageNumber - 1) * q.pageSize,
});

/** Searches with the same filters in use and the same order share one built query. */
const filterShape = (q: PressSearch) =>
  [q.pressTypeId, q.publish == null ? '' : 'p', q.fromDate, q.toDate, q.text]
    .map((v) => (v ? 1 : 0))
    .join('');

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

async function withImages(db: DbOrTx, rows: ItemRow[]): Promise<PressItem[]> {
  const images = await newestFileOfEach(
    db,
    PRESS_IMAGE.entityType,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toItem(r, images.get(r.id) ?? null));
}

type PageShape = { q: PressSearch; all: boolean };

const pageQuery = preparedPerShape(
  (db: DbOrTx, { q, all }: PageShape) => {
    const order = q.sortDirection === 'asc' ? asc : desc;
    const base = selectItems(db).where(whereOf(q)).orderBy(order(SORT[q.sortColumn]), order(pressItems.id));
    return (all ? base : base.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))).prepare('');
  },
  ({ q, all }) => `${filterShape(q)} ${q.sortColumn} ${q.sortDirection} ${all}`,
);

const countQuery = preparedPerShape(
  (db: DbOrTx, q: PressSearch) =>
    db
      .select({ n: count() })
      .from(pressItems)
      .leftJoin(mediaOutlets, eq(mediaOutlets.id, pressItems.mediaOutletId))
      .where(whereOf(q))
      .prepare(''),
  filterShape,
);

/** A page of the items matching the filters; `all` answers every match (the export). */
export async function findPressPage(db: DbOrTx, q: PressSearch, all = false) {
  const values = valuesOf(q);
  const rows = await pageQuery(db, { q, all }).execute(values);
  const [{ n }] = await countQuery(db, q).execute(values);
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
