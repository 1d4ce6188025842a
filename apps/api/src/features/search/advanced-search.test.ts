import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  ADVANCED_SEARCH_FIELDS,
  CRITERION_TYPES,
  DEFAULT_COLUMNS,
  MSG,
  datePresetRange,
  type AdvancedSearchCriterion,
  type AdvancedSearchFieldsResponse,
  type AdvancedSearchResponse,
} from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const t = useTestApp();

const ADMIN = 'admin@meridian.example';
const AGENT = 'agent@meridian.example';
const today = () => new Date().toISOString().slice(0, 10);
const count = async (where: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from listings l where ${where}`),
  )[0].n;

async function run(criteria: AdvancedSearchCriterion[], as = ADMIN, extra: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/listing/advancedsearch',
    as,
    body: { criteria, currentPage: 1, itemsPerPage: 500, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdvancedSearchResponse;
}
const c = (fieldName: string, values: string[], endValue: string | null = null) => ({
  fieldName,
  values,
  endValue,
});

describe('POST /api/listing/advancedsearch/fields', () => {
  it('lists every field with its criterion type, lookups, multiplicity and default columns', async () => {
    const res = await t.call({ method: 'POST', url: '/api/listing/advancedsearch/fields', as: AGENT });
    expect(res.statusCode).toBe(200);
    const fields = res.json() as AdvancedSearchFieldsResponse;
    expect(new Set(fields.map((f) => f.searchFieldType))).toEqual(new Set(Object.values(CRITERION_TYPES)));
    const status = fields.find((f) => f.fieldName === 'listingStatusId')!;
    expect(status.allowMultiple).toBe(true);
    expect(status.lookups).toContainEqual({ id: 11, name: 'Private' });
    // offices: only those in the agent's scope
    expect(fields.find((f) => f.fieldName === 'officeId')!.lookups.map((l) => l.id)).toEqual([1]);
    const defaults = fields
      .filter((f) => f.defaultColumnOrder != null)
      .sort((a, b) => a.defaultColumnOrder! - b.defaultColumnOrder!)
      .map((f) => f.fieldName);
    expect(defaults).toEqual(DEFAULT_COLUMNS);
  });
});

describe('GET /api/advlookup/lookups', () => {
  it('answers every choice list by source, the offices limited to the user scope', async () => {
    const mine = await t.call({ method: 'GET', url: '/api/advlookup/lookups', as: AGENT });
    expect(mine.statusCode).toBe(200);
    const lists = mine.json() as Record<string, Array<{ id: number | string; name: string }>>;
    expect(Object.keys(lists).sort()).toEqual(
      [
        'dealTypes',
        'listingTypes',
        'offices',
        'populatableFields',
        'propertyTypes',
        'salesRegions',
        'statuses',
      ].sort(),
    );
    expect(lists.statuses).toContainEqual({ id: 11, name: 'Private' });
    expect(lists.offices!.map((o) => o.id)).toEqual([1]);
    expect(lists.propertyTypes!.length).toBeGreaterThan(0);
    const all = (
      await t.call({ method: 'GET', url: '/api/advlookup/lookups', as: 'admin@meridian.example' })
    ).json();
    expect(all.offices.length).toBeGreaterThan(1);
    expect((await t.call({ method: 'GET', url: '/api/advlookup/lookups' })).statusCode).toBe(401);
  });
});

describe('POST /api/listing/advancedsearch: every criterion type', () => {
  const d = (preset: string) => datePresetRange(preset as never, today());
  const cases: Array<[string, AdvancedSearchCriterion[], () => ReturnType<typeof sql>]> = [
    ['1 text (one value, contains)', [c('title', ['Elegant'])], () => sql`l.title ilike '%Elegant%'`],
    [
      '1 text (comma-separated when multiple)',
      [c('listingNumber', ['L0000001, L0000002,L0000003'])],
      () => sql`l.listing_number in ('L0000001','L0000002','L0000003')`,
    ],
    ['2 checkbox Yes', [c('publish', ['1'])], () => sql`l.publish`],
    ['2 checkbox No', [c('publish', ['0'])], () => sql`not l.publish`],
    ['2 checkbox Yes and No', [c('isValid', ['1', '0'])], () => sql`true`],
    ['3 multiSelect', [c('listingStatusId', ['1', '3'])], () => sql`l.listing_status_id in (1, 3)`],
    ['3 multiSelect (listing type)', [c('listingType', ['Rental'])], () => sql`l.listing_type = 'Rental'`],
    [
      '4 date preset',
      [c('listingDate', ['Last Month'])],
      () => sql`l.listing_date between ${d('Last Month').start}::date and ${d('Last Month').end}::date`,
    ],
    [
      '4 date range',
      [c('closedDate', ['Date Range', '2026-01-01'], '2026-06-30')],
      () => sql`l.closed_date between '2026-01-01' and '2026-06-30'`,
    ],
    [
      '4 date preset ahead',
      [c('expirationDate', ['Next 14 Days'])],
      () => sql`l.expiration_date between ${today()}::date and ${d('Next 14 Days').end}::date`,
    ],
    [
      '5 number min and max',
      [c('currentPrice', ['1000000'], '5000000')],
      () => sql`l.current_price between 1000000 and 5000000`,
    ],
    ['5 number min only', [c('bedrooms', ['5'])], () => sql`l.bedrooms >= 5`],
    [
      '6 owner name',
      [c('ownerName', ['an'])],
      () =>
        sql`exists (select 1 from listing_owners w where w.listing_id = l.id and (w.first_name || ' ' || w.last_name) ilike '%an%')`,
    ],
    [
      '7 field populated',
      [c('fieldPopulated', ['mlsNumber', 'soldPrice'])],
      () => sql`l.mls_number is not null and l.sold_price is not null`,
    ],
    ['8 field not populated', [c('fieldNotPopulated', ['mlsNumber'])], () => sql`l.mls_number is null`],
    ['9 image count', [c('imageCount', ['0'], '9')], () => sql`l.image_count <= 9`],
    ['10 low-resolution images', [c('imagesLowRes', ['1'])], () => sql`l.has_low_res_images`],
    [
      '11 agent name',
      [c('agentName', ['Lindqvist'])],
      () =>
        sql`exists (select 1 from listing_agents la join agents a on a.id = la.agent_id where la.listing_id = l.id and a.last_name = 'Lindqvist')`,
    ],
    ['12 open house (no open houses yet)', [c('openHouse', ['1'])], () => sql`false`],
    ['12 open house No', [c('openHouse', ['0'])], () => sql`true`],
    [
      '13 has video (virtual tour links)',
      [c('hasVideo', ['1'])],
      () => sql`l.virtual_tour_url is not null or l.virtual_tour_3d_url is not null`,
    ],
    [
      '14 has ad copy',
      [c('hasAdCopy', ['1'])],
      () => sql`exists (select 1 from ad_copies ac where ac.listing_id = l.id)`,
    ],
    [
      '15 select sale',
      [c('isSelectSale', ['1'])],
      () => sql`exists (select 1 from listing_agents la where la.listing_id = l.id and la.select_sale)`,
    ],
    [
      '16 external data settings No',
      [c('hasExternalDataSetting', ['0'])],
      () => sql`not (l.suppress_mls_import or l.suppress_agent_import or l.ignore_trident_price)`,
    ],
    ['17 syndication settings (none yet) No', [c('hasSyndicationSetting', ['0'])], () => sql`true`],
    [
      'several criteria together',
      [c('listingStatusId', ['1']), c('currentPrice', ['2000000']), c('listingDate', ['YTD'])],
      () =>
        sql`l.listing_status_id = 1 and l.current_price >= 2000000 and l.listing_date between ${d('YTD').start}::date and ${today()}::date`,
    ],
  ];

  it.each(cases)('%s', async (_name, criteria, expected) => {
    const r = await run(criteria);
    expect(r.totalRecords).toBe(await count(expected()));
  });

  it('covers all 17 criterion types in the cases above', () => {
    const used = new Set(
      cases.flatMap(([, cs]) =>
        cs.map((x) => ADVANCED_SEARCH_FIELDS.find((f) => f.fieldName === x.fieldName)!.searchFieldType),
      ),
    );
    expect(used.size).toBe(17);
  });

  it('never widens the data scope: an agent asking for every office gets only its own', async () => {
    const r = await run([c('officeId', ['1', '2', '3', '4', '5', '6', '7', '8'])], AGENT);
    const inScope = await count(
      sql`(l.office_id = 1 or exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1))`,
    );
    expect(r.totalRecords).toBeLessThanOrEqual(inScope);
    expect(r.results.every((row) => row.officeId === r.results[0].officeId)).toBe(true);
    const all = await run([], AGENT);
    expect(all.totalRecords).toBe(inScope);
  });

  it('pages and sorts by a chosen column', async () => {
    const asc = await run([c('listingStatusId', ['1'])], ADMIN, {
      itemsPerPage: 10,
      sortColumn: 'currentPrice',
      sortDirection: 'asc',
    });
    expect(asc.results).toHaveLength(10);
    const prices = asc.results.map((r) => Number(r.currentPrice));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const p2 = await run([c('listingStatusId', ['1'])], ADMIN, {
      itemsPerPage: 10,
      currentPage: 2,
      sortColumn: 'currentPrice',
      sortDirection: 'asc',
    });
    expect(Number(p2.results[0].currentPrice)).toBeGreaterThanOrEqual(prices[9]);
    expect(asc.results[0].listingStatusId).toBe('Active');
  });

  it.each([
    [[c('nonsense', ['1'])], MSG.unknownSearchField('nonsense')],
    [[c('publish', ['maybe'])], MSG.criterionYesNo('Published')],
    [[c('currentPrice', ['abc'])], MSG.criterionNumber('Current Price')],
    [[c('currentPrice', ['10'], '5')], MSG.criterionMinMax('Current Price')],
    [[c('listingDate', ['Yesterday'])], MSG.criterionDate('Listing Date')],
    [[c('listingDate', ['Date Range', '2026-02-30'])], MSG.criterionDate('Listing Date')],
    [[c('listingStatusId', ['99'])], MSG.criterionChoose('Status')],
    [[c('officeId', ['1; drop table listings'])], MSG.criterionChoose('Office')],
    [[c('fieldPopulated', ['password'])], MSG.criterionChoose('Field Populated')],
  ])('refuses an invalid criterion %#', async (criteria, message) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/advancedsearch',
      as: ADMIN,
      body: { criteria },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a sort column that is not a result column', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/advancedsearch',
      as: ADMIN,
      body: { criteria: [], sortColumn: 'id; select 1' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/listing/advancedsearch/export', () => {
  beforeAll(async () => {
    await t.database.db.execute(
      sql`update listings set title = '=HYPERLINK("http://evil.example")' where id = 1`,
    );
    await t.database.db.execute(sql`update listings set title = '+SUM(A1)' where id = 2`);
  });
  const body = (format: string) => ({
    criteria: [c('listingNumber', ['L0000001,L0000002,L0000003'])],
    columns: ['listingNumber', 'title', 'currentPrice', 'publish'],
    sortColumn: 'listingNumber',
    sortDirection: 'asc',
    format,
  });

  it('exports CSV with the chosen columns and guards against formula injection', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/advancedsearch/export',
      as: ADMIN,
      body: body('csv'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="advanced-search-.*\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Listing Number,Title,Current Price,Published');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^L0000001,"'=HYPERLINK\(""http:\/\/evil\.example""\)",\d+(\.\d+)?,(Yes|No)$/);
    expect(lines[2]).toMatch(/^L0000002,'\+SUM\(A1\),/);
  });

  it('exports XLSX that opens with the same rows, formulas kept as text', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/advancedsearch/export',
      as: ADMIN,
      body: body('xlsx'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Listing Number',
      'Title',
      'Current Price',
      'Published',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getCell('B2').value).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(typeof sheet.getCell('C2').value).toBe('number');
  });

  it('exports only what the user may see', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/advancedsearch/export',
      as: 'guest@meridian.example',
      body: { ...body('csv'), criteria: [], columns: ['listingNumber', 'officeId'] },
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const [{ name }] = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select name from offices where id = 8`),
    );
    expect(lines.length).toBe(await count(sql`l.office_id = 8`));
    expect(lines.every((l) => l.endsWith(`,${name}`))).toBe(true);
  });
});
