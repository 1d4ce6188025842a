import {
  canChangeStatus,
  canEditListing,
  canPublishListing,
  canViewListing,
  DEAL_TYPE_TEXT,
  hasRestrictedListingFields,
  isAgent,
  isPublished,
  isSystemAdmin,
  LISTING_STATUS,
  LISTING_STATUS_LABEL,
  MSG,
  ownersIssue,
  statusTargetIssue,
  type Actor,
  type DealTypeId,
  type ListingDetailsBody,
  type ListingStatusBody,
  type ListingStatusId,
  type ListingTitleBody,
} from '@atrium/domain';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit, updateVersioned, type DbOrTx, type FieldChange } from '../../db/audited-write';
import { listings } from '../../db/schema';
import { badRequest, forbidden, notFound, staleVersion } from '../../lib/http-error';
import {
  bumpListingVersion,
  countListingRelations,
  findAccessFacts,
  findListing,
  findListingForPage,
  findListingRelations,
  findOfficeRegion,
  findStateCode,
  lockListingRow,
  type ListingRow,
} from './listings.repo';
import { findOwners, replaceOwners } from './listing-sections.repo';
import { applyDealTypeChange } from './listing-agents.service';

/** Loads a listing the actor may see, or answers 404 (never reveals one outside the scope). */
export async function requireVisibleListing(db: Db, actor: Actor, id: number) {
  const facts = await findAccessFacts(db, id);
  if (!facts || !canViewListing(actor, facts)) throw notFound();
  return facts;
}

/** Refuses with 404 outside the view scope and 403 when the actor may see but not edit. */
export async function requireEditableListing(db: Db, actor: Actor, id: number) {
  const facts = await requireVisibleListing(db, actor, id);
  if (!canEditListing(actor, facts)) throw forbidden();
  return facts;
}

/** Publishing: 404 outside the view scope, 403 without Publish Listing on this listing. */
export async function requirePublishableListing(db: Db, actor: Actor, id: number) {
  const facts = await requireVisibleListing(db, actor, id);
  if (!canPublishListing(actor, facts)) throw forbidden();
  return facts;
}

/**
 * One versioned write of a listing inside `tx`: the row is locked and its version checked
 * against If-Match (412), the field changes are applied and audited, and changes of related rows
 * (owners, rental terms) are audited and bump the version too.
 */
export async function writeListing(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  expectedVersion: number | null,
  changes: Record<string, unknown>,
  related: FieldChange[] = [],
): Promise<ListingRow> {
  const result = await updateVersioned<ListingRow>(tx, {
    table: listings,
    entityType: 'listing',
    id,
    expectedVersion,
    changes,
    actor,
  });
  if (!related.length) return result.row;
  const row = result.changes.length ? result.row : await bumpListingVersion(tx, id);
  await recordAudit(tx, { entityType: 'listing', entityId: id, action: 'update', actor, changes: related });
  return row;
}

/** Locks the listing for a write and checks If-Match before anything else is decided. */
export async function lockForWrite(
  tx: DbOrTx,
  id: number,
  expectedVersion: number | null,
): Promise<ListingRow> {
  const row = await lockListingRow(tx, id);
  if (!row) throw notFound();
  if (expectedVersion != null && row.version !== expectedVersion) throw staleVersion();
  return row;
}

function sameJson(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}
const ownerView = (o: Record<string, unknown>) => ({
  firstName: o.firstName ?? null,
  lastName: o.lastName ?? null,
  ownerAddressDifferentFromPropertyAddress: Boolean(o.ownerAddressDifferentFromPropertyAddress),
  address: o.address ?? null,
  address2: o.address2 ?? null,
  city: o.city ?? null,
  regionId: o.regionId ?? null,
  zip: o.zip ?? null,
});

/** Replaces the owners when they differ; returns the audit change (or none). */
export async function saveOwnersInTx(
  tx: DbOrTx,
  listingId: number,
  owners: NonNullable<ListingDetailsBody['ownerInfo']>,
  statusId: number,
): Promise<FieldChange[]> {
  const issue = ownersIssue(owners, statusId);
  if (issue) throw badRequest(issue, [{ field: 'ownerInfo', message: issue }]);
  const before = (await findOwners(tx, listingId)).map(ownerView);
  const after = owners.map(ownerView);
  if (sameJson(before, after)) return [];
  await replaceOwners(tx, listingId, owners);
  return [{ field: 'ownerInfo', oldValue: before, newValue: after }];
}

