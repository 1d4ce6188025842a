import type { FastifyRequest } from 'fastify';
import {
  guardSpreadsheetCell,
  marketingRate,
  matchesMarketingTypeFilter,
  splitMarketing,
  summarizeMarketing,
  UPLOAD_PLACES,
  type Actor,
  type ListingMarketingSummary,
  type MarketingFile,
  type MarketingItem,
  type MarketingItemValues,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { DbOrTx, FieldChange } from '../../db/audited-write';
import type { Storage } from '../../adapters/storage/storage';
import { notFound } from '../../lib/http-error';
import { todayIso } from '../../lib/today';
import { requireVisibleListing, writeListing } from '../listings';
import { deleteFileRows, insertFile, storeUpload, withUpload } from '../files';
import {
  deleteMarketingItemRow,
  findListingSummaries,
  findListingSummary,
  findMarketingFileIds,
  findMarketingItem,
  findMarketingItems,
  insertMarketingItem,
  MARKETING_FILE,
  updateMarketingItem,
  type MarketingItemFields,
  type SummaryListing,
} from './marketing.repo';

/** What the item writes that touch files need besides the database. */
export type MarketingDeps = { db: Db; storage: Storage; uploadTmpDir: string };

const WRITE = { expectedVersion: null };
const FIELDS = [
  'marketingTypeId',
  'date',
  'toDate',
  'description',
  'url',
  'audience',
  'emailsSent',
  'views',
  'clicks',
  'potentialReach',
  'engagements',
  'invoiceNumber',
  'vendor',
  'publish',
  'actualCost',
  'agentCost',
  'officeCost',
  'billingCode',
  'cit',
  'isAgentPaid',
] as const satisfies readonly (keyof MarketingItemFields)[];

const fieldsOf = (v: MarketingItemValues): MarketingItemFields => {
  const { id: _id, listingId: _listingId, ...fields } = v;
  return fields;
};

/** The audit lines of an item's change: one per field that differs, named marketing.{id}.{field}. */
function changesOf(id: number, before: Partial<MarketingItem>, after: Partial<MarketingItem>): FieldChange[] {
  return FIELDS.filter((f) => (before[f] ?? null) !== (after[f] ?? null)).map((f) => ({
    field: `marketing.${id}.${f}`,
    oldValue: before[f] ?? null,
    newValue: after[f] ?? null,
  }));
}

export async function getMarketingList(db: Db, actor: Actor, listingId: number, typeFilter = 0) {
  await requireVisibleListing(db, actor, listingId);
  const items = await findMarketingItems(db, listingId);
  return splitMarketing(
    items.filter((i) => matchesMarketingTypeFilter(typeFilter, i.marketingTypeId)),
    todayIso(),
  );
}

/** The optional fields of an item, all blank: what an item made by the system starts from. */
export const EMPTY_MARKETING_FIELDS = {
  toDate: null,
  url: null,
  audience: null,
  emailsSent: null,
  views: null,
  clicks: null,
  potentialReach: null,
  engagements: null,
  invoiceNumber: null,
  vendor: null,
  publish: false,
  actualCost: null,
  agentCost: null,
  officeCost: null,
  billingCode: null,
  cit: false,
  isAgentPaid: false,
} satisfies Partial<MarketingItemFields>;

/** Adds a marketing item inside a listing write that is already under way (the showcase purchase). */
export async function addMarketingItemIn(
  tx: DbOrTx,
  actor: Actor,
  listingId: number,
  fields: MarketingItemFields,
): Promise<FieldChange[]> {
  const item = await insertMarketingItem(tx, listingId, actor.userId, fields);
  return changesOf(item.id, {}, item);
}

/** Creates (no id) or updates an item of the listing; answers whether it was created. */
export async function saveMarketingItem(db: Db, actor: Actor, values: MarketingItemValues) {
  const { id, listingId } = values;
  const fields = fieldsOf(values);
  await writeListing(db, actor, listingId, WRITE, async (tx) => {
    if (id == null)
      return { action: 'marketing.add', related: await addMarketingItemIn(tx, actor, listingId, fields) };
    const before = await findMarketingItem(tx, listingId, id);
    if (!before) throw notFound();
    await updateMarketingItem(tx, listingId, id, fields);
    return { action: 'marketing.update', related: changesOf(id, before, fields) };
  });
  return { isCreated: id == null };
}

/** Deletes an item with its file: the rows in the listing's write, the objects once it committed. */
export async function deleteMarketingItem(deps: MarketingDeps, actor: Actor, listingId: number, id: number) {
  let keys: string[] = [];
  await writeListing(deps.db, actor, listingId, WRITE, async (tx) => {
    const before = await findMarketingItem(tx, listingId, id);
    if (!before) throw notFound();
    keys = await deleteFileRows(tx, await findMarketingFileIds(tx, id));
    await deleteMarketingItemRow(tx, listingId, id);
    return { action: 'marketing.delete', related: changesOf(id, before, {}) };
  });
  await removeObjects(deps.storage, keys);
}

/** Objects no row names any more; one that cannot be removed is a leftover, never an error. */
async function removeObjects(storage: Storage, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => {});
}

const fileChange = (id: number, before: MarketingFile | null, after: MarketingFile | null): FieldChange => ({
  field: `marketing.${id}.file`,
  oldValue: before?.fileName ?? null,
  newValue: after?.fileName ?? null,
});

/**
 * Attaches a file to an item of a listing the actor may edit: JPG, PNG or PDF up to 50 MB, told
 * by its content. The object is stored first; then, in the listing's write, the new row replaces
 * the item's file rows (audited as marketing.{id}.file); the replaced objects go after the commit.
 */
