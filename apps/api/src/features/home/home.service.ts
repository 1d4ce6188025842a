import {
  isSystemAdmin,
  NewsItemSchema,
  StatsRequestSchema,
  type Actor,
  type StatsResponse,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { notFound } from '../../lib/http-error';
import {
  deleteNews,
  findNews,
  insertNews,
  listNews,
  officeStats,
  updateNewsVersioned,
  type NewsRow,
} from './home.repo';

type NewsInput = z.output<typeof NewsItemSchema>;

export async function getHome(db: Db) {
  return { news: await listNews(db) };
}

/** Twelve months back from `today` (ISO date), the window of the 'sold' figure. */
export function twelveMonthsBefore(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

/** Office statistics for the offices the actor may see (all for a system administrator). */
export async function getStats(
  db: Db,
  actor: Actor,
  body: z.output<typeof StatsRequestSchema>,
  today: string,
): Promise<StatsResponse> {
  let scope: number[] | null = isSystemAdmin(actor) ? null : [...actor.officeIds];
  if (body.officeIds?.length) {
    scope = scope === null ? body.officeIds : scope.filter((id) => body.officeIds!.includes(id));
  }
  const from = twelveMonthsBefore(today);
  const offices = await officeStats(db, scope, from);
  const total = offices.reduce(
    (t, o) => ({
      active: t.active + o.active,
      pending: t.pending + o.pending,
      sold: t.sold + o.sold,
      volume: Math.round((t.volume + o.volume) * 100) / 100,
    }),
    { active: 0, pending: 0, sold: 0, volume: 0 },
  );
  return { from, to: today, offices, total };
}

const auditFields = (row: Partial<NewsRow>) =>
  (['title', 'body', 'imageUrl', 'linkUrl', 'displayOrder'] as const).map((field) => ({
    field,
    oldValue: null,
    newValue: row[field] ?? null,
  }));

export async function createNews(db: Db, actor: Actor, body: NewsInput) {
  return db.transaction(async (tx) => {
    const row = await insertNews(tx, { ...body, createdBy: actor.userId });
    await recordAudit(tx, {
      entityType: 'newsItem',
      entityId: row.id,
      action: 'create',
      actor,
      changes: auditFields(row),
    });
    return row;
  });
}

export async function updateNews(
  db: Db,
  actor: Actor,
  id: number,
  body: NewsInput,
  expectedVersion: number | null,
) {
  return db.transaction(async (tx) => {
    const { row } = await updateNewsVersioned(tx, {
      entityType: 'newsItem',
      id,
      expectedVersion,
      changes: body,
      actor,
    });
    return row;
  });
}

export async function removeNews(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const row = await findNews(tx, id);
    if (!row) throw notFound();
    await deleteNews(tx, id);
    await recordAudit(tx, {
      entityType: 'newsItem',
      entityId: id,
      action: 'delete',
      actor,
      changes: auditFields(row).map((c) => ({ ...c, oldValue: c.newValue, newValue: null })),
    });
  });
}
