import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { aiAreaStatusName, type AiArea, type AiAreaSearch } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { updateVersioned, type VersionedChange } from '../../db/audited-write';
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

function whereOf(q: AiAreaSearch): SQL | undefined {
  const text = q.text ? `%${escapeLike(q.text)}%` : null;
  return and(
    q.id ? eq(neighborhoods.id, q.id) : undefined,
    q.salesRegionId ? eq(neighborhoods.salesRegionId, q.salesRegionId) : undefined,
    q.status ? eq(neighborhoods.status, q.status) : undefined,
    text
      ? or(ilike(neighborhoods.name, text), ilike(neighborhoods.alias, text), ilike(parent.name, text))
      : undefined,
  );
}

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

/** A page of the areas matching the filters; `all` answers every match (the export). */
export async function findAiAreaPage(db: DbOrTx, q: AiAreaSearch, all = false) {
  const order = q.sortDirection === 'asc' ? asc : desc;
  const where = whereOf(q);
  const base = selectAreas(db)
    .where(where)
    .orderBy(order(SORT[q.sortColumn]), asc(sql`lower(${neighborhoods.name})`), asc(neighborhoods.id));
  const rows = all
    ? await base
    : await base.limit(q.recordsPerPage).offset((q.currentPage - 1) * q.recordsPerPage);
  const [{ n }] = await db
    .select({ n: count() })
    .from(neighborhoods)
    .leftJoin(parent, eq(parent.id, neighborhoods.parentNeighborhoodId))
    .where(where);
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
