import { and, asc, count, desc, eq, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { isSystemAdmin, type Actor, type Application, type ApplicationListQuery } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import {
  applicationFavourites,
  applicationOffices,
  applicationRoles,
  applications,
  files,
  offices,
} from '../../db/schema';
import { newestFileOfEach } from '../files';
import { applicationScopeSql, applicationScopeValues, shownApplicationsSql } from '../search';
import { preparedPerShape } from '../../db/client';

/** The entity type and upload place of an application's logo in the files feature. */
export const APPLICATION_LOGO = { entityType: 'application', place: 'logo' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The applications the actor may see (the directory's rule, applied in the query). */
const inScope = (actor: Actor) => applicationScopeSql(actor, '"applications"');

const isFavouriteOf = (userId: number | Placeholder) =>
  sql<boolean>`exists (select 1 from ${applicationFavourites} f where f.application_id = ${applications.id} and f.user_id = ${userId})`;

const columns = (userId: number | Placeholder) => ({
  id: applications.id,
  name: applications.name,
  link: applications.link,
  acronym: applications.acronym,
  promoted: applications.promoted,
  canShow: applications.canShow,
  isFavourite: isFavouriteOf(userId),
  // written out: drizzle leaves columns unqualified in a select, which the subqueries would capture
  officeIds: sql<number[]>`array(select x.office_id from application_offices x
    where x.application_id = "applications".id order by x.office_id)`,
  roleIds: sql<string[]>`array(select x.role_key from application_roles x
    where x.application_id = "applications".id order by x.role_key)`,
});
type Row = {
  id: number;
  name: string;
  link: string | null;
  acronym: string | null;
  promoted: boolean;
  canShow: boolean;
  isFavourite: boolean;
  officeIds: number[];
  roleIds: string[];
};

/** The logos of these applications, added to their rows. */
async function complete(db: DbOrTx, rows: Row[]): Promise<Application[]> {
  const logos = await newestFileOfEach(
    db,
    APPLICATION_LOGO.entityType,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    isFavourite: Boolean(r.isFavourite),
    logo: logos.get(r.id) ?? null,
    officeIds: r.officeIds.map(Number),
  }));
}

/**
 * The directory's page and count, prepared once per shape (a system administrator or not, with a
 * text or not): drizzle builds their SQL once, and each call sends only the values (the actor's
 * id, offices and role keys, the text, the page).
 */
type PageShape = { isAdmin: boolean; hasText: boolean };
const shapeKey = ({ isAdmin, hasText }: PageShape) => `${isAdmin} ${hasText}`;

function pageWhere({ isAdmin, hasText }: PageShape): SQL | undefined {
  const text = sql.placeholder('text');
  return and(
    isAdmin
      ? undefined
      : shownApplicationsSql('"applications"', {
          officeIds: sql.placeholder('officeIds'),
          roleKeys: sql.placeholder('roleKeys'),
        }),
    hasText ? or(ilike(applications.name, text), ilike(applications.acronym, text)) : undefined,
  );
}

const pageQuery = preparedPerShape(
  (db: DbOrTx, shape: PageShape) =>
    db
      .select(columns(sql.placeholder('userId')))
      .from(applications)
      .where(pageWhere(shape))
      .orderBy(
        desc(isFavouriteOf(sql.placeholder('userId'))),
        desc(applications.promoted),
        asc(sql`lower(${applications.name})`),
        asc(applications.id),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(''),
  shapeKey,
);

const countQuery = preparedPerShape(
  (db: DbOrTx, shape: PageShape) =>
    db.select({ n: count() }).from(applications).where(pageWhere(shape)).prepare(''),
  shapeKey,
);

/** A page of the directory: the actor's favourites first, then the promoted ones, then by name. */
export async function findApplicationPage(db: DbOrTx, actor: Actor, q: ApplicationListQuery) {
  const shape = { isAdmin: isSystemAdmin(actor), hasText: Boolean(q.text) };
  const values = {
    userId: actor.userId,
    ...applicationScopeValues(actor),
    text: q.text ? `%${escapeLike(q.text)}%` : null,
    limit: q.pageSize,
    offset: (q.pageNumber - 1) * q.pageSize,
  };
  const rows = await pageQuery(db, shape).execute(values);
  const [{ n }] = await countQuery(db, shape).execute(values);
  return { results: await complete(db, rows), totalRecords: n };
}

/** An application the actor may see (every one for a system administrator), or undefined. */
export async function findApplication(
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<Application | undefined> {
  const rows = await db
    .select(columns(actor.userId))
    .from(applications)
    .where(and(eq(applications.id, id), inScope(actor)));
  return (await complete(db, rows))[0];
}

export async function isApplicationVisible(db: DbOrTx, actor: Actor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), inScope(actor)));
  return row != null;
}

/** The application named `name` (any case) that the actor may see. */
export async function findVisibleApplicationByName(db: DbOrTx, actor: Actor, name: string) {
  const [row] = await db
    .select({ name: applications.name, link: applications.link })
    .from(applications)
    .where(and(sql`lower(${applications.name}) = lower(${name})`, inScope(actor)))
    .orderBy(asc(applications.id))
    .limit(1);
  return row;
}

export type ApplicationFields = {
  name: string;
  link: string;
  acronym: string | null;
  promoted: boolean;
  canShow: boolean;
};

export async function insertApplication(db: DbOrTx, fields: ApplicationFields): Promise<number> {
  const [row] = await db.insert(applications).values(fields).returning({ id: applications.id });
  return row.id;
}

/** Answers whether the application existed. */
export async function updateApplication(db: DbOrTx, id: number, fields: ApplicationFields): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ ...fields, version: sql`${applications.version} + 1`, updatedAt: new Date().toISOString() })
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** Replaces the offices and roles an application is limited to. */
export async function setApplicationLimits(db: DbOrTx, id: number, officeIds: number[], roleKeys: string[]) {
  await db.delete(applicationOffices).where(eq(applicationOffices.applicationId, id));
  await db.delete(applicationRoles).where(eq(applicationRoles.applicationId, id));
  if (officeIds.length)
    await db
      .insert(applicationOffices)
      .values(officeIds.map((officeId) => ({ applicationId: id, officeId })));
  if (roleKeys.length)
    await db.insert(applicationRoles).values(roleKeys.map((roleKey) => ({ applicationId: id, roleKey })));
}

/** The office ids among these that do not exist. */
export async function missingOffices(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Flips a flag; answers the flags as they now stand, or undefined when there is no such application. */
export async function toggleApplicationFlag(db: DbOrTx, id: number, flag: 'promoted' | 'canShow') {
  const column = applications[flag];
  const [row] = await db
    .update(applications)
    .set({
      [flag]: sql`not ${column}`,
      version: sql`${applications.version} + 1`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(applications.id, id))
    .returning({ id: applications.id, promoted: applications.promoted, canShow: applications.canShow });
  return row;
}

export async function deleteApplicationRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function findApplicationLogoIds(db: DbOrTx, id: number): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entityType, APPLICATION_LOGO.entityType), eq(files.entityId, id)));
  return rows.map((r) => r.id);
}

export async function addFavourite(db: DbOrTx, applicationId: number, userId: number) {
  await db.insert(applicationFavourites).values({ applicationId, userId }).onConflictDoNothing();
}

export async function removeFavourite(db: DbOrTx, applicationId: number, userId: number) {
  await db
    .delete(applicationFavourites)
    .where(
      and(eq(applicationFavourites.applicationId, applicationId), eq(applicationFavourites.userId, userId)),
    );
}
