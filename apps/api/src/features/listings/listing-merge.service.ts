import {
  LISTING_STATUS,
  LISTING_STATUS_LABEL,
  MERGE_FIELDS,
  MERGE_OPTIONS,
  mergedListingChanges,
  type Actor,
  type ListingStatusId,
  type MergeRequest,
  type MergeSummary,
  type MergeTotals,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { requireEditableListing } from './listing-access.service';
import { findListing } from './listings.repo';
import { writeListing } from './listing-write.service';
import {
  copyAdCopies,
  copyAmenities,
  countsOf,
  moveListingRows,
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

/** The listing as the merge shows it: the fields of MergeSummary, which lists SUMMARY_FIELDS. */
function summary(row: Record<string, unknown>): MergeSummary {
  const out = Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, row[f] ?? null]));
  return {
    ...out,
    status: LISTING_STATUS_LABEL[row.listingStatusId as ListingStatusId] ?? null,
  } as MergeSummary;
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
  // views on web keep no data yet: 0
  return {
    pastMarketings: c.pastMarketings,
    views: 0,
    openHouses: c.openHouses,
    showings: c.showings,
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
    openHouses: toCounts.openHouses + (req.includeOpenHouses ? fromCounts.openHouses : 0),
    showings: toCounts.showings + (req.includeShowings ? fromCounts.showings : 0),
    pastMarketings: toCounts.pastMarketings + (req.includeMarketing ? fromCounts.pastMarketings : 0),
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

/**
 * The merge: one transaction over both listings (locked in id order), each changed through the
 * listing write and recorded in its history; a failure changes nothing.
 */
export async function mergeListings(db: Db, actor: Actor, req: MergeRequest) {
  await loadPair(db, actor, req);
  return db.transaction(async (tx) => {
    if ((await lockListings(tx, [req.fromListingId, req.toListingId])) !== 2) throw notFound();
    const from = (await findListing(tx, req.fromListingId))!;
    const options = included(req).join(', ') || 'nothing included';
    const merged = await writeListing(
      tx,
      actor,
      req.toListingId,
      { expectedVersion: null },
      async (_, to) => {
        const notesMoved = req.includeNotes ? await moveNotes(tx, from.id, to.id) : 0;
        faultPoint('merge:afterNotes');
        const amenitiesCopied = req.includeListingFeatures ? await copyAmenities(tx, from.id, to.id) : 0;
        const adCopiesCopied = req.includeAdCopy ? await copyAdCopies(tx, from.id, to.id) : 0;
        const moved = {
          openHouses: req.includeOpenHouses ? await moveListingRows(tx, 'openHouses', from.id, to.id) : 0,
          showings: req.includeShowings ? await moveListingRows(tx, 'showings', from.id, to.id) : 0,
          marketing: req.includeMarketing ? await moveListingRows(tx, 'marketing', from.id, to.id) : 0,
        };
        return {
          action: 'merge',
          fields: mergedListingChanges(from, to, req),
          related: [
            {
              field: 'mergedFrom',
              oldValue: null,
              newValue: `${from.listingNumber ?? from.id} (${options})`,
            },
            ...(notesMoved ? [{ field: 'notes', oldValue: null, newValue: `${notesMoved} moved` }] : []),
            ...(amenitiesCopied
              ? [{ field: 'amenities', oldValue: null, newValue: `${amenitiesCopied} copied` }]
              : []),
            ...(adCopiesCopied
              ? [{ field: 'adCopy', oldValue: null, newValue: `${adCopiesCopied} copied` }]
              : []),
            ...Object.entries(moved)
              .filter(([, n]) => n > 0)
              .map(([field, n]) => ({ field, oldValue: null, newValue: `${n} moved` })),
          ],
          result: { notesMoved, amenitiesCopied },
        };
      },
    );
    await writeListing(tx, actor, from.id, { expectedVersion: null }, async () => ({
      action: 'merge',
      fields: req.shouldDeleteFromListing ? { listingStatusId: LISTING_STATUS.deleted } : {},
      related: [
        {
          field: 'mergedInto',
          oldValue: null,
          newValue: `${merged.row.listingNumber ?? merged.row.id} (${options})`,
        },
      ],
    }));
    faultPoint('merge:beforeCommit');
    return { toListing: summary(merged.row), ...merged.result };
  });
}
