/**
 * Listing agents and deal sides (spec/000 sections 4.3, 5.4; spec/001 sections 4, 5).
 *
 * NOTE for the listing page (listings.service.ts): when the details save changes dealTypeId,
 * call `applyDealTypeChange(tx, listingId, fromDealType, toDealType, actor)` INSIDE the same
 * transaction as the listing update, so the listing is never seen half-changed. This file also
 * offers PUT /api/listing/{id}/dealtype, which does both in one transaction.
 */
import { eq } from 'drizzle-orm';
import {
  canEditListing,
  checkSplitTotal,
  DEAL_TYPE_TEXT,
  hasRole,
  isSystemAdmin,
  LIMITS,
  MSG,
  redistributeSplits,
  sidesOfDealType,
  transitionAgentsForDealType,
  type Actor,
  type DealTypeId,
  type ListingAgentAdd,
  type ListingAgentReorder,
  type ListingAgentUpdate,
  type ListingAgentView,
  type SideTypeId,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, updateVersioned, type DbOrTx } from '../../db/audited-write';
import { listings } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import { requireEditableListing, requireVisibleListing } from './listings.service';
import type { ListingRow } from './listings.repo';
import {
  deleteListingAgent,
  findAgent,
  findListingAgents,
  insertListingAgent,
  lockListing,
  replaceListingAgents,
  searchAgentsByName,
  updateListingAgent,
} from './listing-agents.repo';
import { faultPoint } from '../../lib/fault';

const SIDE_FIELD: Record<SideTypeId, string> = { 1: 'listSideAgents', 2: 'saleSideAgents' };

/** Disable Listing Agents Edit makes the agents read-only (system admins excepted). */
export function canEditAgents(actor: Actor): boolean {
  return isSystemAdmin(actor) || !hasRole(actor, 'disableListingAgentsEdit');
}

async function requireAgentsEditable(db: Db, actor: Actor, listingId: number) {
  await requireEditableListing(db, actor, listingId);
  if (!canEditAgents(actor)) throw forbidden();
}

export async function getAgentDetails(db: Db, actor: Actor, listingId: number) {
  const facts = await requireVisibleListing(db, actor, listingId);
  const [lock] = await db
    .select({ dealTypeId: listings.dealTypeId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!lock) throw notFound();
  const agents = await findListingAgents(db, listingId);
  return {
    listingId,
    dealTypeId: lock.dealTypeId,
    dealType: DEAL_TYPE_TEXT[lock.dealTypeId as DealTypeId] ?? null,
    sides: sidesOfDealType(lock.dealTypeId),
    canEdit: canEditListing(actor, facts) && canEditAgents(actor),
    listingAgents: agents,
  };
}

/** 'Avery Lindqvist 50%, Jo Park 50%': the readable value kept in the change history. */
function sideSummary(list: readonly ListingAgentView[], side: SideTypeId): string {
  return list
    .filter((a) => a.sideTypeId === side)
    .map((a) => `${a.name} ${a.split}%${a.selectSale ? ' (select sale)' : ''}`)
    .join(', ');
}

async function auditSides(
  tx: DbOrTx,
  actor: Actor,
  listingId: number,
  action: string,
  before: readonly ListingAgentView[],
  after: readonly ListingAgentView[],
) {
  const changes = ([1, 2] as SideTypeId[])
    .map((side) => ({
      field: SIDE_FIELD[side],
      oldValue: sideSummary(before, side),
      newValue: sideSummary(after, side),
    }))
    .filter((c) => c.oldValue !== c.newValue);
  if (changes.length || action === 'agents.reorder')
    await recordAudit(tx, { entityType: 'listing', entityId: listingId, action, actor, changes });
}

/** Sets the splits of a side to the even redistribution, in display order. */
async function redistributeSide(tx: DbOrTx, listingId: number, side: SideTypeId) {
  const onSide = (await findListingAgents(tx, listingId)).filter((a) => a.sideTypeId === side);
  const splits = redistributeSplits(onSide.length);
  for (const [i, a] of onSide.entries())
    await updateListingAgent(tx, listingId, a.agentId, side, { split: splits[i], displayOrder: i + 1 });
}

export async function addListingAgent(db: Db, actor: Actor, listingId: number, body: ListingAgentAdd) {
  await requireAgentsEditable(db, actor, listingId);
  const agent = await findAgent(db, body.agentId);
  if (!agent) throw badRequest(MSG.errorAddingAgent, [{ field: 'agentId', message: MSG.notFound }]);
  return db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (!listing) throw notFound();
    const before = await findListingAgents(tx, listingId);
    const side = before.filter((a) => a.sideTypeId === body.sideTypeId);
    if (side.some((a) => a.agentId === body.agentId)) throw new HttpError(409, MSG.agentAlreadyOnSide);
    if (side.length >= LIMITS.agentsPerSide) throw badRequest(MSG.agentsPerSideMax);
    const id = await insertListingAgent(tx, listingId, {
      agentId: body.agentId,
      sideTypeId: body.sideTypeId,
      displayOrder: side.length + 1,
      split: 0,
      selectSale: body.selectSale ?? false,
    });
    await redistributeSide(tx, listingId, body.sideTypeId);
    const after = await findListingAgents(tx, listingId);
    await auditSides(tx, actor, listingId, 'agents.add', before, after);
    return { id, listingAgents: after };
  });
}

