import { guardSpreadsheetCell } from '@atrium/domain';

export type XlsxColumn<T> = { header: string; width: number; value: (row: T) => unknown };
export type ExportFile = { fileName: string; contentType: string; body: Buffer };

/**
 * Rows as one XLSX sheet: bold frozen header, every text cell guarded against formula injection
 * (a leading =, +, -, @, tab or return is quoted), numbers kept as numbers so a spreadsheet sums them.
 */
async function xlsxFile<T>(name: string, sheetName: string, columns: XlsxColumn<T>[], rows: T[]) {
  // loaded on the first export: the package takes a third of a second to load at start-up
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((c) => guardSpreadsheetCell(c.value(row))));
  return {
    fileName: `${name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

const csvCell = (v: unknown) => {
  const g = guardSpreadsheetCell(v);
  if (g == null) return '';
  const s = String(g);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The same rows as CSV (UTF-8 with a BOM so spreadsheets read the accents), cells guarded alike. */
function csvFile<T>(name: string, columns: XlsxColumn<T>[], rows: T[]): ExportFile {
  const lines = [
    columns.map((c) => csvCell(c.header)).join(','),
    ...rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(',')),
  ];
  return {
    fileName: `${name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  };
}

/** A list's export in the asked format, named `name`.csv or `name`.xlsx. */
export async function exportFile<T>(
  format: 'csv' | 'xlsx',
  name: string,
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: T[],
): Promise<ExportFile> {
  return format === 'csv' ? csvFile(name, columns, rows) : xlsxFile(name, sheetName, columns, rows);
}
