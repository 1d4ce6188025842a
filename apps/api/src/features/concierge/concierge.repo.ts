import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { conciergeLogins, users } from '../../db/schema';

export type ConciergeRow = {
  userId: number;
  firstName: string;
  lastName: string;
  profileId: number | null;
  login: string | null;
  enabled: boolean;
};

/** The user with their concierge login details (none yet: no login, link off); null without the user. */
export async function findConciergeLogin(db: DbOrTx, userId: number): Promise<ConciergeRow | null> {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileId: users.profileId,
      login: conciergeLogins.login,
      enabled: sql<boolean>`coalesce(${conciergeLogins.enabled}, false)`,
    })
    .from(users)
    .leftJoin(conciergeLogins, eq(conciergeLogins.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function upsertConciergeLogin(
  tx: DbOrTx,
  userId: number,
  values: { login: string | null; enabled: boolean },
) {
  await tx
    .insert(conciergeLogins)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: conciergeLogins.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
