import { normaliseImportHeader } from '../showings/showings-import.rules';
import {
  SELECT_SOLD_IMPORT_COLUMNS,
  SelectSoldImportRowSchema,
  type SelectSoldImportField,
  type SelectSoldImportResult,
  type SelectSoldImportRow,
} from './select-sold-import.schema';

/** Rules of the select-sold import: pure; reading files and writing listings are the API's. */

const HEADER_TO_FIELD = new Map<string, SelectSoldImportField>(
  SELECT_SOLD_IMPORT_COLUMNS.flatMap((c) =>
    [c.header, c.field, ...c.aliases].map((name) => [normaliseImportHeader(name), c.field] as const),
  ),
);

/** Which field each column holds; the required columns missing (MLS Number or Listing ID counts as one). */
export function mapSelectSoldHeaders(headers: readonly string[]) {
  const seen = new Set<SelectSoldImportField>();
  const fields = headers.map((h) => {
    const field = HEADER_TO_FIELD.get(normaliseImportHeader(h)) ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
  const missing = [
    ...(seen.has('mlsNumber') || seen.has('listingId') ? [] : ['MLS Number or Listing ID']),
    ...SELECT_SOLD_IMPORT_COLUMNS.filter((c) => c.isRequired && !seen.has(c.field)).map((c) => c.header),
  ];
  return { fields, missing };
}

/** A row of cells as the schema's input; null for a row with nothing in it. */
export function selectSoldRowValues(
  fields: ReadonlyArray<SelectSoldImportField | null>,
  cells: readonly string[],
): Partial<Record<SelectSoldImportField, string>> | null {
  const out: Partial<Record<SelectSoldImportField, string>> = {};
  let isBlank = true;
  fields.forEach((field, i) => {
    const text = (cells[i] ?? '').trim();
    if (text) isBlank = false;
    if (field) out[field] = text;
  });
  return isBlank ? null : out;
}

/** A row checked: the sale, or the reasons it is refused in one sentence. */
export function parseSelectSoldRow(
  values: Partial<Record<SelectSoldImportField, string>>,
): { row: SelectSoldImportRow } | { reason: string } {
  const parsed = SelectSoldImportRowSchema.safeParse(values);
  if (parsed.success) return { row: parsed.data as SelectSoldImportRow };
  return { reason: [...new Set(parsed.error.issues.map((i) => i.message))].join('; ') };
}

/** How a row names its listing in a reason: the id when given, else the MLS number. */
export function selectSoldListingKey(row: Pick<SelectSoldImportRow, 'listingId' | 'mlsNumber'>): string {
  return row.listingId != null ? `id:${row.listingId}` : `mls:${(row.mlsNumber ?? '').trim().toLowerCase()}`;
}

/** The answer: figures, the unprocessed rows in file order, the missing agent ids sorted. */
export function selectSoldImportResult(o: {
  total: number;
  processed: number;
  unprocessedRows: ReadonlyArray<{ row: number; reason: string }>;
  missingAgentIds: Iterable<number>;
}): SelectSoldImportResult {
  return {
    total: o.total,
    processed: o.processed,
    unprocessed: o.unprocessedRows.length,
    unprocessedRows: [...o.unprocessedRows].sort((a, b) => a.row - b.row),
    missingAgentIds: [...new Set(o.missingAgentIds)].sort((a, b) => a - b),
  };
}

/** The downloadable template: the header row and one example row, as CSV. */
export function selectSoldTemplateCsv(): string {
  const row = (cells: string[]) =>
    cells.map((c) => (/[",\n;]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  return `${row(SELECT_SOLD_IMPORT_COLUMNS.map((c) => c.header))}\r\n${row(SELECT_SOLD_IMPORT_COLUMNS.map((c) => c.example))}\r\n`;
}
