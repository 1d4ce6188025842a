import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { aiAreaStatusName, type AiArea, type AiAreaSearch } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { updateVersioned, type VersionedChange } from '../../db/audited-write';
import { preparedPerShape } from '../../db/client';
import { files, listings, neighborhoods, salesRegions } from '../../db/schema';
import { newestFileOfEach } from '../files';

/** The entity type and upload place of an AI area's image in the files feature. */
export const AI_AREA_IMAGE = { entityType: 'neighborhood', place: 'image' } as const;

const parent = alias(neighborhoods, 'parent');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The listings naming the area as their AI area, in any case (served by an expression index). */
const listingsCount =
  sql<number>`(select count(*) from ${listings} where lower(${listings.aineighborhood}) = lower(${neighborhoods.name}))`.mapWith(
    Number,
  );

/** The filters a search uses, as placeholders: their values come with each call (`valuesOf`). */
function whereOf(q: AiAreaSearch): SQL | undefined {
  const value = sql.placeholder;
  return and(
    q.id ? eq(neighborhoods.id, value('id')) : undefined,
    q.salesRegionId ? eq(neighborhoods.salesRegionId, value('salesRegionId')) : undefined,
    q.status ? eq(neighborhoods.status, value('status')) : undefined,
    q.text
      ? or(
          ilike(neighborhoods.name, value('text')),
          ilike(neighborhoods.alias, value('text')),
          ilike(parent.name, value('text')),
        )
      : undefined,
  );
}

const valuesOf = (q: AiAreaSearch) => ({
  id: q.id,
  salesRegionId: q.salesRegionId,
  status: q.status,
  text: q.text ? `%${escapeLike(q.text)}%` : null,
  limit: q.recordsPerPage,
  offset: (q.currentPage - 1) * q.recordsPerPage,
});

/** Searches with the same filters in use and the same order share one built query. */
const filterShape = (q: AiAreaSearch) =>
  [q.id, q.salesRegionId, q.status, q.text].map((v) => (v ? 1 : 0)).join('');

const SORT = {
  name: sql`lower(${neighborhoods.name})`,
  alias: sql`lower(${neighborhoods.alias})`,
  salesRegion: salesRegions.name,
  parent: sql`lower(${parent.name})`,
  status: neighborhoods.status,
  listingsCount,
} as const;

const selectAreas = (db: DbOrTx) =>
  db
    .select({
      id: neighborhoods.id,
      name: neighborhoods.name,
      alias: neighborhoods.alias,
      summary: neighborhoods.summary,
      description: neighborhoods.description,
      status: neighborhoods.status,
      salesRegionId: neighborhoods.salesRegionId,
      salesRegionName: salesRegions.name,
      parentNeighborhood: neighborhoods.parentNeighborhoodId,
      parentNeighborhoodName: parent.name,
      listingsCount,
      version: neighborhoods.version,
    })
    .from(neighborhoods)
    .leftJoin(salesRegions, eq(salesRegions.id, neighborhoods.salesRegionId))
    .leftJoin(parent, eq(parent.id, neighborhoods.parentNeighborhoodId));

type AreaRow = Awaited<ReturnType<ReturnType<typeof selectAreas>['execute']>>[number];

async function withImages(db: DbOrTx, rows: AreaRow[]): Promise<AiArea[]> {
  const images = await newestFileOfEach(
    db,
    AI_AREA_IMAGE.entityType,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const image = images.get(r.id) ?? null;
    return {
      ...r,
      statusName: aiAreaStatusName(r.status),
      salesRegionName: r.salesRegionName ?? '',
      listingsCount: Number(r.listingsCount),
      hasImage: image != null,
      image,
    };
  });
}

type PageShape = { q: AiAreaSearch; all: boolean };