export async function uploadMarketingFile(
  deps: MarketingDeps,
  actor: Actor,
  listingId: number,
  id: number,
  req: FastifyRequest,
): Promise<MarketingFile> {
  // refuse an unknown item or a listing out of reach before reading the upload
  await writeListingCheck(deps.db, actor, listingId, id);
  const { accept, refusal } = UPLOAD_PLACES[MARKETING_FILE.place];
  let replaced: string[] = [];
  const file = await withUpload(req, { accept, refusal, tmpDir: deps.uploadTmpDir }, (upload) =>
    storeUpload(
      deps.storage,
      upload,
      {
        entityType: MARKETING_FILE.entityType,
        entityId: id,
        place: MARKETING_FILE.place,
        createdBy: actor.userId,
      },
      async (values) => {
        const { result } = await writeListing<MarketingFile>(deps.db, actor, listingId, WRITE, async (tx) => {
          const before = await findMarketingItem(tx, listingId, id);
          if (!before) throw notFound();
          replaced = await deleteFileRows(tx, await findMarketingFileIds(tx, id));
          const row = await insertFile(tx, values);
          const saved = {
            id: row.id,
            fileName: row.fileName,
            contentType: row.contentType,
            sizeBytes: row.sizeBytes,
          };
          return { action: 'marketing.update', related: [fileChange(id, before.file, saved)], result: saved };
        });
        return result;
      },
    ),
  );
  await removeObjects(deps.storage, replaced);
  return file;
}

/** 404 for an item not of this listing or a listing out of sight, 403 without Listing Edit. */
async function writeListingCheck(db: Db, actor: Actor, listingId: number, id: number) {
  await writeListing(db, actor, listingId, WRITE, async (tx) => {
    if (!(await findMarketingItem(tx, listingId, id))) throw notFound();
    return {};
  });
}

/** Removes an item's file (its rows and, after the commit, its object); 404 when it has none. */
export async function deleteMarketingFile(deps: MarketingDeps, actor: Actor, listingId: number, id: number) {
  let keys: string[] = [];
  await writeListing(deps.db, actor, listingId, WRITE, async (tx) => {
    const before = await findMarketingItem(tx, listingId, id);
    if (!before?.file) throw notFound();
    keys = await deleteFileRows(tx, await findMarketingFileIds(tx, id));
    return { action: 'marketing.update', related: [fileChange(id, before.file, null)] };
  });
  await removeObjects(deps.storage, keys);
}

const toSummary = (l: SummaryListing): ListingMarketingSummary => ({
  listingId: l.listingId,
  title: l.title,
  city: l.city,
  statusId: l.statusId,
  ...summarizeMarketing(l.items, todayIso()),
});

export async function getListingMarketingSummary(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const listing = await findListingSummary(db, listingId);
  if (!listing) throw notFound();
  return toSummary(listing);
}

export async function getListingsMarketing(
  db: Db,
  actor: Actor,
  page: { pageNumber: number; pageSize: number },
) {
  const { results, totalRecords } = await findListingSummaries(db, actor, page);
  return { results: results.map(toSummary), totalRecords };
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
/** Money in the CSV as a plain number with two decimals, so a spreadsheet sums it. */
const money = (v: number | null) => (v == null ? null : v.toFixed(2));

const COLUMNS: { header: string; value: (i: MarketingItem) => unknown }[] = [
  { header: 'Type', value: (i) => i.marketingTypeName },
  { header: 'Date', value: (i) => i.date },
  { header: 'To Date', value: (i) => i.toDate },
  { header: 'Description', value: (i) => i.description },
  { header: 'Url', value: (i) => i.url },
  { header: 'Audience', value: (i) => i.audience },
  { header: 'Emails Sent', value: (i) => i.emailsSent },
  { header: 'Views', value: (i) => i.views },
  { header: 'Clicks', value: (i) => i.clicks },
  { header: 'View Rate', value: (i) => marketingRate(i.views, i.emailsSent) },
  { header: 'Interaction Rate', value: (i) => marketingRate(i.clicks, i.emailsSent) },
  { header: 'Potential Reach', value: (i) => i.potentialReach },
  { header: 'Engagements', value: (i) => i.engagements },
  { header: 'Invoice Number', value: (i) => i.invoiceNumber },
  { header: 'Vendor', value: (i) => i.vendor },
  { header: 'Publish', value: (i) => yesNo(i.publish) },
  { header: 'Actual Cost', value: (i) => money(i.actualCost) },
  { header: 'Agent Cost', value: (i) => money(i.agentCost) },
  { header: 'Office Cost', value: (i) => money(i.officeCost) },
  { header: 'Billing Code', value: (i) => i.billingCode },
  { header: 'CIT', value: (i) => yesNo(i.cit) },
  { header: 'Agent Paid', value: (i) => yesNo(i.isAgentPaid) },
  { header: 'File', value: (i) => i.file?.fileName ?? null },
];

const csvCell = (v: unknown) => {
  const g = guardSpreadsheetCell(v);
  if (g == null) return '';
  const s = String(g);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The listing's items, oldest first, as CSV (UTF-8 with a BOM so spreadsheets read the accents). */
export async function exportMarketing(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const items = await findMarketingItems(db, listingId);
  const lines = [
    COLUMNS.map((c) => csvCell(c.header)).join(','),
    ...items.map((i) => COLUMNS.map((c) => csvCell(c.value(i))).join(',')),
  ];
  return {
    fileName: `listing-${listingId}-marketing.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  };
}