/** Updates an agent's split (and select sale): over 100 on the side is refused, under warned. */
export async function updateListingAgentSplit(
  db: Db,
  actor: Actor,
  listingId: number,
  body: ListingAgentUpdate,
) {
  await requireAgentsEditable(db, actor, listingId);
  return db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) throw notFound();
    const before = await findListingAgents(tx, listingId);
    const current = before.find((a) => a.agentId === body.agentId && a.sideTypeId === body.sideTypeId);
    if (!current) throw notFound();
    const splits = before
      .filter((a) => a.sideTypeId === body.sideTypeId)
      .map((a) => (a.agentId === body.agentId ? body.split : a.split));
    const check = checkSplitTotal(splits);
    if (check.status === 'over')
      throw badRequest(check.message, [{ field: 'split', message: check.message }]);
    await updateListingAgent(tx, listingId, body.agentId, body.sideTypeId, {
      split: body.split,
      ...(body.selectSale !== undefined ? { selectSale: body.selectSale } : {}),
    });
    const after = await findListingAgents(tx, listingId);
    await auditSides(tx, actor, listingId, 'agents.update', before, after);
    return {
      id: current.id,
      listingAgents: after,
      splitTotal: check.total,
      ...(check.status === 'under'
        ? { warning: check.message, remainingCommission: check.remaining, message: check.toast }
        : { message: MSG.agentUpdated }),
    };
  });
}

export async function removeListingAgent(
  db: Db,
  actor: Actor,
  listingId: number,
  agentId: number,
  sideTypeId: SideTypeId,
) {
  await requireAgentsEditable(db, actor, listingId);
  return db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) throw notFound();
    const before = await findListingAgents(tx, listingId);
    if (!(await deleteListingAgent(tx, listingId, agentId, sideTypeId))) throw notFound();
    await redistributeSide(tx, listingId, sideTypeId);
    const after = await findListingAgents(tx, listingId);
    await auditSides(tx, actor, listingId, 'agents.delete', before, after);
    return { listingAgents: after };
  });
}

/** Drag-and-drop order: the side's agent ids in their new order; displayOrder renumbered from 1. */
export async function reorderListingAgents(
  db: Db,
  actor: Actor,
  listingId: number,
  body: ListingAgentReorder,
) {
  await requireAgentsEditable(db, actor, listingId);
  await db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) throw notFound();
    const before = await findListingAgents(tx, listingId);
    const side = before.filter((a) => a.sideTypeId === body.sideTypeId).map((a) => a.agentId);
    const sameSet =
      side.length === body.agentIds.length &&
      new Set(body.agentIds).size === side.length &&
      body.agentIds.every((id) => side.includes(id));
    if (!sameSet) throw badRequest(MSG.errorUpdatingAgentOrders);
    for (const [i, agentId] of body.agentIds.entries())
      await updateListingAgent(tx, listingId, agentId, body.sideTypeId, { displayOrder: i + 1 });
    const after = await findListingAgents(tx, listingId);
    await auditSides(tx, actor, listingId, 'agents.reorder', before, after);
  });
}

export async function toggleSelectSale(
  db: Db,
  actor: Actor,
  listingId: number,
  agentId: number,
  toggleStatus: boolean,
  sideTypeId?: number,
) {
  await requireAgentsEditable(db, actor, listingId);
  await db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) throw notFound();
    const before = await findListingAgents(tx, listingId);
    const targets = before.filter(
      (a) => a.agentId === agentId && (sideTypeId == null || a.sideTypeId === sideTypeId),
    );
    if (!targets.length) throw notFound();
    for (const a of targets)
      await updateListingAgent(tx, listingId, agentId, a.sideTypeId, { selectSale: toggleStatus });
    await auditSides(
      tx,
      actor,
      listingId,
      'agents.selectSale',
      before,
      await findListingAgents(tx, listingId),
    );
  });
}

/**
 * The agents' side of a deal-type change, inside the caller's transaction (spec/000 section 4.3).
 * Call it in the same transaction as the listing's dealTypeId update.
 */
export async function applyDealTypeChange(
  tx: DbOrTx,
  listingId: number,
  fromDealType: number,
  toDealType: number,
  actor: Actor | null = null,
) {
  if (fromDealType === toDealType) return;
  const before = await findListingAgents(tx, listingId);
  const next = transitionAgentsForDealType(before, fromDealType as DealTypeId, toDealType as DealTypeId);
  await replaceListingAgents(tx, listingId, next);
  const after = await findListingAgents(tx, listingId);
  if (actor) await auditSides(tx, actor, listingId, 'agents.dealType', before, after);
}

/** PUT listing/{id}/dealtype: the deal type and its agent transition in one transaction. */
export async function changeDealType(
  db: Db,
  actor: Actor,
  listingId: number,
  dealTypeId: DealTypeId,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, listingId);
  return db.transaction(async (tx) => {
    const locked = await lockListing(tx, listingId);
    if (!locked) throw notFound();
    const { row } = await updateVersioned<ListingRow>(tx, {
      table: listings,
      entityType: 'listing',
      id: listingId,
      expectedVersion,
      changes: { dealTypeId },
      actor,
    });
    faultPoint('dealType:afterListing');
    await applyDealTypeChange(tx, listingId, locked.dealTypeId, dealTypeId, actor);
    faultPoint('dealType:afterAgents');
    return { row, listingAgents: await findListingAgents(tx, listingId) };
  });
}

export async function searchAgents(db: Db, name: string) {
  const text = name.trim();
  if (!text || text.includes('-')) return [];
  return searchAgentsByName(db, text, LIMITS.agentSearchPageSize);
}
