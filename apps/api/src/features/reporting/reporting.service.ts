import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  advertisingSummary,
  costTotals,
  LIMITS,
  LISTING_STATUS_LABEL,
  monthlyAgentCosts,
  type AbcrAgentRow,
  type AbcrDetails,
  type Actor,
  type AdvertisingReport,
  type AdvertisingReportRow,
  type CitReport,
  type CitReportRow,
  type ListingStatusId,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import { exportContentType, exportFile, streamExport, type XlsxColumn } from '../../lib/xlsx-export';
import {
  countListings,
  deleteExports,
  findAbcrAgents,
  findAbcrPage,
  findAdvertisingRows,
  findCitRows,
  findExport,
  findOldExports,
  findReportAgent,
  findWebsiteRows,
  insertExport,
  listingPages,
  updateExport,
  type ListingExportRow,
  type WebsiteReportRow,
} from './reporting.repo';

export type ReportingDeps = { db: Db; storage: Storage; jobs: AppContext['jobs'] };
export const REPORT_EXPORT_JOB = 'report-export';
export const REPORT_EXPORT_SWEEP_JOB = 'report-export-sweep';
export const REPORT_EXPORT_SWEEP_CRON = '17 3 * * *';
export type ReportExportJob = { exportId: number; actor: Actor };

/** The agent a report is about, when the actor may open them (an agent their own); else 404. */
async function requireReportAgent(db: Db, actor: Actor, agentId: number) {
  const agent = await findReportAgent(db, actor, agentId);
  if (!agent) throw notFound();
  return agent;
}

type CitQuery = { startDate: string; endDate: string; includeMarketing: boolean; includeAds: boolean };

export async function getCitReport(db: Db, actor: Actor, agentId: number, q: CitQuery): Promise<CitReport> {
  const agent = await requireReportAgent(db, actor, agentId);
  const rows = await findCitRows(db, agentId, q);
  return {
    agentId,
    agentName: agent.name,
    startDate: q.startDate,
    endDate: q.endDate,
    rows,
    totals: costTotals(rows),
    months: monthlyAgentCosts(rows, q.startDate, q.endDate),
  };
}

const CIT_COLUMNS: XlsxColumn<CitReportRow>[] = [
  { header: 'Date', width: 12, value: (r) => r.date },
  { header: 'Source', width: 12, value: (r) => r.source },
  { header: 'Description', width: 40, value: (r) => r.description },
  { header: 'Listing', width: 10, value: (r) => r.listingId },
  { header: 'Address', width: 30, value: (r) => r.address },
  { header: 'Billing code', width: 14, value: (r) => r.billingCode },
  { header: 'Credit memo', width: 14, value: (r) => r.creditMemo },
  { header: 'Actual cost', width: 12, value: (r) => r.actualCost },
  { header: 'Office cost', width: 12, value: (r) => r.officeCost },
  { header: 'Agent cost', width: 12, value: (r) => r.agentCost },
  { header: 'Agent paid', width: 10, value: (r) => (r.agentPaid ? 'Yes' : 'No') },
];

export async function exportCitReport(
  db: Db,
  actor: Actor,
  agentId: number,
  q: CitQuery & { format: 'csv' | 'xlsx' },
) {
  const report = await getCitReport(db, actor, agentId, q);
  const name = `cit-report-${agentId}-${q.startDate}-${q.endDate}`;
  return exportFile(q.format, name, 'CIT report', CIT_COLUMNS, report.rows);
}

type RangeQuery = { startDate: string; endDate: string };

export async function getAdvertisingReport(
  db: Db,
  actor: Actor,
  agentId: number,
  q: RangeQuery,
): Promise<AdvertisingReport> {
  const agent = await requireReportAgent(db, actor, agentId);
  const rows = await findAdvertisingRows(db, agentId, q);
  return {
    agentId,
    agentName: agent.name,
    startDate: q.startDate,
    endDate: q.endDate,
    rows,
    ...advertisingSummary(rows),
  };
}

