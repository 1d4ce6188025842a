import {
  businessPurposeOf,
  canChangeStatus,
  canViewListing,
  DEAL_TYPE_TEXT,
  isPublished,
  isSectionEditDisabled,
  LISTING_STATUS_LABEL,
  MSG,
  ownersIssue,
  statusTargetIssue,
  withoutRestrictedFields,
  type Actor,
  type DealTypeId,
  type ListingDetailsBody,
  type ListingStatusBody,
  type ListingStatusId,
  type AdCopyTitleBody,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { DbOrTx, FieldChange } from '../../db/audited-write';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import {
  countListingRelations,
  findListing,
  findListingForPage,
  findListingRelations,
  LISTING_DETAIL_KEYS,
  type ListingRow,
} from './listings.repo';
import { findOwners, replaceOwners } from './listing-sections.repo';
import { applyDealTypeChange } from './listing-agents.service';
import { requireVisibleListing } from './listing-access.service';
import { writeListing } from './listing-write.service';

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

/**
 * PUT listing/{id}/details: the details form, its owners and, when the form changed it, the status
 * (under the rules of PUT listing/{id}/status), all in one transaction. A deal type change moves
 * the agents as the deal's sides require; it is refused to whom the agents are read-only.
 */
export async function saveListingDetails(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingDetailsBody,
  expectedVersion: number | null,
) {
  const { row } = await writeListing(db, actor, id, { expectedVersion }, async (tx, current) => {
    const { ownerInfo, listingStatusId, ...rest } = body;
    const dealTypeId = rest.dealTypeId ?? current.dealTypeId;
    const fields: Partial<ListingRow> = withoutRestrictedFields(actor, { ...rest, dealTypeId });
    if (listingStatusId !== undefined && listingStatusId !== current.listingStatusId)
      Object.assign(fields, await statusChange(tx, actor, current, listingStatusId as ListingStatusId));
    const statusId = fields.listingStatusId ?? current.listingStatusId;
    const related = ownerInfo ? await saveOwnersInTx(tx, id, ownerInfo, statusId) : [];
    if (dealTypeId !== current.dealTypeId) {
      if (isSectionEditDisabled(actor, 'ListAgent')) throw forbidden(MSG.dealTypeChangeForbidden);
      related.push(...(await applyDealTypeChange(tx, id, current.dealTypeId, dealTypeId)));
    }
    return { fields, related };
  });
  return row;
}

/**
 * A status change: the status choices and dropdown rules by role (403), then the date rules and
 * what the forms require (400 with the catalogue message).
 */
async function statusChange(
  tx: DbOrTx,
  actor: Actor,
  current: ListingRow,
  target: ListingStatusId,
): Promise<Partial<ListingRow>> {
  const from = current.listingStatusId as ListingStatusId;
  if (!canChangeStatus(actor, from, target)) throw forbidden(MSG.statusNotAllowed);
  const counts = await countListingRelations(tx, current.id);
  const issue = statusTargetIssue(
    { ...current, ownerCount: counts.owners, rentalTermCount: counts.terms },
    target,
  );
  if (issue) throw badRequest(issue, [{ field: 'listingStatusId', message: issue }]);
  return { listingStatusId: target };
}

/** PUT listing/{id}/status: the status alone, for clients that change nothing else. */
export async function saveListingStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingStatusBody,
  expectedVersion: number | null,
) {
  const { row } = await writeListing(db, actor, id, { expectedVersion }, async (tx, current) => {
    const target = body.listingStatusId;
    const fields: Partial<ListingRow> =
      target === current.listingStatusId ? {} : await statusChange(tx, actor, current, target);
    if (body.showPendingAsActive !== undefined) fields.showPendingAsActive = body.showPendingAsActive;
    return { fields };
  });
  return row;
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
  const { listing, officeName, developmentTitle, isCommercial } = found;
  const rel = await findListingRelations(db, id);
  return {
    listing,
    details: toListingDetails(listing, { ...rel, officeName, developmentTitle }, isCommercial),
  };
}

export function toListingDetails(
  l: ListingRow,
  rel: Awaited<ReturnType<typeof findListingRelations>> & {
    officeName: string | null;
    developmentTitle?: string | null;
  },
  isCommercial: boolean,
) {
  // copied field by field: spreading a row of ~100 fields costs about 0.1 ms in V8
  const fields: Partial<ListingRow> = {};
  for (const key of LISTING_DETAIL_KEYS) (fields as Record<string, unknown>)[key] = l[key];
  return Object.assign(fields as Omit<ListingRow, 'updatedAt'>, {
    status: LISTING_STATUS_LABEL[l.listingStatusId as ListingStatusId] ?? null,
    dealType: DEAL_TYPE_TEXT[l.dealTypeId as DealTypeId] ?? null,
    office: rel.officeName,
    development: rel.developmentTitle ?? null,
    lastUpdated: l.updatedAt,
    businessPurposeTypeId: businessPurposeOf(l.listingType),
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

export async function saveListingTitle(
  db: Db,
  actor: Actor,
  id: number,
  body: AdCopyTitleBody,
  expectedVersion: number | null,
) {
  const { row } = await writeListing(db, actor, id, { expectedVersion }, async () => ({
    fields: { title: body.title },
  }));
  return row;
}
