import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  listingDisplayTitle,
  marketingTypeName,
  type Actor,
  type MarketingFile,
  type MarketingItem,
  type MarketingItemValues,
  type SummarisedItem,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { preparedPerShape, prepareSql, rowsOf } from '../../db/client';
import { files, listings, marketingItems } from '../../db/schema';
import { listingScopeSql } from '../listings';

type Row = typeof marketingItems.$inferSelect;
export type MarketingItemFields = Omit<MarketingItemValues, 'id' | 'listingId'>;

/** The entity type and upload place of a marketing item's file in the files feature. */
export const MARKETING_FILE = { entityType: 'marketingItem', place: 'marketing' } as const;

const toItem = (r: Row, file: MarketingFile | null = null): MarketingItem => ({
  id: r.id,
  listingId: r.listingId,
  marketingTypeId: r.marketingTypeId,
  marketingTypeName: marketingTypeName(r.marketingTypeId),
  date: r.date,
  toDate: r.toDate,
  description: r.description,
  url: r.url,
  audience: r.audience,
  emailsSent: r.emailsSent,
  views: r.views,
  clicks: r.clicks,
  potentialReach: r.potentialReach,
  engagements: r.engagements,
  invoiceNumber: r.invoiceNumber,
  vendor: r.vendor,
  publish: r.publish,
  actualCost: r.actualCost,
  agentCost: r.agentCost,
  officeCost: r.officeCost,
  billingCode: r.billingCode,
  cit: r.cit,
  isAgentPaid: r.isAgentPaid,
  isFile: file != null,
  file,
});

/** The files of these items, newest first per item: an item shows its newest one. */
export async function findMarketingFiles(db: DbOrTx, itemIds: number[]) {
  if (!itemIds.length) return new Map<number, MarketingFile & { storageKey: string }>();
  const rows = await db
    .select({
      id: files.id,
      itemId: files.entityId,
      fileName: files.fileName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(and(eq(files.entityType, MARKETING_FILE.entityType), inArray(files.entityId, itemIds)))
    .orderBy(desc(files.createdDate), desc(files.id));
  const byItem = new Map<number, MarketingFile & { storageKey: string }>();
  for (const { itemId, ...file } of rows) if (!byItem.has(itemId)) byItem.set(itemId, file);
  return byItem;
}

/** The ids of every file row of an item (a new upload or the item's deletion removes them). */
export async function findMarketingFileIds(db: DbOrTx, itemId: number): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entityType, MARKETING_FILE.entityType), eq(files.entityId, itemId)));
  return rows.map((r) => r.id);
}

const publicFile = (f: (MarketingFile & { storageKey?: string }) | undefined): MarketingFile | null =>
  f ? { id: f.id, fileName: f.fileName, contentType: f.contentType, sizeBytes: f.sizeBytes } : null;

export async function findMarketingItems(db: DbOrTx, listingId: number): Promise<MarketingItem[]> {
  const rows = await db
    .select()
    .from(marketingItems)
    .where(eq(marketingItems.listingId, listingId))
    .orderBy(asc(marketingItems.date), asc(marketingItems.id));
  const byItem = await findMarketingFiles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toItem(r, publicFile(byItem.get(r.id))));
}

export async function findMarketingItem(db: DbOrTx, listingId: number, id: number) {
  const [row] = await db
    .select()
    .from(marketingItems)
    .where(and(eq(marketingItems.id, id), eq(marketingItems.listingId, listingId)));
  if (!row) return undefined;
  return toItem(row, publicFile((await findMarketingFiles(db, [id])).get(id)));
}

/** The listing an item belongs to (for the access check of its files), or undefined. */
export async function findMarketingItemListingId(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ listingId: marketingItems.listingId })
    .from(marketingItems)
    .where(eq(marketingItems.id, id));
  return row?.listingId;
}

export async function insertMarketingItem(
  tx: DbOrTx,
  listingId: number,
  createdBy: number | null,
  fields: MarketingItemFields,
) {
  const [row] = await tx
    .insert(marketingItems)
    .values({ ...fields, listingId, createdBy })
    .returning();
  return toItem(row);
}