const ADVERTISING_COLUMNS: XlsxColumn<AdvertisingReportRow>[] = [
  { header: 'Date', width: 12, value: (r) => r.date },
  { header: 'Kind', width: 10, value: (r) => r.kind },
  { header: 'Media outlet', width: 24, value: (r) => r.mediaOutlet },
  { header: 'Advertisement', width: 28, value: (r) => r.advertisement },
  { header: 'Edition', width: 16, value: (r) => r.edition },
  { header: 'Spot', width: 20, value: (r) => r.spot },
  { header: 'Listing', width: 10, value: (r) => r.listingId },
  { header: 'Address', width: 30, value: (r) => r.address },
  { header: 'Spots', width: 8, value: (r) => r.spots },
  { header: 'Agent cost', width: 12, value: (r) => r.agentCost },
];

export async function exportAdvertisingReport(
  db: Db,
  actor: Actor,
  agentId: number,
  q: RangeQuery & { format: 'csv' | 'xlsx' },
) {
  const report = await getAdvertisingReport(db, actor, agentId, q);
  const name = `advertising-report-${agentId}-${q.startDate}-${q.endDate}`;
  return exportFile(q.format, name, 'Advertising report', ADVERTISING_COLUMNS, report.rows);
}

type AbcrQuery = RangeQuery & { businessPurposeTypeId?: 1 | 2 };

/** ABCR: the agents' business closed in the range, in the caller's listing scope. */
export async function getAbcrDetails(
  db: Db,
  actor: Actor,
  q: AbcrQuery & { currentPage: number; itemsPerPage: number },
): Promise<AbcrDetails> {
  return { startDate: q.startDate, endDate: q.endDate, ...(await findAbcrPage(db, actor, q)) };
}

const ABCR_COLUMNS: XlsxColumn<AbcrAgentRow>[] = [
  { header: 'Agent', width: 10, value: (r) => r.agentId },
  { header: 'Name', width: 28, value: (r) => r.agentName },
  { header: 'Office', width: 24, value: (r) => r.officeName },
  { header: 'Listing sides', width: 14, value: (r) => r.listingSides },
  { header: 'Sale sides', width: 12, value: (r) => r.saleSides },
  { header: 'Volume', width: 16, value: (r) => r.volume },
  { header: 'Commission', width: 14, value: (r) => r.commission },
];

export async function exportAbcr(db: Db, actor: Actor, q: AbcrQuery & { format: 'csv' | 'xlsx' }) {
  const rows = await findAbcrAgents(db, actor, q);
  return exportFile(q.format, `abcr-${q.startDate}-${q.endDate}`, 'ABCR', ABCR_COLUMNS, rows);
}

const WEBSITE_COLUMNS: XlsxColumn<WebsiteReportRow>[] = [
  { header: 'Listing', width: 10, value: (r) => r.id },
  { header: 'Address', width: 32, value: (r) => r.address1 },
  { header: 'City', width: 16, value: (r) => r.city },
  { header: 'State', width: 8, value: (r) => r.state },
  { header: 'Status', width: 14, value: (r) => LISTING_STATUS_LABEL[r.listing_status_id as ListingStatusId] },
  { header: 'Office', width: 24, value: (r) => r.office_name },
  { header: 'Showcase page views', width: 20, value: (r) => r.showcase_views },
  { header: 'Other sites', width: 12, value: (r) => r.sites },
  { header: 'Other sites views', width: 18, value: (r) => r.site_views },
  { header: 'Total views', width: 12, value: (r) => r.showcase_views + r.site_views },
];

type WebsiteQuery = { startDate: string; endDate: string; format: 'csv' | 'xlsx' };

/**
 * showcaseSite/websiteReport and agent/websiteReport: the listings seen on the web in the range,
 * in the caller's scope (one agent's, the agent in the caller's scope, else 404).
 */
export async function exportWebsiteReport(db: Db, actor: Actor, q: WebsiteQuery & { agentId?: number }) {
  if (q.agentId != null) await requireReportAgent(db, actor, q.agentId);
  const rows = await findWebsiteRows(db, actor, q);
  const who = q.agentId == null ? '' : `-agent-${q.agentId}`;
  return exportFile(
    q.format,
    `website-report${who}-${q.startDate}-${q.endDate}`,
    'Website report',
    WEBSITE_COLUMNS,
    rows,
  );
}

