import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '@atrium/domain';
import type { Db } from './client';
import { audits } from './schema';
import { notFound, staleVersion } from '../lib/http-error';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type FieldChange = { field: string; oldValue: unknown; newValue: unknown };
/** A versioned update of a table a repository names (the table is the repository's business). */
export type VersionedChange = Omit<Parameters<typeof updateVersioned>[1], 'table'>;

/** Writes one audit row: entity, who (and who really, while masquerading), what changed. */
export async function recordAudit(
  db: DbOrTx,
  entry: {
    entityType: string;
    entityId: number;
    action: string;
    actor: Actor | null;
    changes: FieldChange[];
  },
) {
  await db.insert(audits).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    userId: entry.actor?.userId ?? null,
    realUserId: entry.actor?.realUserId ?? null,
    changes: entry.changes,
  });
}

export function diffFields(before: Record<string, unknown>, changes: Record<string, unknown>): FieldChange[] {
  return Object.entries(changes)
    .filter(([field, value]) => value !== undefined && !sameValue(before[field], value))
    .map(([field, newValue]) => ({ field, oldValue: before[field] ?? null, newValue: newValue ?? null }));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a == null && b == null) return true;
  if (typeof a === 'number' || typeof b === 'number')
    return Number(a) === Number(b) && a != null && b != null;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Updates a versioned row inside the caller's transaction: refuses a stale `expectedVersion`
 * with 412, bumps the version, and audits the changed fields. With no changed field nothing is
 * written and the current row is returned.
 */
export async function updateVersioned<Row extends Record<string, unknown>>(
  tx: DbOrTx,
  opts: {
    table: VersionedTable;
    entityType: string;
    id: number;
    expectedVersion: number | null;
    changes: Record<string, unknown>;
    actor: Actor | null;
    forceVersionBump?: boolean;
  },
): Promise<{ row: Row; changes: FieldChange[] }> {
  const table = opts.table as any;
  const [current] = (await (tx as any)
    .select()
    .from(table)
    .where(eq(table.id, opts.id))
    .for('update')) as Row[];
  if (!current) throw notFound();
  if (opts.expectedVersion != null && current.version !== opts.expectedVersion) throw staleVersion();
  const changes = diffFields(current, opts.changes);
  if (changes.length === 0 && !opts.forceVersionBump) return { row: current, changes };
  const set = Object.fromEntries(changes.map((c) => [c.field, c.newValue]));
  const [row] = (await (tx as any)
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(table.id, opts.id), eq(table.version, current.version as number)))
    .returning()) as Row[];
  if (!row) throw staleVersion();
  await recordAudit(tx, {
    entityType: opts.entityType,
    entityId: opts.id,
    action: 'update',
    actor: opts.actor,
    changes,
  });
  return { row, changes };
}
