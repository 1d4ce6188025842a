import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { videos } from '../../db/schema';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;

export const listVideoRows = (db: DbOrTx, entityType: string, entityId: number): Promise<VideoRow[]> =>
  db
    .select()
    .from(videos)
    .where(and(eq(videos.entityType, entityType), eq(videos.entityId, entityId)))
    .orderBy(asc(videos.videoTypeId), asc(videos.displayOrder));

export const findVideo = async (db: DbOrTx, id: number): Promise<VideoRow | undefined> =>
  (await db.select().from(videos).where(eq(videos.id, id)))[0];

export const findVideoByToken = async (db: DbOrTx, token: string): Promise<VideoRow | undefined> =>
  (await db.select().from(videos).where(eq(videos.callbackToken, token)))[0];

/** Inserts a video; null when its slot was taken meanwhile (the slot's unique index). */
export async function insertVideo(db: DbOrTx, row: NewVideo): Promise<VideoRow | null> {
  const inserted = await db.insert(videos).values(row).onConflictDoNothing().returning();
  return inserted[0] ?? null;
}

/** Changes a video; answers the row as it now stands, or null when it was deleted meanwhile. */
export async function updateVideo(db: DbOrTx, id: number, values: Partial<NewVideo>) {
  const updated = await db.update(videos).set(values).where(eq(videos.id, id)).returning();
  return updated[0] ?? null;
}

export const deleteVideoRows = (db: DbOrTx, ids: number[]): Promise<VideoRow[]> =>
  ids.length ? db.delete(videos).where(inArray(videos.id, ids)).returning() : Promise.resolve([]);

/**
 * Sandbox videos still Started `from` seconds after their upload (and less than `to`): their job
 * was never queued or was lost.
 */
export const findStalledVideoIds = async (db: DbOrTx, from: number, to: number) =>
  (
    await db
      .select({ id: videos.id })
      .from(videos)
      .where(
        and(
          eq(videos.status, 1),
          isNotNull(videos.storageId),
          sql`${videos.createdDate} < now() - make_interval(secs => ${from})`,
          sql`${videos.createdDate} > now() - make_interval(secs => ${to})`,
        ),
      )
  ).map((r) => r.id);
