import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** A page of the outbox, newest first, optionally only the messages to one address (lowercase). */
export async function outboxPage(db: Db, page: { pageNumber: number; pageSize: number; to?: string }) {
  const where = page.to ? eq(sql`lower(${mailOutbox.toAddress})`, page.to) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(where),
  ]);
  return { rows, total: Number(total) };
}
