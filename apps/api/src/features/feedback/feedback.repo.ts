import { desc, eq } from 'drizzle-orm';
import type { Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { feedback, users } from '../../db/schema';

/** Stores a feedback entry and its audit in one transaction; answers its id. */
export function insertFeedback(db: Db, actor: Actor, entry: { message: string; page: string | null }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ userId: actor.userId, message: entry.message, page: entry.page })
      .returning({ id: feedback.id });
    await recordAudit(tx, {
      entityType: 'feedback',
      entityId: row.id,
      action: 'create',
      actor,
      changes: [{ field: 'message', oldValue: null, newValue: entry.message }],
    });
    return row.id;
  });
}

export function latestFeedback(db: Db, limit: number) {
  return db
    .select({
      id: feedback.id,
      message: feedback.message,
      page: feedback.page,
      createdDate: feedback.createdDate,
      userId: feedback.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.id))
    .limit(limit);
}