export async function updateMarketingItem(
  tx: DbOrTx,
  listingId: number,
  id: number,
  fields: MarketingItemFields,
) {
  await tx
    .update(marketingItems)
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where(and(eq(marketingItems.id, id), eq(marketingItems.listingId, listingId)));
}

export async function deleteMarketingItemRow(tx: DbOrTx, listingId: number, id: number) {
  await tx
    .delete(marketingItems)
    .where(and(eq(marketingItems.id, id), eq(marketingItems.listingId, listingId)));
}

/** A listing's summary item, with its listing. */
export type SummaryItem = SummarisedItem & { listingId: number };

// prepared once, answered as plain rows: it runs for every page of the marketing list
const summaryItems = preparedPerShape((db: DbOrTx) =>
  prepareSql(
    db,
    'marketing_summary_items',
    sql`select id, listing_id as "listingId", marketing_type_id as "marketingTypeId", date::text as date,
      description, actual_cost::float8 as "actualCost", agent_cost::float8 as "agentCost",
      office_cost::float8 as "officeCost", views, clicks
    from marketing_items where listing_id = any(${sql.placeholder('listingIds')})`,
  ),
);

async function findSummaryItems(db: DbOrTx, listingIds: number[]): Promise<SummaryItem[]> {
  if (!listingIds.length) return [];
  return rowsOf<SummaryItem>(await summaryItems(db).execute({ listingIds }));
}

export type SummaryListing = {
  listingId: number;
  title: string;
  city: string | null;
  statusId: number;
  items: SummaryItem[];
};

async function withItems(db: DbOrTx, heads: Omit<SummaryListing, 'items'>[]): Promise<SummaryListing[]> {
  const items = await findSummaryItems(
    db,
    heads.map((h) => h.listingId),
  );
  return heads.map((h) => ({ ...h, items: items.filter((i) => i.listingId === h.listingId) }));
}

/** One listing's head and items (its visibility checked by the caller). */
export async function findListingSummary(db: DbOrTx, listingId: number): Promise<SummaryListing | undefined> {
  const [l] = await db
    .select({
      id: listings.id,
      title: listings.title,
      address1: listings.address1,
      useAddressAsTitle: listings.useAddressAsTitle,
      city: listings.city,
      statusId: listings.listingStatusId,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!l) return undefined;
  const [one] = await withItems(db, [
    { listingId: l.id, title: listingDisplayTitle(l), city: l.city, statusId: l.statusId },
  ]);
  return one;
}

/**
 * A page of the listings in the actor's scope that have marketing items, the latest activity
 * (the item dated last) first; the scope is a condition of the query, never a filter after it.
 */
export async function findListingSummaries(
  db: DbOrTx,
  actor: Actor,
  page: { pageNumber: number; pageSize: number },
): Promise<{ results: SummaryListing[]; totalRecords: number }> {
  const heads = rowsOf<{
    id: number;
    title: string | null;
    address1: string | null;
    use_address_as_title: boolean;
    city: string | null;
    listing_status_id: number;
  }>(
    // listings.last_marketing_date is kept by a trigger on marketing_items: the page walks its
    // partial index (the order must say 'nulls last' as the index does) instead of grouping every
    // item in scope
    await db.execute(sql`
      select l.id, l.title, l.address1, l.use_address_as_title, l.city, l.listing_status_id
      from listings l
      where l.last_marketing_date is not null and ${listingScopeSql(actor)}
      order by l.last_marketing_date desc nulls last, l.id desc nulls last
      limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`),
  );
  const results = await withItems(
    db,
    heads.map((h) => ({
      listingId: h.id,
      title: listingDisplayTitle({
        title: h.title,
        address1: h.address1,
        useAddressAsTitle: h.use_address_as_title,
      }),
      city: h.city,
      statusId: h.listing_status_id,
    })),
  );
  const totalRecords =
    heads.length < page.pageSize && (heads.length > 0 || page.pageNumber === 1)
      ? (page.pageNumber - 1) * page.pageSize + heads.length
      : await countListingSummaries(db, actor);
  return { results, totalRecords };
}

/** How many listings in scope have marketing (not asked when the page itself tells). */
async function countListingSummaries(db: DbOrTx, actor: Actor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from listings l
      where l.last_marketing_date is not null and ${listingScopeSql(actor)}`),
  );
  return row?.n ?? 0;
}
