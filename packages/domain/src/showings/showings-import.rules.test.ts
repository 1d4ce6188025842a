import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  importRowValues,
  isOverImportRowCap,
  mapImportHeaders,
  normaliseImportHeader,
  parseImportRow,
  showingImportKey,
  showingsImportResult,
  showingsImportTemplateCsv,
} from './showings-import.rules';
import { SHOWINGS_IMPORT_MAX_ROWS } from './showings-import.schema';

describe('import headers', () => {
  it.each([
    ['MLS Number', 'mlsnumber'],
    ['  mls_number ', 'mlsnumber'],
    ['MLS #', 'mls'],
    ['Buyer Agents', 'buyeragents'],
    ['BUYER-AGENTS', 'buyeragents'],
  ])('%j compares as %j', (header, expected) => {
    expect(normaliseImportHeader(header)).toBe(expected);
  });

  it('maps headers to fields without case, spaces or punctuation', () => {
    const map = mapImportHeaders([
      'mls number',
      'DATE',
      'Buyer',
      'buyer_agents',
      'Count',
      'Notes',
      'Feedback',
    ]);
    expect(map.fields).toEqual([
      'mlsNumber',
      'showingDate',
      'buyer',
      'buyerAgents',
      'count',
      'notes',
      'feedback',
    ]);
    expect(map.missing).toEqual([]);
    expect(map.ignored).toEqual([]);
  });

  it.each([
    [
      ['MLS #', 'Showing Date'],
      ['mlsNumber', 'showingDate'],
    ],
    [
      ['Listing Number', 'Date', 'Number of Showings'],
      ['mlsNumber', 'showingDate', 'count'],
    ],
  ])('takes the other names %j', (headers, fields) => {
    expect(mapImportHeaders(headers).fields).toEqual(fields);
  });

  it.each([
    [
      ['Buyer', 'Notes'],
      ['MLS Number', 'Date'],
    ],
    [['MLS Number', 'Buyer'], ['Date']],
    [['Date'], ['MLS Number']],
    [[], ['MLS Number', 'Date']],
  ])('names the missing required columns of %j', (headers, missing) => {
    expect(mapImportHeaders(headers).missing).toEqual(missing);
  });

  it('ignores unknown columns and a column named twice, keeping the first', () => {
    const map = mapImportHeaders(['MLS Number', 'Date', 'Rating', 'mls', '']);
    expect(map.fields).toEqual(['mlsNumber', 'showingDate', null, null, null]);
    expect(map.ignored).toEqual(['Rating', 'mls']);
  });
});

describe('import rows', () => {
  const fields = mapImportHeaders(['MLS Number', 'Date', 'Buyer', 'Count', 'Rating']).fields;

  it('reads the cells of the known columns', () => {
    expect(importRowValues(fields, [' H1 ', '12/01/2026', 'Ann', '', '5'])).toEqual({
      mlsNumber: 'H1',
      showingDate: '12/01/2026',
      buyer: 'Ann',
      count: '',
    });
  });

  it.each([[[]], [['', ' ', '']], [['', '', '', '', '']]])('a blank row %j is null', (cells) => {
    expect(importRowValues(fields, cells)).toBeNull();
  });

  it('keeps a row with text only in an ignored column (reported as invalid, not lost)', () => {
    expect(importRowValues(fields, ['', '', '', '', 'x'])).toEqual({
      mlsNumber: '',
      showingDate: '',
      buyer: '',
      count: '',
    });
  });

  it.each([
    [
      { mlsNumber: 'H1', showingDate: '12/01/2026' },
      { showingDate: '2026-12-01', count: 1 },
    ],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', count: '0' }, { count: 1 }],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', count: '3' }, { count: 3 }],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', buyer: '  Ann  ' }, { buyer: 'Ann' }],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', buyer: '' }, { buyer: null }],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', buyer: 'x'.repeat(500) }, { buyer: 'x'.repeat(500) }],
    [
      { mlsNumber: 'H1', showingDate: '2026-12-01', feedback: 'x'.repeat(4000) },
      { feedback: 'x'.repeat(4000) },
    ],
  ])('accepts %j', (values, expected) => {
    const out = parseImportRow(values);
    expect(out).toHaveProperty('row');
    expect((out as { row: object }).row).toMatchObject({ mlsNumber: 'H1', ...expected });
  });

  it.each([
    [{ mlsNumber: '', showingDate: '2026-12-01' }, MSG.required(['MLS number'])],
    [{ mlsNumber: 'H1', showingDate: '' }, MSG.required(['Showing date'])],
    [{ mlsNumber: 'H1', showingDate: '31/31/2026' }, MSG.invalidDate('Showing date')],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', count: '-1' }, MSG.notNegative('Number of showings')],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', count: 'two' }, MSG.notANumber('Number of showings')],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', buyer: 'x'.repeat(501) }, MSG.maxLength('Buyer', 500)],
    [
      { mlsNumber: 'H1', showingDate: '2026-12-01', buyerAgents: 'x'.repeat(501) },
      MSG.maxLength('Buyer agents', 500),
    ],
    [{ mlsNumber: 'H1', showingDate: '2026-12-01', notes: 'x'.repeat(501) }, MSG.maxLength('Notes', 500)],
    [
      { mlsNumber: 'H1', showingDate: '2026-12-01', feedback: 'x'.repeat(4001) },
      MSG.maxLength('Feedback', 4000),
    ],
    [{ mlsNumber: 'x'.repeat(51), showingDate: '2026-12-01' }, MSG.maxLength('MLS number', 50)],
  ])('refuses %j with its reason', (values, reason) => {
    expect(parseImportRow(values)).toEqual({ reason: expect.stringContaining(reason) });
  });

  it('gives every reason of a row in one sentence', () => {
    expect(parseImportRow({ mlsNumber: '', showingDate: '' })).toEqual({
      reason: `${MSG.required(['MLS number'])}; ${MSG.required(['Showing date'])}`,
    });
  });
});

