import type { FastifyRequest } from 'fastify';
import {
  IMPORT_UPLOAD_PLACES,
  LISTING_STATUS,
  mapSelectSoldHeaders,
  MSG,
  normaliseMlsNumber,
  parseSelectSoldRow,
  selectSoldImportResult,
  selectSoldRowValues,
  statusChangeIssue,
  type Actor,
  type SelectSoldImportResult,
  type SelectSoldImportRow,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { FieldChange } from '../../db/audited-write';
import { badRequest, HttpError } from '../../lib/http-error';
import { withUpload } from '../files';
import { writeListing } from '../listings';
import { readImportFile, type Sheet } from '../showings';
import { findListingAgentRows, findSelectSoldListings, markSelectSale } from './select-sold-import.repo';

/**
 * The select-sold import: every row is read and checked first; then each valid row's listing is
 * marked sold (status 4 with its closed date and sold price) and its named agents' sale a select
 * sale, through the listing's one write (lock, rules, derived fields, audit). Rows are written one
 * listing at a time: a row the listing's rules refuse is reported, the others stand.
 */

export type ImportDeps = { db: Db; uploadTmpDir: string };

type Unprocessed = { row: number; reason: string };
type Valid = { rowNumber: number; row: SelectSoldImportRow };

export async function importSelectSoldFile(
  deps: ImportDeps,
  actor: Actor,
  req: FastifyRequest,
): Promise<SelectSoldImportResult> {
  const place = IMPORT_UPLOAD_PLACES.selectSoldImport;
  return withUpload(req, { ...place, tmpDir: deps.uploadTmpDir }, async (upload) =>
    importSelectSold(
      deps.db,
      actor,
      await readImportFile(upload.tmpFile, upload.kind as 'csv' | 'xlsx', MSG.selectSoldFileEmpty),
    ),
  );
}

export async function importSelectSold(db: Db, actor: Actor, sheet: Sheet): Promise<SelectSoldImportResult> {
  const headers = mapSelectSoldHeaders(sheet.header);
  if (headers.missing.length) throw badRequest(MSG.showingsFileMissingColumns(headers.missing));
  const unprocessedRows: Unprocessed[] = [];
  const valid: Valid[] = [];
  let total = 0;
  for (const { rowNumber, cells } of sheet.rows) {
    const values = selectSoldRowValues(headers.fields, cells);
    if (!values) continue;
    total += 1;
    const parsed = parseSelectSoldRow(values);
    if ('reason' in parsed) unprocessedRows.push({ row: rowNumber, reason: parsed.reason });
    else valid.push({ rowNumber, row: parsed.row });
  }

  const matched = await matchListings(db, valid, unprocessedRows);
  const missingAgentIds = new Set<number>();
  let processed = 0;
  for (const { rowNumber, row, listingId } of matched) {
    try {
      const { result } = await writeListing(
        db,
        actor,
        listingId,
        { expectedVersion: null },
        async (tx, current) => {
          const agents = await findListingAgentRows(tx, listingId);
          const onListing = new Set(agents.map((a) => a.agentId));
          const missing = row.agentIds.filter((id) => !onListing.has(id));
          const named = row.agentIds.filter((id) => onListing.has(id));
          if (!named.length)
            return { result: { missing, reason: MSG.selectSoldNoListingAgent(row.agentIds) } };
          const issue = statusChangeIssue(LISTING_STATUS.sold, { ...current, closedDate: row.closedDate });
          if (issue) return { result: { missing, reason: issue } };
          const turned = agents
            .filter((a) => named.includes(a.agentId) && !a.selectSale)
            .map((a) => a.agentId);
          await markSelectSale(tx, listingId, turned);
          const related: FieldChange[] = turned.map((agentId) => ({
            field: `agent.${agentId}.selectSale`,
            oldValue: false,
            newValue: true,
          }));
          return {
            action: 'selectSold.import',
            fields: {
              listingStatusId: LISTING_STATUS.sold,
              closedDate: row.closedDate,
              soldPrice: row.soldPrice,
            },
            related,
            result: { missing, reason: null as string | null },
          };
        },
      );
      result.missing.forEach((id) => missingAgentIds.add(id));
      if (result.reason) unprocessedRows.push({ row: rowNumber, reason: result.reason });
      else processed += 1;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      unprocessedRows.push({ row: rowNumber, reason: err.message });
    }
  }
  return selectSoldImportResult({ total, processed, unprocessedRows, missingAgentIds });
}

/** Each valid row's listing, by id or MLS number; unknown, ambiguous and repeated listings are reported. */
async function matchListings(db: Db, valid: Valid[], unprocessedRows: Unprocessed[]) {
  const ids = [...new Set(valid.flatMap((v) => (v.row.listingId != null ? [v.row.listingId] : [])))];
  const numbers = [
    ...new Set(
      valid.flatMap((v) =>
        v.row.listingId == null && v.row.mlsNumber ? [normaliseMlsNumber(v.row.mlsNumber)] : [],
      ),
    ),
  ];
  const found = await findSelectSoldListings(db, ids, numbers);
  const byId = new Set(found.map((l) => l.id));
  const byNumber = new Map<string, number[]>();
  for (const l of found)
    if (l.mlsNumber) {
      const key = normaliseMlsNumber(l.mlsNumber);
      byNumber.set(key, [...(byNumber.get(key) ?? []), l.id]);
    }
  const firstRowOf = new Map<string, number>();
  const out: Array<Valid & { listingId: number }> = [];
  for (const v of valid) {
    let listingId: number;
    if (v.row.listingId != null) {
      if (!byId.has(v.row.listingId)) {
        unprocessedRows.push({ row: v.rowNumber, reason: MSG.selectSoldUnknownId(v.row.listingId) });
        continue;
      }
      listingId = v.row.listingId;
    } else {
      const mls = v.row.mlsNumber ?? '';
      const matches = byNumber.get(normaliseMlsNumber(mls)) ?? [];
      if (matches.length !== 1) {
        unprocessedRows.push({
          row: v.rowNumber,
          reason: matches.length ? MSG.showingsImportAmbiguousMls(mls) : MSG.selectSoldUnknownMls(mls),
        });
        continue;
      }
      listingId = matches[0];
    }
    const key = `listing:${listingId}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      unprocessedRows.push({ row: v.rowNumber, reason: MSG.selectSoldDuplicate(first) });
      continue;
    }
    firstRowOf.set(key, v.rowNumber);
    out.push({ ...v, listingId });
  }
  return out;
}
