import type { FastifyRequest } from 'fastify';
import {
  canEditListing,
  IMPORT_UPLOAD_PLACES,
  importRowValues,
  mapImportHeaders,
  MSG,
  normaliseMlsNumber,
  parseImportRow,
  showingImportKey,
  showingsImportResult,
  type Actor,
  type ShowingBody,
  type ShowingImportRow,
  type ShowingsImportField,
  type ShowingsImportResult,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { DbOrTx, FieldChange } from '../../db/audited-write';
import { badRequest } from '../../lib/http-error';
import { withUpload } from '../files';
import { writeListing } from '../listings';
import { readImportFile, type Sheet } from './showings-import.read';
import {
  findImportListings,
  findListingShowingsForImport,
  insertShowings,
  updateShowings,
  type StoredShowing,
} from './showings-import.repo';

/**
 * The showings import: the file is read whole and every row checked before anything is written;
 * then the rows of every listing are written in one transaction, each listing through its write
 * path (lock, Listing Edit, audit), so a failure leaves nothing half imported.
 */

export type ImportDeps = { db: Db; uploadTmpDir: string };

const SHOWINGS = { section: 'Showings' as const, expectedVersion: null };
const BODY_FIELDS = [
  'showingDate',
  'buyer',
  'buyerAgents',
  'location',
  'notes',
  'feedback',
  'count',
] as const;

type RowOf = { rowNumber: number; row: ShowingImportRow };
type SkippedRow = { row: number; reason: string };

export async function importShowingsFile(
  deps: ImportDeps,
  actor: Actor,
  req: FastifyRequest,
): Promise<ShowingsImportResult> {
  const place = IMPORT_UPLOAD_PLACES.showingsImport;
  return withUpload(req, { ...place, tmpDir: deps.uploadTmpDir }, async (upload) =>
    importShowings(deps.db, actor, await readImportFile(upload.tmpFile, upload.kind as 'csv' | 'xlsx')),
  );
}

export async function importShowings(db: Db, actor: Actor, sheet: Sheet): Promise<ShowingsImportResult> {
  const headers = mapImportHeaders(sheet.header);
  if (headers.missing.length) throw badRequest(MSG.showingsFileMissingColumns(headers.missing));
  const present = new Set(headers.fields.filter((f): f is ShowingsImportField => f !== null));

  const skippedRows: SkippedRow[] = [];
  const valid: RowOf[] = [];
  for (const { rowNumber, cells } of sheet.rows) {
    const values = importRowValues(headers.fields, cells);
    if (!values) continue;
    const parsed = parseImportRow(values);
    if ('reason' in parsed) skippedRows.push({ row: rowNumber, reason: parsed.reason });
    else valid.push({ rowNumber, row: parsed.row });
  }
  const total = valid.length + skippedRows.length;

  const { byListing, skippedMls } = await matchListings(db, actor, valid, skippedRows);
  let added = 0;
  let updated = 0;
  if (byListing.size > 0)
    await db.transaction(async (tx) => {
      // one listing after the other in id order, so two imports never wait on each other's locks
      for (const listingId of [...byListing.keys()].sort((a, b) => a - b)) {
        const { result } = await writeListing(tx, actor, listingId, SHOWINGS, (inner) =>
          applyRows(inner, listingId, byListing.get(listingId)!, present),
        );
        added += result.added;
        updated += result.updated;
      }
    });
  return showingsImportResult({
    total,
    added,
    updated,
    skippedRows,
    skippedMls,
    ignoredColumns: headers.ignored,
  });
}

/**
 * Each valid row's listing, by its MLS or listing number among those the actor may edit; rows
 * without one, naming several, or repeating an earlier row's listing, date and buyer are skipped.
 */
async function matchListings(db: Db, actor: Actor, valid: RowOf[], skippedRows: SkippedRow[]) {
  const numbers = [...new Set(valid.map((v) => normaliseMlsNumber(v.row.mlsNumber)))];
  const editable = (await findImportListings(db, actor, numbers)).filter((l) => canEditListing(actor, l));
  const idsByNumber = new Map<string, Set<number>>();
  for (const l of editable)
    for (const n of [l.mlsNumber, l.listingNumber]) {
      if (!n) continue;
      const key = normaliseMlsNumber(n);
      idsByNumber.set(key, (idsByNumber.get(key) ?? new Set()).add(l.id));
    }

  const skippedMls = new Map<string, string>();
  const firstRowOf = new Map<string, number>();
  const byListing = new Map<number, RowOf[]>();
  for (const v of valid) {
    const number = normaliseMlsNumber(v.row.mlsNumber);
    const ids = [...(idsByNumber.get(number) ?? [])];
    if (ids.length !== 1) {
      const isUnknown = ids.length === 0;
      skippedRows.push({
        row: v.rowNumber,
        reason: isUnknown
          ? MSG.showingsImportUnknownMls(v.row.mlsNumber)
          : MSG.showingsImportAmbiguousMls(v.row.mlsNumber),
      });
      if (isUnknown && !skippedMls.has(number)) skippedMls.set(number, v.row.mlsNumber);
      continue;
    }
    const key = showingImportKey(ids[0], v.row.showingDate, v.row.buyer);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      skippedRows.push({ row: v.rowNumber, reason: MSG.showingsImportDuplicate(first) });
      continue;
    }
    firstRowOf.set(key, v.rowNumber);
    byListing.set(ids[0], [...(byListing.get(ids[0]) ?? []), v]);
  }
  return { byListing, skippedMls: [...skippedMls.values()] };
}

/**
 * One listing's rows: a row whose listing, date and buyer match a stored showing updates it (only
 * the columns the file has; unchanged rows are counted but not written), the others are added in
 * one statement. Every change is audited on the listing like the Showings section's.
 */
async function applyRows(tx: DbOrTx, listingId: number, rows: RowOf[], present: Set<ShowingsImportField>) {
  const stored = new Map<string, StoredShowing>();
  const existing = (await findListingShowingsForImport(tx, listingId)).sort((a, b) => a.id - b.id);
  for (const s of existing) {
    const key = showingImportKey(listingId, s.showingDate, s.buyer);
    if (!stored.has(key)) stored.set(key, s);
  }

  const related: FieldChange[] = [];
  const inserts: ShowingBody[] = [];
  const changes: Array<{ id: number; body: ShowingBody }> = [];
  let updated = 0;
  for (const { row } of rows) {
    const before = stored.get(showingImportKey(listingId, row.showingDate, row.buyer));
    if (!before) {
      inserts.push(pick(row, BODY_FIELDS));
      continue;
    }
    updated += 1;
    const fromFile = BODY_FIELDS.filter((f) => present.has(f) || f === 'showingDate');
    const next: ShowingBody = { ...pick(before, BODY_FIELDS), ...pick(row, fromFile) };
    if (BODY_FIELDS.every((f) => next[f] === before[f])) continue;
    changes.push({ id: before.id, body: next });
    related.push({ field: `showing.${before.id}`, oldValue: before, newValue: next });
  }
  await updateShowings(tx, changes);
  const ids = await insertShowings(tx, listingId, inserts);
  ids.forEach((id, i) => related.push({ field: `showing.${id}`, oldValue: null, newValue: inserts[i] }));
  return { action: 'showings.import', related, result: { added: ids.length, updated } };
}

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}
