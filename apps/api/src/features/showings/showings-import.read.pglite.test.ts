import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readImportFile } from './showings-import.read';

/**
 * Reading an import file needs no database: run once (*.pglite.test.ts). exceljs's streaming
 * reader fails now and then on a valid small workbook (about 1 read in 300 here); the import
 * reads such a file again instead of calling it unreadable.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-import-read-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function smallWorkbook(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Showings');
  sheet.addRow(['MLS Number', 'Showing Date', 'Buyer']);
  for (let i = 1; i <= 5; i++) sheet.addRow([`MLS-${i}`, new Date(Date.UTC(2026, 11, i)), `Buyer ${i}`]);
  const file = path.join(dir, 'small.xlsx');
  fs.writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

describe('reading an XLSX import file', () => {
  it('reads a small valid workbook whole every time, three reads at once, 900 times', async () => {
    const file = await smallWorkbook();
    const wanted = [1, 2, 3, 4, 5].map((i) => [`MLS-${i}`, `2026-12-0${i}`, `Buyer ${i}`]);
    let refused = 0;
    for (let round = 0; round < 300; round++) {
      const reads = await Promise.allSettled([0, 1, 2].map(() => readImportFile(file, 'xlsx')));
      for (const read of reads) {
        if (read.status === 'rejected') refused += 1;
        else expect(read.value.rows.map((r) => r.cells)).toEqual(wanted);
      }
    }
    expect(refused).toBe(0);
  }, 60_000);

  it('still refuses a file that is not a workbook', async () => {
    const file = path.join(dir, 'not-a-workbook.xlsx');
    fs.writeFileSync(file, 'PK\u0003\u0004 not really a zip');
    await expect(readImportFile(file, 'xlsx')).rejects.toMatchObject({ statusCode: 400 });
  });
});
