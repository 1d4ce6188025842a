import { MSG } from '../messages';
import {
  SHOWINGS_IMPORT_COLUMNS,
  SHOWINGS_IMPORT_MAX_ROWS,
  ShowingImportRowSchema,
  type ShowingImportRow,
  type ShowingsImportField,
  type ShowingsImportResult,
} from './showings-import.schema';

/** Rules of the showings import: pure, the reading of files and the writing are the API's. */

/** A header as compared: lowercase letters and digits only ('MLS #' and 'mls_number' → 'mls', 'mlsnumber'). */
export function normaliseImportHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const HEADER_TO_FIELD = new Map<string, ShowingsImportField>(
  SHOWINGS_IMPORT_COLUMNS.flatMap((c) =>
    [c.header, c.field, ...c.aliases].map((name) => [normaliseImportHeader(name), c.field] as const),
  ),
);

export type ImportHeaderMap = {
  /** The field of each column of the file, or null for a column the import does not read. */
  fields: Array<ShowingsImportField | null>;
  /** Template headers of the required columns the file lacks. */
  missing: string[];
  /** Headers of the file's columns that are not read (unknown, or a column named twice). */
  ignored: string[];
};

/** Which field each column of the file holds, from the first row. */
export function mapImportHeaders(headers: readonly string[]): ImportHeaderMap {
  const seen = new Set<ShowingsImportField>();
  const ignored: string[] = [];
  const fields = headers.map((h) => {
    const field = HEADER_TO_FIELD.get(normaliseImportHeader(h)) ?? null;
    if (!field || seen.has(field)) {
      if (h.trim()) ignored.push(h.trim());
      return null;
    }
    seen.add(field);
    return field;
  });
  const missing = SHOWINGS_IMPORT_COLUMNS.filter((c) => c.isRequired && !seen.has(c.field)).map(
    (c) => c.header,
  );
  return { fields, missing, ignored };
}

/** A row of cells as the schema's input; a row with nothing in it is null (skipped, not counted). */
export function importRowValues(
  fields: ImportHeaderMap['fields'],
  cells: readonly string[],
): Partial<Record<ShowingsImportField, string>> | null {
  const out: Partial<Record<ShowingsImportField, string>> = {};
  let isBlank = true;
  fields.forEach((field, i) => {
    const text = (cells[i] ?? '').trim();
    if (text) isBlank = false;
    if (field) out[field] = text;
  });
  return isBlank ? null : out;
}

/** A row checked by the showing's rules: the showing, or the reasons it is refused (in one sentence). */
export function parseImportRow(
  values: Partial<Record<ShowingsImportField, string>>,
): { row: ShowingImportRow } | { reason: string } {
  const parsed = ShowingImportRowSchema.safeParse(values);
  if (parsed.success) return { row: parsed.data as ShowingImportRow };
  return { reason: [...new Set(parsed.error.issues.map((i) => i.message))].join('; ') };
}

/** Numbers compare without case or surrounding spaces. */
export const normaliseMlsNumber = (mls: string) => mls.trim().toLowerCase();

/**
 * What makes a row the same showing as one stored: the listing, the day and the buyer (without
 * case or extra spaces). Importing the same file twice updates these rows instead of adding them.
 */
export function showingImportKey(listingId: number, showingDate: string, buyer: string | null): string {
  return `${listingId}|${showingDate}|${(buyer ?? '').trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

export const isOverImportRowCap = (rows: number) => rows > SHOWINGS_IMPORT_MAX_ROWS;

/** The answer: figures, a summary line then one line per skipped row, the unmatched numbers. */
export function showingsImportResult(o: {
  total: number;
  added: number;
  updated: number;
  skippedRows: ReadonlyArray<{ row: number; reason: string }>;
  skippedMls: readonly string[];
  ignoredColumns?: readonly string[];
}): ShowingsImportResult {
  const skipped = o.skippedRows.length;
  const success = o.added + o.updated > 0;
  const lines = [
    success ? MSG.showingsImported(o.added, o.updated, skipped) : MSG.showingsNoneImported(skipped),
    ...(o.ignoredColumns?.length ? [MSG.showingsImportIgnoredColumns([...o.ignoredColumns])] : []),
    ...[...o.skippedRows].sort((a, b) => a.row - b.row).map((r) => MSG.showingsImportRow(r.row, r.reason)),
  ];
  return {
    total: o.total,
    updated: o.updated,
    skipped,
    success,
    text: lines.join('\n'),
    skippedMls: [...o.skippedMls],
  };
}

/** The downloadable template: the header row and one example row, as CSV. */
export function showingsImportTemplateCsv(): string {
  const row = (cells: string[]) =>
    cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  return `${row(SHOWINGS_IMPORT_COLUMNS.map((c) => c.header))}\r\n${row(SHOWINGS_IMPORT_COLUMNS.map((c) => c.example))}\r\n`;
}
