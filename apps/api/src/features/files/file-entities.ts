import type { Actor, FileEntityType } from '@atrium/domain';
import type { Db } from '../../db/client';

/**
 * Who may see and who may change the files of a record, per entity type. Each area registers
 * its own (listings from the listings feature; photos, videos, logos and media kits later) and
 * answers 404 for a record the actor may not see, 403 for one the actor may see but not change.
 */
export type FileEntityAccess = {
  requireVisible: (db: Db, actor: Actor, entityId: number) => Promise<unknown>;
  requireEditable: (db: Db, actor: Actor, entityId: number) => Promise<unknown>;
};

const registry = new Map<FileEntityType, FileEntityAccess>();

export function registerFileEntity(type: FileEntityType, access: FileEntityAccess) {
  registry.set(type, access);
}

export function fileEntity(type: string): FileEntityAccess {
  const access = registry.get(type as FileEntityType);
  if (!access) throw new Error(`no file access registered for entity type ${type}`);
  return access;
}

export const registeredFileEntityTypes = () => [...registry.keys()];
