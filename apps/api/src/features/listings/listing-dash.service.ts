import { MSG, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { badRequest, notFound } from '../../lib/http-error';
import type { AppContext } from '../../app-context';
import type { BackOfficeSystem } from '../../adapters/back-office/back-office';
import { requireEditableListing, requireVisibleListing } from './listing-access.service';
import { findListing } from './listings.repo';
import { backOfficeListing } from './listing-validation.service';
import {
  completeSend,
  countListSideAgents,
  findLatestSend,
  findSend,
  insertQueuedSend,
} from './listing-dash.repo';

/** The job that sends one queued listing to the dash system. */
export const DASH_SEND_JOB = 'listing-dash-send';
export type DashSendData = { sendId: number };

export type DashDeps = { db: Db; jobs: AppContext['jobs']; backOffice: BackOfficeSystem };

const auditDash = (db: Db, listingId: number, actor: Actor | null, from: string, to: string, note?: string) =>
  recordAudit(db, {
    entityType: 'listing',
    entityId: listingId,
    action: 'sendToDash',
    actor,
    changes: [
      { field: 'dashStatus', oldValue: from, newValue: to },
      ...(note
        ? [{ field: to === 'Sent' ? 'dashReference' : 'dashError', oldValue: null, newValue: note }]
        : []),
    ],
  });

/**
 * POST listing/{id}/sendtodash: refuses a listing without a list-side agent or without a listing
 * number, else queues its sending (once: a second request while one waits queues nothing).
 */
export async function sendToDash(deps: DashDeps, actor: Actor, listingId: number) {
  await requireEditableListing(deps.db, actor, listingId);
  const listing = await findListing(deps.db, listingId);
  if (!listing) throw notFound();
  if ((await countListSideAgents(deps.db, listingId)) === 0) throw badRequest(MSG.noAgentOnListing);
  if (!listing.listingNumber?.trim()) throw badRequest(MSG.invalidListingNo);
  const before = (await findLatestSend(deps.db, listingId))?.status ?? 'Not sent';
  const sendId = await insertQueuedSend(deps.db, listingId, actor.userId);
  if (sendId == null) return { message: MSG.dashListingQueued };
  try {
    await deps.jobs.enqueue<DashSendData>(DASH_SEND_JOB, { sendId });
  } catch (err) {
    await completeSend(deps.db, sendId, { status: 'failed', error: (err as Error).message });
    throw err;
  }
  await auditDash(deps.db, listingId, actor, before, 'Queued');
  return { message: MSG.dashListingQueued };
}

/** The job: hands the listing to the dash system and records the answer (no retry: the user sends again). */
export async function runDashSend(deps: Omit<DashDeps, 'jobs'>, data: DashSendData) {
  const send = await findSend(deps.db, data.sendId);
  if (!send || send.status !== 'queued') return;
  const listing = await findListing(deps.db, send.listingId);
  if (!listing) return;
  try {
    const { reference } = await deps.backOffice.sendListing(backOfficeListing(listing));
    if (await completeSend(deps.db, send.id, { status: 'sent', reference }))
      await auditDash(deps.db, send.listingId, null, 'Queued', 'Sent', reference ?? undefined);
  } catch (err) {
    const error = (err as Error).message;
    if (await completeSend(deps.db, send.id, { status: 'failed', error }))
      await auditDash(deps.db, send.listingId, null, 'Queued', 'Failed', error);
  }
}

/** GET dash/listing/{id}: the listing as the dash system has it (its latest sending). */
export async function getDashListing(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const listing = await findListing(db, listingId);
  if (!listing) throw notFound();
  const latest = await findLatestSend(db, listingId);
  return {
    listingId,
    listingNumber: listing.listingNumber,
    ...(latest ?? {
      status: 'Not sent' as const,
      requestedBy: null,
      requestedAt: null,
      completedAt: null,
      reference: null,
      error: null,
    }),
  };
}
