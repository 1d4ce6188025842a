import {
  ADVANCED_SEARCH_FIELDS,
  DEAL_TYPE_TEXT,
  DEFAULT_ADVANCED_SORT,
  DEFAULT_COLUMNS,
  LISTING_STATUS_LABEL,
  safeCellText,
  STATIC_LOOKUPS,
  type Actor,
  type AdvancedSearchExportSchema,
  type AdvancedSearchFieldsResponse,
  type AdvancedSearchRequestSchema,
  type AdvancedSearchResponse,
  type AdvancedSearchRow,
  type DealTypeId,
  type ListingStatusId,
  type Lookup,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { findAdvanced, findLookups, type AdvancedRow } from './advanced-search.repo';
import { criterionSql } from './advanced-search.sql';
import { todayIso } from '../../lib/today';

type SearchBody = z.output<typeof AdvancedSearchRequestSchema>;
type ExportBody = z.output<typeof AdvancedSearchExportSchema>;

/** Rows in one export: enough for any office's book, bounded for the server's memory. */
export const EXPORT_MAX_ROWS = 20_000;

/** POST /api/listing/advancedsearch/fields: the fields, their types, lookups and default columns. */
export async function advancedSearchFields(db: Db, actor: Actor): Promise<AdvancedSearchFieldsResponse> {
  const fromDb = await findLookups(db, actor);
  const lookups = (source?: string): Lookup[] => {
    if (!source) return [];
    const known = STATIC_LOOKUPS[source as keyof typeof STATIC_LOOKUPS];
    if (known) return [...known];
    return (fromDb[source as keyof typeof fromDb] ?? []) as Lookup[];
  };
  return ADVANCED_SEARCH_FIELDS.map(({ lookupSource, isCriterion: _c, ...f }) => ({
    ...f,
    lookups: lookups(lookupSource),
    values: [],
    endValue: null,
  }));
}

/** GET /api/advlookup/lookups: the static choice lists and those read in the user's scope. */
export async function advancedLookups(db: Db, actor: Actor): Promise<Record<string, Lookup[]>> {
  const fromDb = await findLookups(db, actor);
  const known = Object.fromEntries(Object.entries(STATIC_LOOKUPS).map(([k, v]) => [k, [...v]]));
  return { ...known, ...fromDb };
}

function toQuery(body: SearchBody, limit: number, offset: number) {
  const today = todayIso();
  return {
    conditions: body.criteria.map((c) => criterionSql(c, today)),
    sortColumn: body.sortColumn || DEFAULT_ADVANCED_SORT.sortColumn,
    sortDirection: body.sortDirection ?? DEFAULT_ADVANCED_SORT.sortDirection,
    limit,
    offset,
  };
}

function toRow(r: AdvancedRow): AdvancedSearchRow {
  const { total: _t, ...rest } = r;
  const row: AdvancedSearchRow = { id: Number(r.id) };
  for (const [k, v] of Object.entries(rest)) {
    row[k] = v == null ? null : typeof v === 'boolean' || typeof v === 'number' ? v : String(v);
  }
  for (const k of [
    'currentPrice',
    'soldPrice',
    'interiorSize',
    'bedrooms',
    'fullBaths',
    'year',
    'imageCount',
  ])
    if (row[k] != null) row[k] = Number(row[k]);
  row.listingStatusId = LISTING_STATUS_LABEL[Number(r.listingStatusId) as ListingStatusId] ?? null;
  row.dealTypeId = DEAL_TYPE_TEXT[Number(r.dealTypeId) as DealTypeId] ?? null;
  return row;
}

/** POST /api/listing/advancedsearch: one page in the actor's scope (criteria only narrow it). */
export async function advancedSearch(
  db: Db,
  actor: Actor,
  body: SearchBody,
): Promise<AdvancedSearchResponse> {
  const rows = await findAdvanced(
    db,
    actor,
    toQuery(body, body.itemsPerPage, (body.currentPage - 1) * body.itemsPerPage),
  );
  return {
    currentPage: body.currentPage,
    itemsPerPage: body.itemsPerPage,
    totalRecords: rows[0]?.total ?? 0,
    columns: body.columns?.length ? body.columns : DEFAULT_COLUMNS,
    results: rows.map(toRow),
  };
}

const displayName = (field: string) =>
  ADVANCED_SEARCH_FIELDS.find((f) => f.fieldName === field)?.displayName ?? field;
const cellValue = (v: unknown): string | number | null =>
  v == null
    ? null
    : typeof v === 'boolean'
      ? v
        ? 'Yes'
        : 'No'
      : typeof v === 'number'
        ? v
        : safeCellText(String(v));

/** POST /api/listing/advancedsearch/export: every matching row, chosen columns, CSV or XLSX. */
export async function exportAdvancedSearch(db: Db, actor: Actor, body: ExportBody) {
  const rows = (await findAdvanced(db, actor, toQuery(body, EXPORT_MAX_ROWS, 0))).map(toRow);
  const columns = body.columns?.length ? body.columns : DEFAULT_COLUMNS;
  const header = columns.map(displayName);
  const matrix = rows.map((r) => columns.map((c) => cellValue(r[c])));
  const stamp = todayIso();
  if (body.format === 'csv') {
    const line = (cells: Array<string | number | null>) =>
      cells
        .map((v) => {
          const s = v == null ? '' : String(v);
          return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
        })
        .join(',');
    const text = [line(header.map(safeCellText)), ...matrix.map(line)].join('\r\n') + '\r\n';
    return {
      fileName: `advanced-search-${stamp}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(`\uFEFF${text}`, 'utf8'),
    };
  }
  // loaded on the first XLSX export: the package takes a third of a second to load at start-up
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Advanced Search');
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  matrix.forEach((cells) => sheet.addRow(cells));
  sheet.columns.forEach((c, i) => (c.width = Math.min(40, Math.max(12, header[i].length + 2))));
  return {
    fileName: `advanced-search-${stamp}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
