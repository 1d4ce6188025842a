import { asc, eq, sql } from 'drizzle-orm';
import type { OfficeStats } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { updateVersioned, type DbOrTx, type VersionedChange } from '../../db/audited-write';
import { newsItems } from '../../db/schema';

export type NewsRow = typeof newsItems.$inferSelect;

export const updateNewsVersioned = (tx: DbOrTx, change: VersionedChange) =>
  updateVersioned<NewsRow>(tx, { ...change, table: newsItems });

const newsColumns = {
  id: newsItems.id,
  title: newsItems.title,
  body: newsItems.body,
  imageUrl: newsItems.imageUrl,
  linkUrl: newsItems.linkUrl,
  displayOrder: newsItems.displayOrder,
  version: newsItems.version,
  updatedAt: newsItems.updatedAt,
};

export function listNews(db: Db) {
  return db.select(newsColumns).from(newsItems).orderBy(asc(newsItems.displayOrder), asc(newsItems.id));
}

export async function findNews(db: DbOrTx, id: number): Promise<NewsRow | null> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  return row ?? null;
}

export async function insertNews(db: DbOrTx, values: typeof newsItems.$inferInsert): Promise<NewsRow> {
  const [row] = await db.insert(newsItems).values(values).returning();
  return row;
}

export async function deleteNews(db: DbOrTx, id: number) {
  await db.delete(newsItems).where(eq(newsItems.id, id));
}

/**
 * Active, pending and sold-since-`from` counts and sold volume per office. `officeIds` null
 * means every office (system administrator); the scope is applied in the query.
 */
export async function officeStats(
  db: Db,
  officeIds: readonly number[] | null,
  from: string,
): Promise<OfficeStats[]> {
  const scope =
    officeIds === null
      ? sql`true`
      : officeIds.length === 0
        ? sql`false`
        : sql`o.id in (${sql.join(
            officeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const sold = sql`l.listing_status_id = 4 and l.closed_date >= ${from}::date`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select o.id, o.name,
        count(l.id) filter (where l.listing_status_id = 1)::int as active,
        count(l.id) filter (where l.listing_status_id = 3)::int as pending,
        count(l.id) filter (where ${sold})::int as sold,
        coalesce(sum(coalesce(l.sold_price, l.current_price)) filter (where ${sold}), 0)::float8 as volume
      from offices o left join listings l on l.office_id = o.id
      where ${scope}
      group by o.id, o.name
      order by o.name`),
  );
  return rows.map((r) => ({
    officeId: Number(r.id),
    officeName: String(r.name),
    active: Number(r.active),
    pending: Number(r.pending),
    sold: Number(r.sold),
    volume: Math.round(Number(r.volume) * 100) / 100,
  }));
}
