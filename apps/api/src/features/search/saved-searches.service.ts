import type { z } from 'zod';
import { type Actor, type SavedSearch, type SavedSearchSchema } from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { forbidden, notFound } from '../../lib/http-error';
import {
  clearOtherDefaults,
  deleteSavedSearch as removeRow,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  updateSavedSearchVersioned,
  type SavedSearchRow,
} from './saved-searches.repo';

type Body = z.output<typeof SavedSearchSchema>;

export function toSavedSearch(r: SavedSearchRow): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    criteria: r.criteria.map((c) => ({
      fieldName: c.fieldName,
      values: c.values,
      endValue: c.endValue ?? null,
    })),
    sortColumn: r.sortColumn,
    sortDirection: r.sortDirection === 'asc' || r.sortDirection === 'desc' ? r.sortDirection : null,
    columns: r.columns ?? null,
    isDefault: r.isDefault,
  };
}

/** A saved search belongs to one user: anyone else is answered 404, as if it did not exist. */
async function requireOwn(db: Db, actor: Actor, id: number) {
  const row = await findSavedSearch(db, id);
  if (!row || row.userId !== actor.userId) throw notFound();
  return row;
}

export async function mySavedSearches(db: Db, actor: Actor) {
  return (await listSavedSearches(db, actor.userId)).map(toSavedSearch);
}

export async function getSavedSearch(db: Db, actor: Actor, id: number) {
  return requireOwn(db, actor, id);
}

/** POST /api/savedsearches: creates, or with an id updates, one of the actor's searches. */
export async function saveSearch(db: Db, actor: Actor, body: Body, expectedVersion: number | null) {
  const values = {
    name: body.name,
    criteria: body.criteria.map((c) => ({
      fieldName: c.fieldName,
      values: c.values,
      endValue: c.endValue ?? null,
    })),
    sortColumn: body.sortColumn ?? null,
    sortDirection: body.sortDirection ?? null,
    columns: body.columns ?? null,
    isDefault: body.isDefault,
  };
  if (body.id) await requireOwn(db, actor, body.id);
  return db.transaction(async (tx) => {
    let row: SavedSearchRow;
    if (body.id) {
      if (values.isDefault) await unsetDefaults(tx, actor, body.id);
      row = (
        await updateSavedSearchVersioned(tx, {
          entityType: 'savedSearch',
          id: body.id,
          expectedVersion,
          changes: values,
          actor,
        })
      ).row;
    } else {
      if (values.isDefault) await unsetDefaults(tx, actor, 0);
      row = await insertSavedSearch(tx, actor.userId, values);
      await recordAudit(tx, {
        entityType: 'savedSearch',
        entityId: row.id,
        action: 'create',
        actor,
        changes: Object.entries(values).map(([field, newValue]) => ({ field, oldValue: null, newValue })),
      });
    }
    return row;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
async function unsetDefaults(tx: Tx, actor: Actor, keepId: number) {
  const cleared = await clearOtherDefaults(tx, actor.userId, keepId);
  for (const { id } of cleared)
    await recordAudit(tx, {
      entityType: 'savedSearch',
      entityId: id,
      action: 'update',
      actor,
      changes: [{ field: 'isDefault', oldValue: true, newValue: false }],
    });
}

export async function removeSavedSearch(db: Db, actor: Actor, id: number) {
  const row = await requireOwn(db, actor, id);
  await db.transaction(async (tx) => {
    await removeRow(tx, id);
    await recordAudit(tx, {
      entityType: 'savedSearch',
      entityId: id,
      action: 'delete',
      actor,
      changes: [{ field: 'name', oldValue: row.name, newValue: null }],
    });
  });
}

/** PUT /api/savedsearches/{id}/setdefault: this one becomes the user's only default. */
export async function setDefaultSearch(db: Db, actor: Actor, id: number, userId: number | null) {
  if (userId != null && userId !== actor.userId) throw forbidden();
  await requireOwn(db, actor, id);
  return db.transaction(async (tx) => {
    await unsetDefaults(tx, actor, id);
    const { row } = await updateSavedSearchVersioned(tx, {
      entityType: 'savedSearch',
      id,
      expectedVersion: null,
      changes: { isDefault: true },
      actor,
    });
    return row;
  });
}
