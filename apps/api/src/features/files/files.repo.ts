import { asc, desc, eq, inArray, and, sql } from 'drizzle-orm';
import { preparedPerShape, type Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export type NewFile = typeof files.$inferInsert;

/** Records a file (in a transaction of the caller's when it passes one). */
export const insertFile = async (db: DbOrTx, row: NewFile) =>
  (await db.insert(files).values(row).returning())[0];

export const findFile = async (db: DbOrTx, id: string): Promise<FileRow | undefined> =>
  (await db.select().from(files).where(eq(files.id, id)))[0];

export const findFiles = (db: DbOrTx, ids: string[]): Promise<FileRow[]> =>
  ids.length ? db.select().from(files).where(inArray(files.id, ids)) : Promise.resolve([]);

export const listEntityFiles = (db: Db, entityType: string, entityId: number): Promise<FileRow[]> =>
  db
    .select()
    .from(files)
    .where(and(eq(files.entityType, entityType), eq(files.entityId, entityId)))
    .orderBy(asc(files.createdDate), asc(files.id));

/** A file as a record's page shows it (a logo, a display image). */
export type EntityFile = { id: string; fileName: string; contentType: string; sizeBytes: number };

const newestFiles = preparedPerShape((db: DbOrTx) =>
  db
    .select({
      entityId: files.entityId,
      id: files.id,
      fileName: files.fileName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
    })
    .from(files)
    .where(
      and(
        eq(files.entityType, sql.placeholder('entityType')),
        sql`${files.entityId} = any(${sql.placeholder('ids')})`,
      ),
    )
    .orderBy(desc(files.createdDate), desc(files.id))
    .prepare('newest_entity_files'),
);

/** The newest file of each of these records of one entity type, by record id (a list's images). */
export async function newestFileOfEach(
  db: DbOrTx,
  entityType: string,
  ids: number[],
): Promise<Map<number, EntityFile>> {
  const byRecord = new Map<number, EntityFile>();
  if (!ids.length) return byRecord;
  const rows = await newestFiles(db).execute({ entityType, ids });
  for (const { entityId, ...file } of rows) if (!byRecord.has(entityId)) byRecord.set(entityId, file);
  return byRecord;
}

export const deleteFileRow = (db: Db, id: string) => db.delete(files).where(eq(files.id, id));

/** Moves files to another upload place of their record (an image sent to floor plans). */
export const setFilesPlace = (db: DbOrTx, ids: string[], place: string) =>
  ids.length ? db.update(files).set({ place }).where(inArray(files.id, ids)) : Promise.resolve();

/**
 * Deletes files rows; answers the storage keys no files row names any more: the objects that may
 * go now. Several rows can share one object (the demo photos do), so a key another row still
 * names is kept. Two deletes racing over one shared object may both keep it: a leftover object,
 * never a row without its object.
 */
export async function deleteFileRows(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await db.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  const keys = [...new Set(deleted.map((r) => r.key))];
  if (!keys.length) return [];
  const named = await db
    .selectDistinct({ key: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, keys));
  const stillNamed = new Set(named.map((r) => r.key));
  return keys.filter((k) => !stillNamed.has(k));
}
