import { sql, type SQL } from 'drizzle-orm';
import type { Actor, SearchEntityType } from '@atrium/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { listingScopeSql } from '../listings';
import { STATUS_GROUP_SQL } from '../../db/schema';
import { agentScopeSql, applicationScopeSql, officeScopeSql, salesTeamScopeSql } from './search-scope.sql';
import { CORRECTION, correctableWords, matchSql, withCorrections, type SearchText } from './search-text.sql';

export type GlobalSearchQuery = {
  text: SearchText;
  entityType: SearchEntityType | null;
  status: number[];
  limit: number;
  offset: number;
};
export type Hit = { entity_type: SearchEntityType; id: number };
export type HitPage = { total: number; hits: Hit[] };

/**
 * One page of hits across listings, agents, sales teams, offices and applications, in the
 * order of spec/000 section 2.5: listing status group (draft, coming soon, active, private,
 * pending, sold, temp off-market, expired, perm off-market, deleted), newest listing date first;
 * then the non-listings, newest first. Every query carries the actor's data scope.
 */
export async function findHits(db: Db, actor: Actor, q: GlobalSearchQuery): Promise<HitPage> {
  const exact = await findHitPage(db, actor, q);
  const correctable = correctableWords(q.text);
  if (exact.total || !correctable.length) return exact;
  // 'Did you mean': text matching nothing is searched again with each unknown word replaced by
  // the known words closest to it.
  const corrections = await findCorrections(db, correctable);
  if (!corrections.size) return exact;
  return findHitPage(db, actor, { ...q, text: withCorrections(q.text, corrections) });
}

/**
 * Listings and the other kinds are read apart: the listings page walks the index in the
 * result order and stops at the page (no sort of every match), their count runs beside it.
 */
async function findHitPage(db: Db, actor: Actor, q: GlobalSearchQuery): Promise<HitPage> {
  const wants = (type: SearchEntityType) => !q.entityType || q.entityType === type;
  const listings = wants('Listing') ? listingsSql(actor, q) : null;
  const others = q.status.length ? null : othersSql(actor, q, wants);
  const count = (from: SQL | null) =>
    from
      ? db
          .execute(sql`select count(*)::int as n from (${from}) m`)
          .then((r) => Number(rowsOf<{ n: number }>(r)[0].n))
      : 0;
  const [listingTotal, othersTotal, listingHits] = await Promise.all([
    count(listings && sql`select 1 from listings l where ${listings}`),
    count(others),
    listings
      ? db
          .execute(
            sql`select 'Listing' as entity_type, l.id from listings l where ${listings}
              order by ${sql.raw(STATUS_GROUP_SQL)},
                l.listing_date desc nulls last, l.id desc
              limit ${q.limit} offset ${q.offset}`,
          )
          .then((r) => rowsOf<Hit>(r))
      : [],
  ]);
  const room = q.limit - listingHits.length;
  const otherHits =
    others && room > 0 && othersTotal > 0
      ? rowsOf<Hit>(
          await db.execute(sql`select entity_type, id from (${others}) o
            order by sort_date desc nulls last, entity_type, id desc
            limit ${room} offset ${Math.max(0, q.offset - listingTotal)}`),
        )
      : [];
  return { total: listingTotal + othersTotal, hits: [...listingHits, ...otherHits] };
}

