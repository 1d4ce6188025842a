import { sql, type SQL } from 'drizzle-orm';
import { STATUS_GROUP_ORDER, type Actor, type SearchEntityType } from '@atrium/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { listingScopeSql } from '../listings/listing-scope';
import { agentScopeSql, applicationScopeSql, officeScopeSql, salesTeamScopeSql } from './search-scope';
import { CORRECTION, correctableWords, matchSql, withCorrections, type SearchText } from './search-text';

export type GlobalSearchQuery = {
  text: SearchText;
  entityType: SearchEntityType | null;
  status: number[];
  limit: number;
  offset: number;
};
export type Hit = { entity_type: SearchEntityType; id: number; total: number };

const NON_LISTING_GROUP = STATUS_GROUP_ORDER.length + 1;
const statusGroups = sql.raw(`array[${STATUS_GROUP_ORDER.join(',')}]`);
const nonListingGroup = sql.raw(String(NON_LISTING_GROUP));

/**
 * One page of hits across listings, agents, sales teams, offices and applications, in the
 * order of spec/000 section 2.5: listing status group (draft, coming soon, active, private,
 * pending, sold, temp off-market, expired, perm off-market, deleted), newest listing date first;
 * then the non-listings, newest first. Every branch carries the actor's data scope.
 */
export async function findHits(db: Db, actor: Actor, q: GlobalSearchQuery): Promise<Hit[]> {
  const exact = await findHitsIn(db, actor, q);
  const correctable = correctableWords(q.text);
  if (exact.length || !correctable.length) return exact;
  // A page past the last hit is empty; corrections are only for text matching nothing.
  if (q.offset > 0 && (await findHitsIn(db, actor, { ...q, limit: 1, offset: 0 })).length) return [];
  // 'Did you mean': each unknown word becomes the known words closest to it.
  const corrections = await findCorrections(db, correctable);
  if (!corrections.size) return [];
  return findHitsIn(db, actor, { ...q, text: withCorrections(q.text, corrections) });
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

async function findHitsIn(db: Db, actor: Actor, q: GlobalSearchQuery): Promise<Hit[]> {
  const query = hitsQuery(actor, q);
  return query ? rowsOf<Hit>(await db.execute(query)) : [];
}

export function hitsQuery(actor: Actor, q: GlobalSearchQuery): SQL | null {
  const wants = (type: SearchEntityType) => !q.entityType || q.entityType === type;
  const listingsOnly = q.status.length > 0;
  const branches: SQL[] = [];
  if (wants('Listing')) {
    const status = listingsOnly
      ? sql`and l.listing_status_id in (${sql.join(
          q.status.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql``;
    branches.push(sql`select 'Listing' as entity_type, l.id,
        coalesce(array_position(${statusGroups}, l.listing_status_id), ${sql.raw(String(NON_LISTING_GROUP - 1))}) as grp,
        l.listing_date::timestamp as sort_date
      from listings l where ${matchSql(q.text, 'l')} and ${listingScopeSql(actor, 'l')} ${status}`);
  }
  if (!listingsOnly) {
    if (wants('Agent'))
      branches.push(sql`select 'Agent' as entity_type, a.id as id, ${nonListingGroup} as grp, a.created_at::timestamp as sort_date
        from agents a where ${matchSql(q.text, 'a')} and ${agentScopeSql(actor, 'a')}`);
    if (wants('SalesTeam'))
      branches.push(sql`select 'SalesTeam' as entity_type, t.id as id, ${nonListingGroup} as grp, t.created_at::timestamp as sort_date
        from sales_teams t where ${matchSql(q.text, 't')} and ${salesTeamScopeSql(actor, 't')}`);
    if (wants('Office'))
      branches.push(sql`select 'Office' as entity_type, o.id as id, ${nonListingGroup} as grp, o.created_at::timestamp as sort_date
        from offices o where ${matchSql(q.text, 'o')} and ${officeScopeSql(actor, 'o')}`);
    if (wants('Application'))
      branches.push(sql`select 'Application' as entity_type, ap.id as id, ${nonListingGroup} as grp, null::timestamp as sort_date
        from applications ap where ${matchSql(q.text, 'ap')} and ${applicationScopeSql(actor, 'ap')}`);
  }
  if (!branches.length) return null;
  return sql`with hits as (${sql.join(branches, sql` union all `)})
    select entity_type, id, count(*) over ()::int as total from hits
    order by grp, sort_date desc nulls last, entity_type, id desc
    limit ${q.limit} offset ${q.offset}`;
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