/** PUT listing/{id}/details: the details form, its owners, office region and deal type text. */
export async function saveListingDetails(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingDetailsBody,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id, expectedVersion);
    const { ownerInfo, ...fields } = body;
    const changes: Record<string, unknown> = { ...fields };
    if (hasRestrictedListingFields(actor)) {
      for (const f of ['neighborhood', 'aineighborhood', 'rfgId', 'listingType'] as const) delete changes[f];
    }
    if (current.listingStatusId !== LISTING_STATUS.pending) changes.showPendingAsActive = false;
    if (fields.officeId !== current.officeId) {
      if (fields.officeId == null) throw badRequest(MSG.required(['Office']));
      const office = await findOfficeRegion(tx, fields.officeId);
      if (!office) throw badRequest(MSG.unknownOffice, [{ field: 'officeId', message: MSG.unknownOffice }]);
      if (!isSystemAdmin(actor) && !isAgent(actor) && !actor.officeIds.includes(fields.officeId))
        throw forbidden();
      changes.salesRegionId = office.salesRegionId;
    }
    changes.state = fields.regionId != null ? await findStateCode(tx, fields.regionId) : null;
    const related = ownerInfo ? await saveOwnersInTx(tx, id, ownerInfo, current.listingStatusId) : [];
    if (fields.dealTypeId != null && fields.dealTypeId !== current.dealTypeId)
      await applyDealTypeChange(tx, id, current.dealTypeId, fields.dealTypeId, actor);
    return writeListing(tx, actor, id, null, changes, related);
  });
}

/**
 * PUT listing/{id}/status: the status choices and dropdown rules by role (403), then the date
 * rules and what the forms require (400 with the catalogue message).
 */
export async function saveListingStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingStatusBody,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id, expectedVersion);
    const target = body.listingStatusId;
    const from = current.listingStatusId as ListingStatusId;
    const changes: Record<string, unknown> = {};
    if (target !== from) {
      if (!canChangeStatus(actor, from, target)) throw forbidden(MSG.statusNotAllowed);
      const counts = await countListingRelations(tx, id);
      const issue = statusTargetIssue(
        { ...current, ownerCount: counts.owners, rentalTermCount: counts.terms },
        target,
      );
      if (issue) throw badRequest(issue, [{ field: 'listingStatusId', message: issue }]);
      changes.listingStatusId = target;
      if (target === LISTING_STATUS.sold && current.lastAskingPrice == null)
        changes.lastAskingPrice = current.currentPrice;
    }
    changes.showPendingAsActive =
      target === LISTING_STATUS.pending ? (body.showPendingAsActive ?? current.showPendingAsActive) : false;
    return writeListing(tx, actor, id, null, changes);
  });
}

export async function getLastUpdated(db: Db, actor: Actor, id: number) {
  await requireVisibleListing(db, actor, id);
  const row = await findListing(db, id);
  if (!row) throw notFound();
  return { id: row.id, lastUpdated: row.updatedAt, version: row.version };
}

export async function getListingDetails(db: Db, actor: Actor, id: number) {
  const found = await findListingForPage(db, id);
  if (!found || !canViewListing(actor, { officeId: found.listing.officeId, agentIds: found.agentIds }))
    throw notFound();
  const { listing, officeName, isCommercial } = found;
  const rel = await findListingRelations(db, id);
  return { listing, details: toListingDetails(listing, { ...rel, officeName }, isCommercial) };
}

export function toListingDetails(
  l: ListingRow,
  rel: Awaited<ReturnType<typeof findListingRelations>> & { officeName: string | null },
  isCommercial: boolean,
) {
  // copied field by field: spreading a row of ~100 fields costs about 0.1 ms in V8
  const fields: Partial<ListingRow> = {};
  for (const key of LISTING_DETAIL_KEYS) (fields as Record<string, unknown>)[key] = l[key];
  return Object.assign(fields as Omit<ListingRow, 'updatedAt'>, {
    status: LISTING_STATUS_LABEL[l.listingStatusId as ListingStatusId] ?? null,
    dealType: DEAL_TYPE_TEXT[l.dealTypeId as DealTypeId] ?? null,
    office: rel.officeName,
    lastUpdated: l.updatedAt,
    businessPurposeTypeId: l.listingType === 'Rental' ? 2 : 1,
    prices: rel.rentals.map((r) => ({
      price: r.price,
      rentalPeriod: r.name,
      rentalPeriodId: r.rentalPeriodId,
    })),
    listingRentalDetails: rel.rentals,
    ownerInfo: rel.owners.map(({ listingId: _l, ...o }) => o),
    listingAgents: rel.agents.map(({ firstName, lastName, ...a }) => ({
      ...a,
      name: `${firstName} ${lastName}`,
    })),
    isCommercial,
    published: isPublished({ publish: l.publish, isValid: l.isValid, isCommercial }),
  });
}
/** Every listing column but updatedAt, which the details call lastUpdated. */
const LISTING_DETAIL_KEYS = (Object.keys(getTableColumns(listings)) as Array<keyof ListingRow>).filter(
  (k) => k !== 'updatedAt',
);

export async function saveListingTitle(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingTitleBody,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  return db.transaction(async (tx) => {
    const { row } = await updateVersioned<ListingRow>(tx, {
      table: listings,
      entityType: 'listing',
      id,
      expectedVersion,
      changes: { title: body.title },
      actor,
    });
    return row;
  });
}
