import { guardSpreadsheetCell } from '@atrium/domain';

export type XlsxColumn<T> = { header: string; width: number; value: (row: T) => unknown };

/**
 * Rows as one XLSX sheet: bold frozen header, every text cell guarded against formula injection
 * (a leading =, +, -, @, tab or return is quoted), numbers kept as numbers so a spreadsheet sums them.
 */
export async function xlsxFile<T>(fileName: string, sheetName: string, columns: XlsxColumn<T>[], rows: T[]) {
  // loaded on the first export: the package takes a third of a second to load at start-up
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((c) => guardSpreadsheetCell(c.value(row))));
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