const pageQuery = preparedPerShape(
  (db: DbOrTx, { q, all }: PageShape) => {
    const order = q.sortDirection === 'asc' ? asc : desc;
    const base = selectAreas(db)
      .where(whereOf(q))
      .orderBy(order(SORT[q.sortColumn]), asc(sql`lower(${neighborhoods.name})`), asc(neighborhoods.id));
    return (all ? base : base.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))).prepare('');
  },
  ({ q, all }) => `${filterShape(q)} ${q.sortColumn} ${q.sortDirection} ${all}`,
);

const countQuery = preparedPerShape(
  (db: DbOrTx, q: AiAreaSearch) =>
    db
      .select({ n: count() })
      .from(neighborhoods)
      .leftJoin(parent, eq(parent.id, neighborhoods.parentNeighborhoodId))
      .where(whereOf(q))
      .prepare(''),
  filterShape,
);

/** A page of the areas matching the filters; `all` answers every match (the export). */
export async function findAiAreaPage(db: DbOrTx, q: AiAreaSearch, all = false) {
  const values = valuesOf(q);
  const rows = await pageQuery(db, { q, all }).execute(values);
  const [{ n }] = await countQuery(db, q).execute(values);
  return {
    currentPage: q.currentPage,
    totalRecords: n,
    recordsPerPage: q.recordsPerPage,
    results: await withImages(db, rows),
  };
}

export async function findAiArea(db: DbOrTx, id: number): Promise<AiArea | undefined> {
  const rows = await selectAreas(db).where(eq(neighborhoods.id, id));
  if (!rows.length) return undefined;
  const [area] = await withImages(db, rows);
  return area;
}

export async function aiAreaExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: neighborhoods.id }).from(neighborhoods).where(eq(neighborhoods.id, id));
  return row != null;
}

export async function salesRegionExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: salesRegions.id }).from(salesRegions).where(eq(salesRegions.id, id));
  return row != null;
}

/** Another area of the region with this name, in any case. */
export async function nameTaken(db: DbOrTx, salesRegionId: number, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: neighborhoods.id })
    .from(neighborhoods)
    .where(
      and(
        eq(neighborhoods.salesRegionId, salesRegionId),
        sql`lower(${neighborhoods.name}) = lower(${name})`,
        exceptId == null ? undefined : sql`${neighborhoods.id} <> ${exceptId}`,
      ),
    );
  return rows.length > 0;
}

/** The areas the parent rule walks: those of the region, and the parent asked for wherever it is. */
export async function findParentCandidates(db: DbOrTx, salesRegionId: number, parentId: number) {
  return db
    .select({
      id: neighborhoods.id,
      salesRegionId: neighborhoods.salesRegionId,
      parentNeighborhood: neighborhoods.parentNeighborhoodId,
    })
    .from(neighborhoods)
    .where(or(eq(neighborhoods.salesRegionId, salesRegionId), eq(neighborhoods.id, parentId)));
}

export async function hasChildren(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: neighborhoods.id })
    .from(neighborhoods)
    .where(eq(neighborhoods.parentNeighborhoodId, id))
    .limit(1);
  return rows.length > 0;
}

export type AiAreaFields = {
  name: string;
  alias: string | null;
  summary: string | null;
  description: string | null;
  status: number;
  salesRegionId: number;
  parentNeighborhoodId: number | null;
};

export async function insertAiArea(db: DbOrTx, fields: AiAreaFields): Promise<number> {
  const [row] = await db.insert(neighborhoods).values(fields).returning({ id: neighborhoods.id });
  return row.id;
}

export const updateAiAreaVersioned = (tx: DbOrTx, change: VersionedChange) =>
  updateVersioned(tx, { ...change, table: neighborhoods });

export async function deleteAiAreaRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(neighborhoods)
    .where(eq(neighborhoods.id, id))
    .returning({ id: neighborhoods.id });
  return rows.length > 0;
}

/** The ids of every image row of an area (a new upload or the area's deletion removes them). */
export async function findAiAreaImageIds(db: DbOrTx, id: number): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entityType, AI_AREA_IMAGE.entityType), eq(files.entityId, id)));
  return rows.map((r) => r.id);
}
