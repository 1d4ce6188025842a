import fs from 'node:fs';
import { parse } from 'csv-parse';
import { isOverImportRowCap, MSG, SHOWINGS_IMPORT_MAX_ROWS } from '@atrium/domain';
import { badRequest, HttpError } from '../../lib/http-error';

/**
 * Reads an import file as rows of text cells, streaming: a CSV with csv-parse, the first sheet of
 * an XLSX with exceljs's streaming reader. Blank rows are dropped; each row keeps the number a
 * spreadsheet shows for it (the header is row 1). More data rows than the cap refuse the file.
 */

export type SheetRow = { rowNumber: number; cells: string[] };
export type Sheet = { header: string[]; rows: SheetRow[] };

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** Collects the header (the first row with anything in it) and the data rows, within the cap. */
class SheetCollector {
  constructor(private readonly emptyMessage: string) {}
  header: string[] | null = null;
  rows: SheetRow[] = [];
  add(rowNumber: number, cells: string[]) {
    if (isBlank(cells)) return;
    if (!this.header) {
      this.header = cells;
      return;
    }
    this.rows.push({ rowNumber, cells });
    if (isOverImportRowCap(this.rows.length))
      throw new HttpError(413, MSG.showingsFileTooManyRows(SHOWINGS_IMPORT_MAX_ROWS));
  }
  sheet(): Sheet {
    if (!this.header || this.rows.length === 0) throw badRequest(this.emptyMessage);
    return { header: this.header, rows: this.rows };
  }
}

/**
 * How many times an XLSX is read before it is refused as unreadable: exceljs's streaming reader
 * (4.4) now and then fails on a valid small workbook with a TypeError of its own (it misses the
 * start of a part of the file; about 1 read in 300 of a five-row sheet, more under load), and the
 * same file reads whole the next time. A read that succeeds has every row.
 */
const XLSX_READ_ATTEMPTS = 3;

/** `emptyMessage` refuses a file without a header and a data row (the import's own sentence). */
export async function readImportFile(
  file: string,
  kind: 'csv' | 'xlsx',
  emptyMessage: string = MSG.showingsFileEmpty,
): Promise<Sheet> {
  for (let attempt = 1; ; attempt += 1) {
    const collector = new SheetCollector(emptyMessage);
    try {
      if (kind === 'csv') await readCsv(file, collector);
      else await readXlsx(file, collector);
      return collector.sheet();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (kind === 'xlsx' && err instanceof TypeError && attempt < XLSX_READ_ATTEMPTS) continue;
      throw badRequest(MSG.showingsFileUnreadable);
    }
  }
}

async function readCsv(file: string, collector: SheetCollector) {
  const parser = fs
    .createReadStream(file)
    .pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: false, cast: false }));
  let rowNumber = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    rowNumber += 1;
    collector.add(rowNumber, record);
  }
}

async function readXlsx(file: string, collector: SheetCollector) {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // a date cell is known by its number format
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row as unknown as { values: unknown[] }).values;
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      collector.add((row as unknown as { number: number }).number, cells);
    }
    break; // the first sheet only
  }
}

/** A cell as the text a person typed: a date as YYYY-MM-DD, a formula as its result. */
export function cellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
  }
  return '';
}
