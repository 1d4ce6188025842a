import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS_GROUP_ORDER, type GlobalSearchEntry, type GlobalSearchResponse } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const t = useTestApp();

const ADMIN = 'admin@meridian.example';
const AGENT = 'agent@meridian.example';
const GUEST = 'guest@meridian.example';

async function search(as: string, body: Record<string, unknown>): Promise<GlobalSearchResponse> {
  const res = await t.call({ method: 'POST', url: '/api/search/global', as, body });
  expect(res.statusCode).toBe(200);
  return res.json();
}
/** Every page of a search, concatenated. */
async function searchAll(as: string, body: Record<string, unknown>) {
  const results: GlobalSearchEntry[] = [];
  for (let page = 1; page < 50; page++) {
    const r = await search(as, { ...body, currentPage: page, itemsPerPage: 100 });
    results.push(...r.results);
    if (results.length >= r.totalRecords || !r.results.length) return { total: r.totalRecords, results };
  }
  throw new Error('too many pages');
}
const q = <T>(query: ReturnType<typeof sql>) => t.database.db.execute(query).then((r) => rowsOf<T>(r));
const ids = (entries: GlobalSearchEntry[], type = 'Listing') =>
  entries.filter((e) => e.entityType === type).map((e) => e.id);

describe('POST /api/search/global', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await t.call({ method: 'POST', url: '/api/search/global', body: { text: 'a' } });
    expect(res.statusCode).toBe(401);
  });

  it('orders listings by status group, newest listing date first, and puts non-listings after', async () => {
    const [{ city }] = await q<{ city: string }>(sql`select city from offices where id = 1`);
    const { total, results } = await searchAll(ADMIN, { text: city });
    expect(total).toBe(results.length);
    expect(results.length).toBeGreaterThan(10);
    const listingRows = await q<{ id: number; listing_date: string | null }>(
      sql`select id, listing_date::text from listings`,
    );
    const dateOf = new Map(listingRows.map((r) => [r.id, r.listing_date]));
    const rank = (e: GlobalSearchEntry) =>
      e.entityType === 'Listing' ? STATUS_GROUP_ORDER.indexOf(e.metadata.statusId as never) : 100;
    for (let i = 1; i < results.length; i++) {
      const [a, b] = [results[i - 1], results[i]];
      expect(rank(a)).toBeLessThanOrEqual(rank(b));
      if (rank(a) === rank(b) && a.entityType === 'Listing') {
        const [da, db] = [dateOf.get(a.id), dateOf.get(b.id)];
        if (da && db) expect(da >= db).toBe(true);
      }
    }
    expect(new Set(results.filter((e) => e.entityType === 'Listing').map(rank)).size).toBeGreaterThan(3);
    expect(results.at(-1)!.entityType).not.toBe('Listing');
    expect(results.some((e) => e.entityType === 'Office')).toBe(true);
  });

  it('identifies each result: a listing by title, status, price and city; an office by name, city and status', async () => {
    const [l] = await q<{ id: number; listing_number: string; title: string; city: string }>(
      sql`select id, listing_number, title, city from listings where not use_address_as_title and listing_status_id = 1 order by id limit 1`,
    );
    const r = await search(ADMIN, { text: l.listing_number, currentPage: 1, itemsPerPage: 100 });
    const hit = r.results.find((e) => e.entityType === 'Listing' && e.id === l.id)!;
    expect(hit.searchData.name).toBe(l.title);
    expect(hit.searchData.city).toBe(l.city);
    expect(hit.metadata.status).toBe('Active');
    expect(typeof hit.metadata.price).toBe('number');

    const offices = await search(ADMIN, { text: 'Brokerage', entityType: 'Office', itemsPerPage: 100 });
    const inactive = await q<{ id: number }>(sql`select id from offices where status <> 1`);
    for (const o of offices.results) {
      expect(o.entityType).toBe('Office');
      expect(o.metadata.status).toBe(inactive.some((x) => x.id === o.id) ? 'Inactive' : 'Active');
      expect(o.searchData.city).toBeTruthy();
    }
  });

  it('finds an agent by name with the office, and a sales team by name', async () => {
    const agent = await search(ADMIN, { text: 'Lindqvist', itemsPerPage: 100 });
    const hit = agent.results.find((e) => e.entityType === 'Agent' && e.id === 1)!;
    expect(hit.searchData.name).toBe('Avery Lindqvist');
    expect(hit.searchData.office).toBeTruthy();
    const [team] = await q<{ id: number; name: string }>(sql`select id, name from sales_teams where id = 1`);
    const teams = await search(ADMIN, { text: team.name, entityType: 'SalesTeam' });
    expect(ids(teams.results, 'SalesTeam')).toContain(1);
    expect(teams.results.every((e) => e.entityType === 'SalesTeam')).toBe(true);
  });

  it('matches word prefixes: the start of a street name, of an MLS number, of an agent name', async () => {
    const [l] = await q<{ id: number; address1: string; mls_number: string }>(
      sql`select id, address1, mls_number from listings where mls_number is not null order by id desc limit 1`,
    );
    const street = l.address1.split(' ').find((w) => /^[A-Za-z]{5,}$/.test(w))!;
    const byStreet = await searchAll(ADMIN, { text: street.slice(0, 4) });
    expect(ids(byStreet.results)).toContain(l.id);
    const byMls = await searchAll(ADMIN, { text: l.mls_number.slice(0, 6) });
    expect(ids(byMls.results)).toContain(l.id);
    const agents = await search(ADMIN, { text: 'Lindq', entityType: 'Agent' });
    expect(ids(agents.results, 'Agent')).toContain(1);
  });

  it('tolerates a small typo: a misspelt street name still finds the listing', async () => {
    const rows = await q<{ id: number; address1: string }>(
      sql`select id, address1 from listings order by id limit 40`,
    );
    const l = rows.find((r) => /\s[A-Za-z]{7,}\s/.test(` ${r.address1} `))!;
    const word = l.address1.split(' ').find((w) => /^[A-Za-z]{7,}$/.test(w))!;
    // swap two letters in the middle of the street name
    const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
    expect(typo.toLowerCase()).not.toBe(word.toLowerCase());
    const number = l.address1.split(' ')[0];
    const found = await searchAll(ADMIN, { text: `${number} ${typo}` });
    expect(ids(found.results)).toContain(l.id);
    // the street name alone, one letter dropped
    const dropped = word.slice(0, 4) + word.slice(5);
    const alone = await searchAll(ADMIN, { text: dropped });
    expect(ids(alone.results)).toContain(l.id);
    // a listing number with a wrong digit is not 'corrected' into another listing
    const near = await search(ADMIN, { text: 'L0000999' });
    expect(near.totalRecords).toBe(0);
  });

  it('corrects a typo in a word first written after start-up, and keeps corrections within the scope', async () => {
    const [l] = await q<{ id: number }>(
      sql`select id from listings where listing_status_id = 1 and office_id <> 8 order by id desc limit 1`,
    );
    const title = await t.call({
      method: 'PUT',
      url: `/api/listing/${l.id}/title`,
      as: ADMIN,
      body: { title: 'Quarrington Manor' },
    });
    expect(title.statusCode).toBe(204);
    const [word] = await q<{ word: string }>(sql`select word from search_words where word = 'quarrington'`);
    expect(word?.word).toBe('quarrington');
    expect(ids((await searchAll(ADMIN, { text: 'quarington manor' })).results)).toEqual([l.id]);
    expect(ids((await searchAll(ADMIN, { text: 'Quarringtn' })).results)).toEqual([l.id]);
    // a correction never reaches past the data scope: the guest (office 8) finds nothing
    expect(ids((await searchAll(GUEST, { text: 'Quarringtn' })).results)).toEqual([]);
    // an unknown word with no near neighbour finds nothing rather than something unrelated
    expect((await search(ADMIN, { text: 'zzyzxqwv' })).totalRecords).toBe(0);
  });

  it("reads quoted text (the 'all' tab) as an exact phrase", async () => {
    const [l] = await q<{ id: number; title: string }>(
      sql`select id, title from listings order by id limit 1`,
    );
    const phrase = l.title.split(' ').slice(1, 3).join(' ');
    const exact = await searchAll(ADMIN, { text: `"${phrase}"` });
    expect(ids(exact.results)).toContain(l.id);
    const titles = await q<{ id: number; search_text: string }>(sql`select id, search_text from listings`);
    const textOf = new Map(titles.map((r) => [r.id, r.search_text]));
    for (const id of ids(exact.results)) expect(textOf.get(id)).toContain(phrase.toLowerCase());
    const reversed = await searchAll(ADMIN, { text: `"${phrase.split(' ').reverse().join(' ')}"` });
    expect(ids(reversed.results)).not.toContain(l.id);
  });

  it('filters a tab by status or by entity type', async () => {
    const pending = await searchAll(ADMIN, { text: 'in', status: [3] });
    expect(pending.results.length).toBeGreaterThan(0);
    expect(pending.results.every((e) => e.entityType === 'Listing' && e.metadata.statusId === 3)).toBe(true);
    const offMarket = await searchAll(ADMIN, { text: 'in', status: [9, 10], entityType: 'Listing' });
    expect(offMarket.results.every((e) => [9, 10].includes(e.metadata.statusId!))).toBe(true);
  });

  it('pages: page 2 continues page 1 without repeating', async () => {
    const p1 = await search(ADMIN, { text: 'in', currentPage: 1, itemsPerPage: 20 });
    const p2 = await search(ADMIN, { text: 'in', currentPage: 2, itemsPerPage: 20 });
    expect(p1.totalRecords).toBe(p2.totalRecords);
    expect(p1.totalRecords).toBeGreaterThan(40);
    const first = new Set(p1.results.map((e) => `${e.entityType}${e.id}`));
    expect(p2.results.some((e) => first.has(`${e.entityType}${e.id}`))).toBe(false);
  });

  it("keeps to the data scope: an agent never sees another office's private listing", async () => {
    const [p] = await q<{ id: number; listing_number: string }>(
      sql`select l.id, l.listing_number from listings l where l.listing_status_id = 11 and l.office_id <> 1
        and not exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1) limit 1`,
    );
    expect(ids((await search(ADMIN, { text: p.listing_number })).results)).toContain(p.id);
    expect(ids((await search(AGENT, { text: p.listing_number })).results)).not.toContain(p.id);
    const mine = await searchAll(AGENT, { text: 'in' });
    const officeOf = new Map(
      (await q<{ id: number; office_id: number }>(sql`select id, office_id from listings`)).map((r) => [
        r.id,
        r.office_id,
      ]),
    );
    const own = new Set(
      (await q<{ listing_id: number }>(sql`select listing_id from listing_agents where agent_id = 1`)).map(
        (r) => r.listing_id,
      ),
    );
    for (const id of ids(mine.results)) expect(officeOf.get(id) === 1 || own.has(id)).toBe(true);
  });

  it('keeps a guest to its office: listings, agents, teams and the office itself', async () => {
    const all = await searchAll(GUEST, { text: 'in' });
    const officeOf = new Map(
      (await q<{ id: number; office_id: number }>(sql`select id, office_id from listings`)).map((r) => [
        r.id,
        r.office_id,
      ]),
    );
    expect(ids(all.results).length).toBeGreaterThan(0);
    for (const id of ids(all.results)) expect(officeOf.get(id)).toBe(8);
    const agentOffice = new Map(
      (await q<{ id: number; office_id: number }>(sql`select id, office_id from agents`)).map((r) => [
        r.id,
        r.office_id,
      ]),
    );
    const agentHits = await searchAll(GUEST, { text: 'a', entityType: 'Agent' });
    for (const id of ids(agentHits.results, 'Agent')) expect(agentOffice.get(id)).toBe(8);
    const offices = await searchAll(GUEST, { text: 'Brokerage', entityType: 'Office' });
    expect(ids(offices.results, 'Office').every((id) => id === 8)).toBe(true);
    const adminOffices = await searchAll(ADMIN, { text: 'Brokerage', entityType: 'Office' });
    expect(ids(adminOffices.results, 'Office').length).toBeGreaterThan(1);
  });

  it('finds applications; one kept out of the directory only for a system administrator', async () => {
    const apps = await search(AGENT, { text: 'Cloud', entityType: 'Application' });
    expect(apps.results.map((e) => e.searchData.name)).toContain('Cloud CMA');
    expect(
      (await search(AGENT, { text: 'Legacy Listing Console' })).results.some(
        (e) => e.entityType === 'Application',
      ),
    ).toBe(false);
    expect(
      (await search(ADMIN, { text: 'Legacy Listing Console', entityType: 'Application' })).totalRecords,
    ).toBe(1);
  });

  it('answers an empty text with no results, and refuses a page size above 100', async () => {
    expect((await search(ADMIN, { text: '  ' })).totalRecords).toBe(0);
    const res = await t.call({
      method: 'POST',
      url: '/api/search/global',
      as: ADMIN,
      body: { text: 'a', itemsPerPage: 500 },
    });
    expect(res.statusCode).toBe(400);
  });
});
