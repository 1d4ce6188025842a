import {
  MarketingSearchSchema,
  MSG,
  sumMoney,
  type Actor,
  type AdditionalMarketingValues,
  type AgentMarketingCostRow,
  type MarketingSearch,
  type MarketingSearchRow,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx, type FieldChange } from '../../db/audited-write';
import type { Storage } from '../../adapters/storage/storage';
import { badRequest, notFound } from '../../lib/http-error';
import { exportFile, type XlsxColumn } from '../../lib/xlsx-export';
import { requireVisibleListing } from '../listings';
import { deleteFileRows } from '../files';
import { findMarketingFileIds } from './marketing.repo';
import {
  deleteItemRow,
  findAdditionalMarketing,
  findItemListing,
  findListingAgents,
  findMarketingPage,
  insertEntry,
  replaceAgentCosts,
  updateEntry,
  type EntryFields,
} from './other-marketing.repo';

export const searchMarketing = (db: Db, actor: Actor, q: MarketingSearch) => findMarketingPage(db, actor, q);

/** GET listing/{id}/marketing: every marketing item of a listing in sight with its agent costs, newest first. */
export async function getListingMarketing(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const q = MarketingSearchSchema.parse({});
  return (await findMarketingPage(db, actor, q, { all: true, listingId })).results;
}

export async function getListingAgents(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return findListingAgents(db, listingId);
}

const audit = (db: DbOrTx, actor: Actor, listingId: number, action: string, changes: FieldChange[]) =>
  recordAudit(db, { entityType: 'listing', entityId: listingId, action, actor, changes });

/**
 * The cost rows as stored: each agent must be an agent of the entry's listing, and is named as
 * the agent record names it (the name sent by the form is not trusted).
 */
async function checkedCosts(db: DbOrTx, listingId: number, v: AdditionalMarketingValues) {
  const agents = new Map((await findListingAgents(db, listingId)).map((a) => [a.agentId, a.agentName]));
  const strangers = v.agentMarketingCosts.filter((r) => !agents.has(r.agentId));
  if (strangers.length)
    throw badRequest(
      MSG.invalidId,
      strangers.map(() => ({ field: 'agentMarketingCosts', message: MSG.invalidId })),
    );
  return v.agentMarketingCosts.map((r): AgentMarketingCostRow => ({
    ...r,
    listingId,
    agentName: agents.get(r.agentId) ?? r.agentName,
  }));
}

/** The entry's own cost columns are the sums of its agents' rows, so listing totals include them. */
function entryFields(
  listingId: number,
  v: AdditionalMarketingValues,
  rows: AgentMarketingCostRow[],
): EntryFields {
  const sumOf = (f: 'actualCost' | 'officeCost' | 'agentCost') =>
    rows.some((r) => r[f] != null) ? sumMoney(rows.map((r) => r[f])) : null;
  return {
    listingId,
    marketingTypeId: v.marketingTypeId,
    additionalPromotionId: v.additionalPromotionId,
    date: v.date,
    description: v.description,
    billingCode: v.billingCode,
    actualCost: sumOf('actualCost'),
    officeCost: sumOf('officeCost'),
    agentCost: sumOf('agentCost'),
    cit: rows.some((r) => r.cit),
    isAgentPaid: rows.length > 0 && rows.every((r) => r.agentPaid),
  };
}

const changesOf = (
  id: number,
  before: Partial<Record<keyof EntryFields, unknown>>,
  after: EntryFields,
): FieldChange[] =>
  (Object.keys(after) as (keyof EntryFields)[])
    .filter((f) => f !== 'listingId' && (before[f] ?? null) !== (after[f] ?? null))
    .map((f) => ({ field: `marketing.${id}.${f}`, oldValue: before[f] ?? null, newValue: after[f] ?? null }));

/**
 * POST marketing: creates (no id) or updates an additional marketing entry on the listing its
 * agents are of, a listing the actor may see; the change is audited in the listing's history.
 */
