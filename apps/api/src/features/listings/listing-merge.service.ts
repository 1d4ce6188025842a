import {
  LISTING_STATUS,
  LISTING_STATUS_LABEL,
  MERGE_FIELDS,
  MERGE_OPTIONS,
  mergedListingChanges,
  type Actor,
  type ListingStatusId,
  type MergeRequest,
  type MergeTotals,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, updateVersioned } from '../../db/audited-write';
import { listings } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireEditableListing } from './listings.service';
import { findListing, type ListingRow } from './listings.repo';
import {
  copyAmenities,
  countsOf,
  lockListings,
  moveNotes,
  searchMergeCandidates,
} from './listing-merge.repo';
import { faultPoint } from '../../lib/fault';

const SUMMARY_FIELDS = [
  'id',
  'listingNumber',
  'listingStatusId',
  'currentPrice',
  'imageCount',
  ...new Set(Object.values(MERGE_FIELDS).flat()),
];

function summary(row: Record<string, unknown>) {
  const out = Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, row[f] ?? null]));
  return { ...out, status: LISTING_STATUS_LABEL[row.listingStatusId as ListingStatusId] ?? null };
}

const included = (req: MergeRequest) => MERGE_OPTIONS.filter((o) => req[o.key]).map((o) => o.label);

export async function mergeCandidates(db: Db, actor: Actor, text: string) {
  const q = text.trim();
  return q ? searchMergeCandidates(db, actor, q) : [];
}

async function loadPair(db: Db, actor: Actor, req: MergeRequest) {
  await requireEditableListing(db, actor, req.fromListingId);
  await requireEditableListing(db, actor, req.toListingId);
  const [from, to] = await Promise.all([
    findListing(db, req.fromListingId),
    findListing(db, req.toListingId),
  ]);
  if (!from || !to) throw notFound();
  return { from, to };
}

function totalsOf(c: Awaited<ReturnType<typeof countsOf>>): MergeTotals {
  // marketing, views, open houses and showings keep no data yet: 0
  return {
    pastMarketings: 0,
    views: 0,
    openHouses: 0,
    showings: 0,
    media: c.media,
    notes: c.notes,
    amenities: c.amenities,
  };
}

/** POST listing/overview: the original and merged 'to' listing and the totals, nothing written. */
export async function mergeOverview(db: Db, actor: Actor, req: MergeRequest) {
  const { from, to } = await loadPair(db, actor, req);
  const changes = mergedListingChanges(from, to, req);
  const [fromCounts, toCounts] = await Promise.all([countsOf(db, from.id), countsOf(db, to.id)]);
  const merged: MergeTotals = {
    ...totalsOf(toCounts),
    notes: toCounts.notes + (req.includeNotes ? fromCounts.notes : 0),
    amenities: req.includeListingFeatures ? fromCounts.amenities : toCounts.amenities,
    media: req.includeMedia ? toCounts.media + fromCounts.media : toCounts.media,
  };
  return {
    fromListing: summary(from),
    originalListing: summary(to),
    mergedListing: summary({ ...to, ...changes }),
    changedFields: Object.keys(changes),
    totals: { from: totalsOf(fromCounts), original: totalsOf(toCounts), merged },
    fromListingAfterMerge: req.shouldDeleteFromListing ? 'Deleted' : summary(from).status,
  };
}

/** The merge: one transaction, recorded in the history of both listings; a failure changes nothing. */
export async function mergeListings(db: Db, actor: Actor, req: MergeRequest) {
  await loadPair(db, actor, req);
  return db.transaction(async (tx) => {
    if ((await lockListings(tx, [req.fromListingId, req.toListingId])) !== 2) throw notFound();
    const from = (await findListing(tx, req.fromListingId))!;
    const to = (await findListing(tx, req.toListingId))!;
    const changes = mergedListingChanges(from, to, req);
    const { row } = await updateVersioned<ListingRow>(tx, {
      table: listings,
      entityType: 'listing',
      id: to.id,
      expectedVersion: null,
      changes,
      actor,
      forceVersionBump: true,
    });
    const notesMoved = req.includeNotes ? await moveNotes(tx, from.id, to.id) : 0;
    faultPoint('merge:afterNotes');
    const amenitiesCopied = req.includeListingFeatures ? await copyAmenities(tx, from.id, to.id) : 0;
    if (req.shouldDeleteFromListing)
      await updateVersioned(tx, {
        table: listings,
        entityType: 'listing',
        id: from.id,
        expectedVersion: null,
        changes: { listingStatusId: LISTING_STATUS.deleted },
        actor,
      });
    const options = included(req).join(', ');
    await recordAudit(tx, {
      entityType: 'listing',
      entityId: to.id,
      action: 'merge',
      actor,
      changes: [
        {
          field: 'mergedFrom',
          oldValue: null,
          newValue: `${from.listingNumber ?? from.id} (${options || 'nothing included'})`,
        },
        ...(notesMoved ? [{ field: 'notes', oldValue: null, newValue: `${notesMoved} moved` }] : []),
        ...(amenitiesCopied
          ? [{ field: 'amenities', oldValue: null, newValue: `${amenitiesCopied} copied` }]
          : []),
      ],
    });
    await recordAudit(tx, {
      entityType: 'listing',
      entityId: from.id,
      action: 'merge',
      actor,
      changes: [
        {
          field: 'mergedInto',
          oldValue: null,
          newValue: `${to.listingNumber ?? to.id} (${options || 'nothing included'})`,
        },
      ],
    });
    faultPoint('merge:beforeCommit');
    return { toListing: summary(row), notesMoved, amenitiesCopied };
  });
}