function listingsSql(actor: Actor, q: GlobalSearchQuery): SQL {
  const status = q.status.length
    ? sql`and l.listing_status_id in (${sql.join(
        q.status.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  return sql`${matchSql(q.text, 'l')} and ${listingScopeSql(actor, 'l')} ${status}`;
}

function othersSql(
  actor: Actor,
  q: GlobalSearchQuery,
  wants: (type: SearchEntityType) => boolean,
): SQL | null {
  const branches: SQL[] = [];
  if (wants('Agent'))
    branches.push(sql`select 'Agent' as entity_type, a.id, a.created_at::timestamp as sort_date
      from agents a where ${matchSql(q.text, 'a')} and ${agentScopeSql(actor, 'a')}`);
  if (wants('SalesTeam'))
    branches.push(sql`select 'SalesTeam' as entity_type, t.id, t.created_at::timestamp as sort_date
      from sales_teams t where ${matchSql(q.text, 't')} and ${salesTeamScopeSql(actor, 't')}`);
  if (wants('Office'))
    branches.push(sql`select 'Office' as entity_type, o.id, o.created_at::timestamp as sort_date
      from offices o where ${matchSql(q.text, 'o')} and ${officeScopeSql(actor, 'o')}`);
  if (wants('Application'))
    branches.push(sql`select 'Application' as entity_type, ap.id, null::timestamp as sort_date
      from applications ap where ${matchSql(q.text, 'ap')} and ${applicationScopeSql(actor, 'ap')}`);
  return branches.length ? sql.join(branches, sql` union all `) : null;
}

/**
 * The corrections of the typed words that are neither known words nor prefixes of one: the
 * known words at least CORRECTION.minSimilarity alike (trigrams), within CORRECTION.margin of the
 * closest. A small table of distinct words (search_words) keeps this fast at any data size.
 */
export async function findCorrections(db: Db, typed: string[]): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ typed: string; word: string; sim: number }>(
    await db.execute(sql`
      select t.w as typed, c.word, c.sim
      from unnest(array[${sql.join(
        typed.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as t(w)
      cross join lateral (
        select word, similarity(word, t.w) as sim from search_words
        where word % t.w group by word order by sim desc, word limit ${CORRECTION.candidates}
      ) c
      where not exists (
        select 1 from search_words k where k.word ~>=~ t.w and k.word ~<~ (t.w || chr(1114111)))`),
  );
  const corrections = new Map<string, string[]>();
  for (const w of typed) {
    const candidates = rows.filter((r) => r.typed === w && Number(r.sim) >= CORRECTION.minSimilarity);
    if (!candidates.length) continue;
    const best = Math.max(...candidates.map((r) => Number(r.sim)));
    corrections.set(
      w,
      candidates.filter((r) => Number(r.sim) >= best - CORRECTION.margin).map((r) => r.word),
    );
  }
  return corrections;
}

const inIds = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export type ListingHitRow = {
  id: number;
  title: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  mls_number: string | null;
  listing_number: string | null;
  listing_status_id: number;
  current_price: string | number | null;
  listing_type: string;
  listing_date: string | null;
  use_address_as_title: boolean;
};
export async function findListingHits(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<ListingHitRow>(
    await db.execute(sql`select id, title, address1, address2, city, zip, mls_number, listing_number,
      listing_status_id, current_price, listing_type, listing_date::text as listing_date, use_address_as_title
      from listings where id in (${inIds(ids)})`),
  );
}

export type PersonHitRow = {
  id: number;
  name: string;
  office: string | null;
  city: string | null;
  status_id: number | null;
  created: string | null;
  acronym?: string | null;
  link?: string | null;
};
export async function findAgentHits(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<PersonHitRow>(
    await db.execute(sql`select a.id, a.first_name || ' ' || a.last_name as name, o.name as office, a.city,
      a.status_id, a.created_at::text as created
      from agents a left join offices o on o.id = a.office_id where a.id in (${inIds(ids)})`),
  );
}
export async function findSalesTeamHits(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<PersonHitRow>(
    await db.execute(sql`select t.id, t.name, o.name as office, o.city, t.status_id, t.created_at::text as created
      from sales_teams t left join offices o on o.id = t.office_id where t.id in (${inIds(ids)})`),
  );
}
export async function findOfficeHits(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<PersonHitRow>(
    await db.execute(sql`select o.id, o.name, null as office, o.city, o.status as status_id, o.created_at::text as created
      from offices o where o.id in (${inIds(ids)})`),
  );
}
export async function findApplicationHits(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<PersonHitRow>(
    await db.execute(sql`select ap.id, ap.name, null as office, null as city, null::int as status_id,
      null as created, ap.acronym, ap.link from applications ap where ap.id in (${inIds(ids)})`),
  );
}