export async function saveAdditionalMarketing(db: Db, actor: Actor, v: AdditionalMarketingValues) {
  const listingId = v.agentMarketingCosts[0].listingId;
  await requireVisibleListing(db, actor, listingId);
  return db.transaction(async (tx) => {
    const rows = await checkedCosts(tx, listingId, v);
    const fields = entryFields(listingId, v, rows);
    if (v.id == null) {
      const id = await insertEntry(tx, fields, actor.userId);
      await replaceAgentCosts(tx, id, rows);
      await audit(tx, actor, listingId, 'marketing.add', changesOf(id, {}, fields));
      return { id, message: MSG.marketingCreated };
    }
    const before = await findAdditionalMarketing(tx, v.id);
    if (!before) throw notFound();
    await requireVisibleListing(tx, actor, before.listingId);
    await updateEntry(tx, v.id, fields);
    await replaceAgentCosts(tx, v.id, rows);
    await audit(tx, actor, listingId, 'marketing.update', changesOf(v.id, before, fields));
    return { id: v.id, message: MSG.otherMarketingUpdated };
  });
}

/** DELETE marketing/{id}/details: the item, its agent costs and its file, on a listing in sight. */
export async function deleteMarketingDetails(deps: { db: Db; storage: Storage }, actor: Actor, id: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const item = await findItemListing(tx, id);
    if (!item) throw notFound();
    await requireVisibleListing(tx, actor, item.listingId);
    const removed = await deleteFileRows(tx, await findMarketingFileIds(tx, id));
    await deleteItemRow(tx, id);
    await audit(tx, actor, item.listingId, 'marketing.delete', [
      { field: `marketing.${id}.description`, oldValue: item.description, newValue: null },
    ]);
    return removed;
  });
  for (const key of keys) await deps.storage.delete(key).catch(() => {});
  return { message: MSG.marketingDeleted };
}

/** One export line per agent cost (an item without agents is one line). */
type ExportLine = { item: MarketingSearchRow; cost: AgentMarketingCostRow | null };
const money = (v: number | null | undefined) => v ?? null;
const yesNo = (v: boolean | undefined) => (v == null ? null : v ? 'Yes' : 'No');

const COLUMNS: XlsxColumn<ExportLine>[] = [
  { header: 'Date', width: 12, value: (l) => l.item.date },
  { header: 'Type', width: 22, value: (l) => l.item.marketingTypeName },
  { header: 'Additional Promotion', width: 22, value: (l) => l.item.additionalPromotionName },
  { header: 'Description', width: 36, value: (l) => l.item.description },
  { header: 'Listing', width: 32, value: (l) => l.item.listingTitle },
  { header: 'Office', width: 22, value: (l) => l.item.officeName },
  { header: 'Billing Code', width: 14, value: (l) => l.item.billingCode },
  { header: 'Agent', width: 22, value: (l) => l.cost?.agentName ?? null },
  { header: 'Credit Memo', width: 14, value: (l) => l.cost?.creditMemo ?? null },
  { header: 'Actual Cost', width: 12, value: (l) => money(l.cost ? l.cost.actualCost : l.item.actualCost) },
  { header: 'Office Cost', width: 12, value: (l) => money(l.cost ? l.cost.officeCost : l.item.officeCost) },
  { header: 'Agent Cost', width: 12, value: (l) => money(l.cost ? l.cost.agentCost : l.item.agentCost) },
  { header: 'Agent Paid', width: 11, value: (l) => yesNo(l.cost ? l.cost.agentPaid : l.item.isAgentPaid) },
  { header: 'CIT', width: 6, value: (l) => yesNo(l.cost ? l.cost.cit : l.item.cit) },
];

const EXPORT_MAX_ROWS = 20_000;

/** PUT Marketing/search/export: the matching items in scope, in the list's order, as CSV or XLSX. */
export async function exportMarketingSearch(
  db: Db,
  actor: Actor,
  q: MarketingSearch & { format: 'csv' | 'xlsx' },
) {
  const { results } = await findMarketingPage(db, actor, q, { all: true });
  const lines = results
    .slice(0, EXPORT_MAX_ROWS)
    .flatMap((item): ExportLine[] =>
      item.agentMarketingCosts.length
        ? item.agentMarketingCosts.map((cost) => ({ item, cost }))
        : [{ item, cost: null }],
    );
  return exportFile(q.format, 'other-marketing', 'Other Marketing', COLUMNS, lines);
}
