import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  isSystemAdmin,
  listingDisplayTitle,
  marketingTypeName,
  PAID_MARKETING_TYPE_IDS,
  type Actor,
  type AgentMarketingCostRow,
  type MarketingListingAgent,
  type MarketingSearch,
  type MarketingSearchRow,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import {
  agents,
  listingAgents,
  listings,
  marketingItemAgentCosts,
  marketingItems,
  offices,
} from '../../db/schema';
import { listingScopeSql } from '../listings';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function typeFilter(typeId: number): SQL | undefined {
  if (typeId === 0) return undefined;
  if (typeId === 1) return inArray(marketingItems.marketingTypeId, [1, ...PAID_MARKETING_TYPE_IDS]);
  return eq(marketingItems.marketingTypeId, typeId);
}

/** The item is of the agent's listing, or the agent bears part of its cost. */
const ofAgent = (db: DbOrTx, agentId: number) =>
  or(
    exists(
      db
        .select({ one: sql`1` })
        .from(listingAgents)
        .where(
          and(eq(listingAgents.listingId, marketingItems.listingId), eq(listingAgents.agentId, agentId)),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(marketingItemAgentCosts)
        .where(
          and(
            eq(marketingItemAgentCosts.marketingItemId, marketingItems.id),
            eq(marketingItemAgentCosts.agentId, agentId),
          ),
        ),
    ),
  );

/** The search's conditions; the actor's scope is one of them, never a filter after the query. */
function whereOf(db: DbOrTx, actor: Actor, q: MarketingSearch, listingId?: number): SQL | undefined {
  const text = q.text ? `%${escapeLike(q.text)}%` : null;
  return and(
    listingScopeSql(actor, 'listings'),
    listingId ? eq(marketingItems.listingId, listingId) : undefined,
    typeFilter(q.marketingTypeId),
    q.fromDate ? gte(marketingItems.date, q.fromDate) : undefined,
    q.toDate ? lte(marketingItems.date, q.toDate) : undefined,
    q.officeId ? eq(listings.officeId, q.officeId) : undefined,
    q.agentId ? ofAgent(db, q.agentId) : undefined,
    text
      ? or(
          ilike(marketingItems.description, text),
          ilike(marketingItems.billingCode, text),
          ilike(listings.title, text),
          ilike(listings.address1, text),
        )
      : undefined,
  );
}

const SORT = {
  date: marketingItems.date,
  description: marketingItems.description,
  marketingType: marketingItems.marketingTypeId,
  listing: listings.title,
  actualCost: marketingItems.actualCost,
} as const;

const selectRows = (db: DbOrTx) =>
  db
    .select({
      id: marketingItems.id,
      listingId: marketingItems.listingId,
      title: listings.title,
      address1: listings.address1,
      useAddressAsTitle: listings.useAddressAsTitle,
      officeName: offices.name,
      marketingTypeId: marketingItems.marketingTypeId,
      additionalPromotionId: marketingItems.additionalPromotionId,
      date: marketingItems.date,
      description: marketingItems.description,
      billingCode: marketingItems.billingCode,
      actualCost: marketingItems.actualCost,
      officeCost: marketingItems.officeCost,
      agentCost: marketingItems.agentCost,
      cit: marketingItems.cit,
      isAgentPaid: marketingItems.isAgentPaid,
    })
    .from(marketingItems)
    .innerJoin(listings, eq(listings.id, marketingItems.listingId))
    .leftJoin(offices, eq(offices.id, listings.officeId));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The agent costs of these items, in their order. */
export async function findAgentCosts(db: DbOrTx, itemIds: number[]) {
  const byItem = new Map<number, AgentMarketingCostRow[]>();
  if (!itemIds.length) return byItem;
  const rows = await db
    .select()
    .from(marketingItemAgentCosts)
    .where(inArray(marketingItemAgentCosts.marketingItemId, itemIds))
    .orderBy(asc(marketingItemAgentCosts.displayOrder), asc(marketingItemAgentCosts.id));
  for (const r of rows) {
    const list = byItem.get(r.marketingItemId) ?? [];
    list.push({
      listingId: r.listingId,
      agentId: r.agentId,
      agentName: r.agentName,
      creditMemo: r.creditMemo,
      actualCost: r.actualCost,
      officeCost: r.officeCost,
      agentCost: r.agentCost,
      agentPaid: r.agentPaid,
      cit: r.cit,
    });
    byItem.set(r.marketingItemId, list);
  }
  return byItem;
}

const toRow = (r: Row, costs: AgentMarketingCostRow[]): MarketingSearchRow => ({
  id: r.id,
  listingId: r.listingId,
  listingTitle: listingDisplayTitle(r),
  officeName: r.officeName,
  marketingTypeId: r.marketingTypeId,
  marketingTypeName: marketingTypeName(r.marketingTypeId),
  additionalPromotionId: r.additionalPromotionId,
  additionalPromotionName:
    r.additionalPromotionId == null ? null : marketingTypeName(r.additionalPromotionId),
  date: r.date,
  description: r.description,
  billingCode: r.billingCode,
  actualCost: r.actualCost,
  officeCost: r.officeCost,
  agentCost: r.agentCost,
  cit: r.cit,
  isAgentPaid: r.isAgentPaid,
  agentMarketingCosts: costs,
});

/**
 * The sort column. By date, a search matching few items sorts them in memory: walked in the date
 * index, the planner visits the items of the whole network and looks up each one's listing to
 * find the few in an agent's scope (83 ms for 242 matches among 100,000 items, against 6 ms).
 * `date + 0` is the same order without the index; 2,000 rows at most are sorted so.
 */
function sortKey(column: MarketingSearch['sortColumn'], matches: number) {
  return column === 'date' && matches <= FEW_MATCHES ? sql`${marketingItems.date} + 0` : SORT[column];
}
const FEW_MATCHES = 2000;

/**
 * The same scope once more, as the ids of the listings in it: with few matches the page then
 * starts from those listings' items (their index), whatever the statistics say. Joined to the
 * listings alone, the planner chose between that and hashing every item of the network (3 or
 * 34 ms for an agent's 242 items) by a margin the last ANALYZE's sample could turn either way.
 */
function itemsOfListingsInScope(actor: Actor): SQL | undefined {
  if (isSystemAdmin(actor)) return undefined;
  return sql`${marketingItems.listingId} = any(array(select s.id from listings s where ${listingScopeSql(actor, 's')}))`;
}

/** A page of the items in scope matching the search (every match with `all`, for the export). */
export async function findMarketingPage(
  db: DbOrTx,
  actor: Actor,
  q: MarketingSearch,
  opts: { all?: boolean; listingId?: number } = {},
) {
  const all = opts.all ?? false;
  const order = q.sortDirection === 'asc' ? asc : desc;
  const where = whereOf(db, actor, q, opts.listingId);
  // every item has its listing (a required key): when nothing asks about the listing, count the items alone
  const asksListing = !isSystemAdmin(actor) || Boolean(q.officeId || q.text);
  const counted = db.select({ n: count() }).from(marketingItems);
  const [{ n }] = await (
    asksListing ? counted.innerJoin(listings, eq(listings.id, marketingItems.listingId)) : counted
  ).where(where);
  const base = selectRows(db)
    .where(n <= FEW_MATCHES ? and(where, itemsOfListingsInScope(actor)) : where)
    .orderBy(order(sortKey(q.sortColumn, n)), order(marketingItems.id));
  const rows = all ? await base : await base.limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize);
  const costs = await findAgentCosts(
    db,
    rows.map((r) => r.id),
  );
  return { results: rows.map((r) => toRow(r, costs.get(r.id) ?? [])), totalRecords: n };
}

