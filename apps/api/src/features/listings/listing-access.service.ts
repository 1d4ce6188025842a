import { canEditListing, canPublishListing, canViewListing, type Actor } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { forbidden, notFound } from '../../lib/http-error';
import { findAccessFacts } from './listings.repo';

/** Loads a listing the actor may see, or answers 404 (never reveals one outside the scope). */
export async function requireVisibleListing(db: DbOrTx, actor: Actor, id: number) {
  const facts = await findAccessFacts(db, id);
  if (!facts || !canViewListing(actor, facts)) throw notFound();
  return facts;
}

/**
 * Refuses with 404 outside the view scope and 403 when the actor may see but not edit: for the
 * writes beside the listing row (notes); the listing's own writes check inside writeListing.
 */
export async function requireEditableListing(db: DbOrTx, actor: Actor, id: number) {
  const facts = await requireVisibleListing(db, actor, id);
  if (!canEditListing(actor, facts)) throw forbidden();
  return facts;
}

/** Publishing: 404 outside the view scope, 403 without Publish Listing on this listing. */
export async function requirePublishableListing(db: DbOrTx, actor: Actor, id: number) {
  const facts = await requireVisibleListing(db, actor, id);
  if (!canPublishListing(actor, facts)) throw forbidden();
  return facts;
}
