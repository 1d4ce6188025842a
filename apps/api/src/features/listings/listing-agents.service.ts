/** Listing agents and deal sides: every change runs through the one listing write (writeListing). */
import {
  agentSideIssue,
  canEditListing,
  checkSplitTotal,
  DEAL_TYPE_TEXT,
  isSectionEditDisabled,
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
import type { DbOrTx, FieldChange } from '../../db/audited-write';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import { requireVisibleListing } from './listing-access.service';
import { writeListing, type ListingChange } from './listing-write.service';
import { findListingDealType, type ListingRow } from './listings.repo';
import {
  deleteListingAgent,
  findAgent,
  findListingAgents,
  insertListingAgent,
  replaceListingAgents,
  searchAgentsByName,
  updateListingAgent,
} from './listing-agents.repo';
import { faultPoint } from '../../lib/fault';
import { agentScopeSql } from '../agents';

const SIDE_FIELD: Record<SideTypeId, string> = { 1: 'listSideAgents', 2: 'saleSideAgents' };

/**
 * A change of a side's agents through the listing write: Disable Listing Agents Edit refuses it
 * (403), and so does a side the deal type does not have (400).
 */
async function writeAgents<T>(
  db: Db,
  actor: Actor,
  listingId: number,
  side: SideTypeId | null,
  expectedVersion: number | null,
  apply: (tx: DbOrTx, current: ListingRow) => Promise<ListingChange<T>>,
) {
  const section = side === 2 ? ('SellAgent' as const) : ('ListAgent' as const);
  return writeListing(db, actor, listingId, { expectedVersion, section }, async (tx, current) => {
    const issue = side == null ? null : agentSideIssue(current.dealTypeId, side);
    if (issue) throw badRequest(issue, [{ field: 'sideTypeId', message: issue }]);
    return apply(tx, current);
  });
}

export async function getAgentDetails(db: Db, actor: Actor, listingId: number) {
  const facts = await requireVisibleListing(db, actor, listingId);
  const lock = await findListingDealType(db, listingId);
  if (!lock) throw notFound();
  const agents = await findListingAgents(db, listingId);
  return {
    listingId,
    dealTypeId: lock.dealTypeId,
    dealType: DEAL_TYPE_TEXT[lock.dealTypeId as DealTypeId] ?? null,
    sides: sidesOfDealType(lock.dealTypeId),
    canEdit: canEditListing(actor, facts) && !isSectionEditDisabled(actor, 'ListAgent'),
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

/** The change history entries of the sides that changed (the readable list of each side). */
function sideChanges(before: readonly ListingAgentView[], after: readonly ListingAgentView[]): FieldChange[] {
  return ([1, 2] as SideTypeId[])
    .map((side) => ({
      field: SIDE_FIELD[side],
      oldValue: sideSummary(before, side),
      newValue: sideSummary(after, side),
    }))
    .filter((c) => c.oldValue !== c.newValue);
}

/** The section's change: the agents after it, the history of the sides, the audit action. */
async function agentsChange<T extends object>(
  tx: DbOrTx,
  listingId: number,
  action: string,
  before: readonly ListingAgentView[],
  extra: T,
): Promise<ListingChange<T & { listingAgents: ListingAgentView[] }>> {
  const after = await findListingAgents(tx, listingId);
  return { action, related: sideChanges(before, after), result: { ...extra, listingAgents: after } };
}

/** Sets the splits of a side to the even redistribution, in display order. */
async function redistributeSide(tx: DbOrTx, listingId: number, side: SideTypeId) {
  const onSide = (await findListingAgents(tx, listingId)).filter((a) => a.sideTypeId === side);
  const splits = redistributeSplits(onSide.length);
  for (const [i, a] of onSide.entries())
    await updateListingAgent(tx, listingId, a.agentId, side, { split: splits[i], displayOrder: i + 1 });
}

export async function addListingAgent(
  db: Db,
  actor: Actor,
  listingId: number,
  body: ListingAgentAdd,
  expectedVersion: number | null = null,
) {
  const agent = await findAgent(db, body.agentId);
  if (!agent) throw badRequest(MSG.errorAddingAgent, [{ field: 'agentId', message: MSG.notFound }]);
  return writeAgents(db, actor, listingId, body.sideTypeId, expectedVersion, async (tx) => {
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
    return agentsChange(tx, listingId, 'agents.add', before, { id });
  });
}

/** Updates an agent's split (and select sale): over 100 on the side is refused, under warned. */
export async function updateListingAgentSplit(
  db: Db,
  actor: Actor,
  listingId: number,
  body: ListingAgentUpdate,
  expectedVersion: number | null = null,
) {
  return writeAgents(db, actor, listingId, body.sideTypeId, expectedVersion, async (tx) => {
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
    return agentsChange(tx, listingId, 'agents.update', before, {
      id: current.id,
      splitTotal: check.total,
      ...(check.status === 'under'
        ? { warning: check.message, remainingCommission: check.remaining, message: check.toast }
        : { message: MSG.agentUpdated }),
    });
  });
}

export async function removeListingAgent(
  db: Db,
  actor: Actor,
  listingId: number,
  agentId: number,
  sideTypeId: SideTypeId,
  expectedVersion: number | null = null,
) {
  return writeAgents(db, actor, listingId, null, expectedVersion, async (tx) => {
    const before = await findListingAgents(tx, listingId);
    if (!(await deleteListingAgent(tx, listingId, agentId, sideTypeId))) throw notFound();
    await redistributeSide(tx, listingId, sideTypeId);
    return agentsChange(tx, listingId, 'agents.delete', before, {});
  });
}

/** Drag-and-drop order: the side's agent ids in their new order; displayOrder renumbered from 1. */
export async function reorderListingAgents(
  db: Db,
  actor: Actor,
  listingId: number,
  body: ListingAgentReorder,
  expectedVersion: number | null = null,
) {
  return writeAgents(db, actor, listingId, body.sideTypeId, expectedVersion, async (tx) => {
    const before = await findListingAgents(tx, listingId);
    const side = before.filter((a) => a.sideTypeId === body.sideTypeId).map((a) => a.agentId);
    const sameSet =
      side.length === body.agentIds.length &&
      new Set(body.agentIds).size === side.length &&
      body.agentIds.every((id) => side.includes(id));
    if (!sameSet) throw badRequest(MSG.errorUpdatingAgentOrders);
    for (const [i, agentId] of body.agentIds.entries())
      await updateListingAgent(tx, listingId, agentId, body.sideTypeId, { displayOrder: i + 1 });
    return agentsChange(tx, listingId, 'agents.reorder', before, {});
  });
}

export async function toggleSelectSale(
  db: Db,
  actor: Actor,
  listingId: number,
  agentId: number,
  toggleStatus: boolean,
  sideTypeId?: SideTypeId,
  expectedVersion: number | null = null,
) {
  return writeAgents(db, actor, listingId, sideTypeId ?? null, expectedVersion, async (tx) => {
    const before = await findListingAgents(tx, listingId);
    const targets = before.filter(
      (a) => a.agentId === agentId && (sideTypeId == null || a.sideTypeId === sideTypeId),
    );
    if (!targets.length) throw notFound();
    for (const a of targets)
      await updateListingAgent(tx, listingId, agentId, a.sideTypeId, { selectSale: toggleStatus });
    return agentsChange(tx, listingId, 'agents.selectSale', before, {});
  });
}

/**
 * The agents' side of a deal-type change, inside the listing write that changes dealTypeId:
 * list-side agents move to the sale side and back as the deal's sides require. Answers the
 * history entries of the sides.
 */
export async function applyDealTypeChange(
  tx: DbOrTx,
  listingId: number,
  fromDealType: number,
  toDealType: number,
): Promise<FieldChange[]> {
  if (fromDealType === toDealType) return [];
  const before = await findListingAgents(tx, listingId);
  const next = transitionAgentsForDealType(before, fromDealType as DealTypeId, toDealType as DealTypeId);
  await replaceListingAgents(tx, listingId, next);
  faultPoint('dealType:afterAgents');
  return sideChanges(before, await findListingAgents(tx, listingId));
}

/**
 * PUT listing/{id}/dealtype: the deal type and its agent transition in one transaction; refused
 * to whom the agents are read-only (it rewrites the sides and the splits).
 */
export async function changeDealType(
  db: Db,
  actor: Actor,
  listingId: number,
  dealTypeId: DealTypeId,
  expectedVersion: number | null,
) {
  if (isSectionEditDisabled(actor, 'ListAgent')) {
    await requireVisibleListing(db, actor, listingId);
    throw forbidden(MSG.dealTypeChangeForbidden);
  }
  return writeListing(db, actor, listingId, { expectedVersion }, async (tx, current) => {
    faultPoint('dealType:afterListing');
    const related = await applyDealTypeChange(tx, listingId, current.dealTypeId, dealTypeId);
    return {
      fields: { dealTypeId },
      related,
      result: { listingAgents: await findListingAgents(tx, listingId) },
    };
  });
}

/**
 * The agent search; for a sales team's member picker, the team's members are left out; `inScope`
 * keeps the agents the actor may open (the agents feature's scope).
 */
export async function searchAgents(
  db: Db,
  actor: Actor,
  q: { name: string; excludeSalesTeamId?: number; inScope: boolean },
) {
  const text = q.name.trim();
  if (!text || text.includes('-')) return [];
  return searchAgentsByName(db, text, LIMITS.agentSearchPageSize, {
    excludeSalesTeamId: q.excludeSalesTeamId,
    scope: q.inScope ? agentScopeSql(actor) : undefined,
  });
}