/** A listing's agents, list side first, in their order. */
export async function findListingAgents(db: DbOrTx, listingId: number): Promise<MarketingListingAgent[]> {
  const rows = await db
    .select({ agentId: agents.id, firstName: agents.firstName, lastName: agents.lastName })
    .from(listingAgents)
    .innerJoin(agents, eq(agents.id, listingAgents.agentId))
    .where(eq(listingAgents.listingId, listingId))
    .orderBy(asc(listingAgents.sideTypeId), asc(listingAgents.displayOrder), asc(listingAgents.id));
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.agentId) && seen.add(r.agentId))
    .map((r) => ({ listingId, agentId: r.agentId, agentName: `${r.firstName} ${r.lastName}`.trim() }));
}

/** An additional marketing entry's listing and figures, or undefined when there is none. */
export async function findAdditionalMarketing(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(marketingItems)
    .where(and(eq(marketingItems.id, id), isNotNull(marketingItems.additionalPromotionId)));
  return row;
}

/** Any marketing item's listing (for the delete's access check). */
export async function findItemListing(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: marketingItems.id,
      listingId: marketingItems.listingId,
      description: marketingItems.description,
    })
    .from(marketingItems)
    .where(eq(marketingItems.id, id));
  return row;
}

export type EntryFields = {
  listingId: number;
  marketingTypeId: number;
  additionalPromotionId: number;
  date: string;
  description: string;
  billingCode: string;
  actualCost: number | null;
  officeCost: number | null;
  agentCost: number | null;
  cit: boolean;
  isAgentPaid: boolean;
};

export async function insertEntry(db: DbOrTx, fields: EntryFields, createdBy: number | null) {
  const [row] = await db
    .insert(marketingItems)
    .values({ ...fields, createdBy })
    .returning({ id: marketingItems.id });
  return row.id;
}

export async function updateEntry(db: DbOrTx, id: number, fields: EntryFields) {
  await db
    .update(marketingItems)
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where(eq(marketingItems.id, id));
}

/** Replaces the agent costs of an item with these rows, in this order. */
export async function replaceAgentCosts(db: DbOrTx, itemId: number, rows: AgentMarketingCostRow[]) {
  await db.delete(marketingItemAgentCosts).where(eq(marketingItemAgentCosts.marketingItemId, itemId));
  if (rows.length)
    await db
      .insert(marketingItemAgentCosts)
      .values(rows.map((r, i) => ({ ...r, marketingItemId: itemId, displayOrder: i + 1 })));
}

export async function deleteItemRow(db: DbOrTx, id: number) {
  await db.delete(marketingItems).where(eq(marketingItems.id, id));
}
