import { and, desc, eq, sql } from 'drizzle-orm';
import type { DashStatus } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { listingDashSends, users } from '../../db/schema';

export type DashSendRow = typeof listingDashSends.$inferSelect;

const STATUS_LABEL: Record<string, DashStatus> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** How many agents the list side of a listing has. */
export async function countListSideAgents(db: DbOrTx, listingId: number): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from listing_agents where listing_id = ${listingId} and side_type_id = 1`,
    ),
  );
  return Number(r.n);
}

/** Queues a sending; answers its id, or null when one is already queued for the listing. */
export async function insertQueuedSend(
  db: DbOrTx,
  listingId: number,
  requestedBy: number,
): Promise<number | null> {
  const [row] = await db
    .insert(listingDashSends)
    .values({ listingId, requestedBy })
    .onConflictDoNothing({
      target: listingDashSends.listingId,
      where: sql`${listingDashSends.status} = 'queued'`,
    })
    .returning({ id: listingDashSends.id });
  return row?.id ?? null;
}

export async function findSend(db: DbOrTx, id: number): Promise<DashSendRow | null> {
  const [row] = await db.select().from(listingDashSends).where(eq(listingDashSends.id, id));
  return row ?? null;
}

/** Ends a queued sending (sent or failed); answers false when it was no longer queued. */
export async function completeSend(
  db: DbOrTx,
  id: number,
  outcome: { status: 'sent' | 'failed'; reference?: string | null; error?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(listingDashSends)
    .set({
      status: outcome.status,
      reference: outcome.reference ?? null,
      error: outcome.error ?? null,
      completedAt: sql`now()` as unknown as string,
    })
    .where(and(eq(listingDashSends.id, id), eq(listingDashSends.status, 'queued')))
    .returning({ id: listingDashSends.id });
  return rows.length > 0;
}

/** The latest sending of a listing with the name of who asked for it, or null when never sent. */
export async function findLatestSend(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      status: listingDashSends.status,
      requestedAt: listingDashSends.requestedAt,
      completedAt: listingDashSends.completedAt,
      reference: listingDashSends.reference,
      error: listingDashSends.error,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(listingDashSends)
    .leftJoin(users, eq(users.id, listingDashSends.requestedBy))
    .where(eq(listingDashSends.listingId, listingId))
    .orderBy(desc(listingDashSends.id))
    .limit(1);
  if (!row) return null;
  const { firstName, lastName, status, ...rest } = row;
  return {
    ...rest,
    status: STATUS_LABEL[status] ?? 'Failed',
    requestedBy: firstName == null ? null : `${firstName} ${lastName}`,
  };
}
