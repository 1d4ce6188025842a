import { asc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export const insertFile = async (db: Db, row: typeof files.$inferInsert) =>
  (await db.insert(files).values(row).returning())[0];

export const findFile = async (db: Db, id: string): Promise<FileRow | undefined> =>
  (await db.select().from(files).where(eq(files.id, id)))[0];

export const findFiles = (db: Db, ids: string[]): Promise<FileRow[]> =>
  db.select().from(files).where(inArray(files.id, ids));

export const listEntityFiles = (db: Db, entityType: string, entityId: number): Promise<FileRow[]> =>
  db
    .select()
    .from(files)
    .where(and(eq(files.entityType, entityType), eq(files.entityId, entityId)))
    .orderBy(asc(files.createdDate), asc(files.id));

export const deleteFileRow = (db: Db, id: string) => db.delete(files).where(eq(files.id, id));
