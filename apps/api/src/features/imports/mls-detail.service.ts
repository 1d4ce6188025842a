import { listingFieldsFromMls, MSG, NOTIFICATION_TYPE, type Actor, type MlsDetails } from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { AppContext } from '../../app-context';
import type { MlsSource } from '../../adapters/mls-source/mls-source';
import { requireEditableListing, writeListing } from '../listings';
import { actorName, notify } from '../notifications';
import { findUserRecord } from '../identity';
import { findListingMlsNumber } from './mls-detail.repo';

/** The job that applies a listing's MLS record to it. */
export const MLS_IMPORT_JOB = 'mls-detail-import';
export type MlsImportData = { listingId: number; listingKey: string; source: string; userId: number };

export type MlsDeps = { db: Db; jobs: AppContext['jobs']; mlsSource: MlsSource };

/** The listing's MLS number (the listing key); 400 'No MLS source found' without one. */
async function listingKeyOf(db: Db, actor: Actor, listingId: number): Promise<string> {
  await requireEditableListing(db, actor, listingId);
  const mls = await findListingMlsNumber(db, listingId);
  if (mls === undefined) throw notFound();
  if (!mls?.trim()) throw badRequest(MSG.mlsNoSource);
  return mls.trim();
}

async function readRecord(source: MlsSource, listingKey: string) {
  try {
    return await source.getListing(listingKey);
  } catch {
    throw new HttpError(502, MSG.mlsDetailsFailed);
  }
}

/** GET listing/{id}/mlsdetails: the MLS's record of a listing the actor may edit. */
export async function getMlsDetails(
  deps: Omit<MlsDeps, 'jobs'>,
  actor: Actor,
  listingId: number,
): Promise<MlsDetails> {
  const listingKey = await listingKeyOf(deps.db, actor, listingId);
  const record = await readRecord(deps.mlsSource, listingKey);
  if (!record) throw notFound(MSG.mlsListingNotFound(listingKey));
  return { listingId, source: deps.mlsSource.kind === 'sandbox' ? 'sandbox' : 'mls', ...record, listingKey };
}

/** POST listing/{id}/mlsimport: queues the import of the listing's MLS record (the key must be the listing's). */
export async function queueMlsImport(
  deps: MlsDeps,
  actor: Actor,
  listingId: number,
  body: { listingKey: string; source: string },
) {
  const listingKey = await listingKeyOf(deps.db, actor, listingId);
  if (listingKey.toLowerCase() !== body.listingKey.toLowerCase()) throw badRequest(MSG.mlsImportFailed);
  await deps.jobs.enqueue<MlsImportData>(MLS_IMPORT_JOB, {
    listingId,
    listingKey,
    source: body.source,
    userId: actor.realUserId ?? actor.userId,
  });
  return { message: MSG.mlsImportQueued };
}

/**
 * The job: reads the record again and writes its fields on the listing as the requesting user
 * (their edit right is checked again), audited as 'mlsImport'. A record gone or a right lost is
 * recorded in the listing's history, not retried.
 */
export async function runMlsImport(deps: Omit<MlsDeps, 'jobs'>, data: MlsImportData) {
  const actor = await findUserRecord(deps.db, { id: data.userId });
  const fail = (error: string) =>
    recordAudit(deps.db, {
      entityType: 'listing',
      entityId: data.listingId,
      action: 'mlsImport',
      actor: null,
      changes: [{ field: 'mlsImportError', oldValue: null, newValue: error }],
    });
  if (!actor || actor.status !== 1) return fail(MSG.mlsImportFailed);
  const record = await deps.mlsSource.getListing(data.listingKey);
  if (!record) return fail(MSG.mlsListingNotFound(data.listingKey));
  try {
    await writeListing(deps.db, actor, data.listingId, { expectedVersion: null }, async () => ({
      action: 'mlsImport',
      fields: listingFieldsFromMls(record),
      related: [
        { field: 'mlsImportSource', oldValue: null, newValue: `${data.source} (${data.listingKey})` },
      ],
    }));
  } catch (err) {
    if (err instanceof HttpError) return fail(`${MSG.mlsImportFailed}: ${err.message}`);
    throw err;
  }
  await notify(deps.db, {
    typeId: NOTIFICATION_TYPE.mlsListingUpdated,
    entityId: data.listingId,
    text: `Listing ${data.listingId} was updated from the MLS (${data.listingKey}), imported by ${actorName(actor)}`,
  });
}