const LISTING_COLUMNS: XlsxColumn<ListingExportRow>[] = [
  { header: 'Listing', width: 10, value: (r) => Number(r.id) },
  { header: 'MLS number', width: 14, value: (r) => r.mls_number },
  { header: 'Type', width: 8, value: (r) => r.listing_type },
  { header: 'Status', width: 14, value: (r) => LISTING_STATUS_LABEL[r.listing_status_id as ListingStatusId] },
  { header: 'Address', width: 32, value: (r) => r.address1 },
  { header: 'City', width: 16, value: (r) => r.city },
  { header: 'State', width: 8, value: (r) => r.state },
  { header: 'Zip', width: 8, value: (r) => r.zip },
  { header: 'Office', width: 24, value: (r) => r.office_name },
  {
    header: 'Current price',
    width: 14,
    value: (r) => (r.current_price == null ? null : Number(r.current_price)),
  },
  { header: 'Listing date', width: 12, value: (r) => r.listing_date },
  { header: 'Expiration date', width: 14, value: (r) => r.expiration_date },
  { header: 'Bedrooms', width: 10, value: (r) => r.bedrooms },
];

export async function startExport(
  deps: ReportingDeps,
  actor: Actor,
  body: { kind: 'listings'; format: 'csv' | 'xlsx' },
) {
  const row = await insertExport(deps.db, actor.userId, body.kind, body.format);
  await deps.jobs.enqueue<ReportExportJob>(REPORT_EXPORT_JOB, { exportId: row.id, actor });
  return row;
}

/**
 * The export job: counts the rows, streams them page by page to a temporary file (progress saved
 * after each page), stores the file and marks the export done. A repeated run starts over.
 */
export async function runExport(deps: ReportingDeps, { exportId, actor }: ReportExportJob) {
  const record = await findExport(deps.db, actor.userId, exportId);
  if (!record || record.state === 'done') return;
  const format = record.format;
  const tmp = path.join(os.tmpdir(), `atrium-export-${randomUUID()}.${format}`);
  try {
    const total = await countListings(deps.db, actor);
    await updateExport(deps.db, exportId, { state: 'running', rowsDone: 0, rowsTotal: total, error: null });
    await streamExport(
      format,
      'Listings',
      LISTING_COLUMNS,
      listingPages(deps.db, actor),
      fs.createWriteStream(tmp),
      async (rowsDone) => {
        await updateExport(deps.db, exportId, { rowsDone });
      },
    );
    const { size } = await fs.promises.stat(tmp);
    const key = `exports/${randomUUID()}`;
    await deps.storage.put(key, fs.createReadStream(tmp), { contentType: exportContentType(format), size });
    const fileName = `listings-${new Date().toISOString().slice(0, 10)}.${format}`;
    await updateExport(deps.db, exportId, {
      state: 'done',
      storageKey: key,
      fileName,
      sizeBytes: size,
      finishedAt: new Date().toISOString(),
    });
  } catch (err) {
    await updateExport(deps.db, exportId, {
      state: 'failed',
      error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
      finishedAt: new Date().toISOString(),
    });
    throw err;
  } finally {
    await fs.promises.rm(tmp, { force: true });
  }
}

export async function getExport(db: Db, actor: Actor, id: number) {
  const row = await findExport(db, actor.userId, id);
  if (!row) throw notFound();
  const { storageKey: _key, ...out } = row;
  return out;
}

export async function openExportFile(deps: ReportingDeps, actor: Actor, id: number) {
  const row = await findExport(deps.db, actor.userId, id);
  if (!row) throw notFound();
  if (row.state !== 'done' || !row.storageKey) throw new HttpError(409, 'The export is not ready yet.');
  return {
    fileName: row.fileName ?? `export.${row.format}`,
    contentType: exportContentType(row.format),
    size: row.sizeBytes,
    body: await deps.storage.get(row.storageKey),
  };
}

/** The nightly sweep: exports finished more than LIMITS.reportExportKeepDays ago lose their file and record. */
export async function sweepOldExports(deps: Pick<ReportingDeps, 'db' | 'storage'>) {
  const old = await findOldExports(deps.db, LIMITS.reportExportKeepDays);
  for (const row of old) if (row.storageKey) await deps.storage.delete(row.storageKey);
  if (old.length)
    await deleteExports(
      deps.db,
      old.map((r) => r.id),
    );
  return old.length;
}
