import type { Actor, PhotoCreditSchema } from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { requireVisibleListing, writeListing } from '../listings';
import { findPhotoCredit } from './photo-credit.repo';

/** The photo credit of a listing the actor may see, and whether its MLS photo import is suppressed. */
export async function getPhotoCredit(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const found = await findPhotoCredit(db, listingId);
  if (!found) throw notFound();
  return found;
}

/** Saves both through the listing's write path (version, audit); an empty credit is stored as none. */
export async function savePhotoCredit(
  db: Db,
  actor: Actor,
  listingId: number,
  body: z.output<typeof PhotoCreditSchema>,
  expectedVersion: number | null,
) {
  const { row } = await writeListing(db, actor, listingId, { expectedVersion }, async () => ({
    fields: { photoCredit: body.credit, suppressPhotoImport: body.suppressPhotoImport },
  }));
  return row;
}

export async function toggleSuppressPhotoImport(
  db: Db,
  actor: Actor,
  listingId: number,
  value: boolean,
  expectedVersion: number | null,
) {
  const { row } = await writeListing(db, actor, listingId, { expectedVersion }, async () => ({
    fields: { suppressPhotoImport: value },
  }));
  return row;
}