describe('matching and answer', () => {
  it.each([
    [[1, '2026-12-01', 'Ann Buyer'], [1, '2026-12-01', ' ann   BUYER '], true],
    [[1, '2026-12-01', null], [1, '2026-12-01', ''], true],
    [[1, '2026-12-01', 'Ann'], [2, '2026-12-01', 'Ann'], false],
    [[1, '2026-12-01', 'Ann'], [1, '2026-12-02', 'Ann'], false],
    [[1, '2026-12-01', 'Ann'], [1, '2026-12-01', 'Bo'], false],
  ] as const)('%j and %j are the same showing: %s', ([id, day, buyer], [id2, day2, buyer2], same) => {
    expect(showingImportKey(id, day, buyer) === showingImportKey(id2, day2, buyer2)).toBe(same);
  });

  it.each([
    [SHOWINGS_IMPORT_MAX_ROWS, false],
    [SHOWINGS_IMPORT_MAX_ROWS + 1, true],
  ])('%i rows over the cap: %s', (rows, over) => {
    expect(isOverImportRowCap(rows)).toBe(over);
  });

  it('summarises, then lists skipped rows in file order', () => {
    const result = showingsImportResult({
      total: 5,
      added: 2,
      updated: 1,
      skippedRows: [
        { row: 6, reason: 'b' },
        { row: 3, reason: 'a' },
      ],
      skippedMls: ['X9'],
      ignoredColumns: ['Rating'],
    });
    expect(result).toEqual({
      total: 5,
      updated: 1,
      skipped: 2,
      success: true,
      skippedMls: ['X9'],
      text: [
        MSG.showingsImported(2, 1, 2),
        MSG.showingsImportIgnoredColumns(['Rating']),
        MSG.showingsImportRow(3, 'a'),
        MSG.showingsImportRow(6, 'b'),
      ].join('\n'),
    });
  });

  it('is not a success when nothing was written', () => {
    const result = showingsImportResult({
      total: 1,
      added: 0,
      updated: 0,
      skippedRows: [{ row: 2, reason: 'a' }],
      skippedMls: [],
    });
    expect(result.success).toBe(false);
    expect(result.text.split('\n')[0]).toBe(MSG.showingsNoneImported(1));
  });

  it('offers a template whose header row maps to every column', () => {
    const [header, example] = showingsImportTemplateCsv().trimEnd().split('\r\n');
    const map = mapImportHeaders(header.split(','));
    expect(map.missing).toEqual([]);
    expect(map.fields.every(Boolean)).toBe(true);
    const values = importRowValues(map.fields, example.split(','));
    expect(parseImportRow(values!)).toHaveProperty('row');
  });
});
