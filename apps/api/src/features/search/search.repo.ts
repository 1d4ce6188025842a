import { sql, type SQL } from 'drizzle-orm';
import { STATUS_GROUP_ORDER, type Actor, type SearchEntityType } from '@atrium/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { listingScopeSql } from '../listings/listing-scope';
import { agentScopeSql, applicationScopeSql, officeScopeSql, salesTeamScopeSql } from './search-scope';
import { FUZZY_MARGIN, matchSql, similaritySql, similarityThreshold, type SearchText } from './search-text';

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
  const exact = await findHitsIn(db, actor, q, 'exact');
  if (exact.length || q.text.kind !== 'words' || !q.text.fuzzy) return exact;
  // A page past the last exact hit is empty; the fuzzy pass is only for text matching nothing.
  if (q.offset > 0 && (await findHitsIn(db, actor, { ...q, limit: 1, offset: 0 }, 'exact')).length) return [];
  // Nothing matches the words as typed: try again tolerating small typos.
  return findHitsIn(db, actor, q, 'fuzzy');
}

async function findHitsIn(
  db: Db,
  actor: Actor,
  q: GlobalSearchQuery,
  pass: 'exact' | 'fuzzy',
): Promise<Hit[]> {
  const query = hitsQuery(actor, q, pass);
  if (!query) return [];
  if (pass === 'exact') return rowsOf<Hit>(await db.execute(query));
  // The typo-tolerant match reads its threshold from the session: set it for this transaction.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(similarityThreshold(q.text))}, true)`,
    );
    return rowsOf<Hit>(await tx.execute(query));
  });
}

export function hitsQuery(actor: Actor, q: GlobalSearchQuery, pass: 'exact' | 'fuzzy'): SQL | null {
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
        l.listing_date::timestamp as sort_date, ${similaritySql(q.text, 'l', pass)} as sim
      from listings l where ${matchSql(q.text, 'l', pass)} and ${listingScopeSql(actor, 'l')} ${status}`);
  }
  if (!listingsOnly) {
    if (wants('Agent'))
      branches.push(sql`select 'Agent' as entity_type, a.id as id, ${nonListingGroup} as grp, a.created_at::timestamp as sort_date, ${similaritySql(q.text, 'a', pass)} as sim
        from agents a where ${matchSql(q.text, 'a', pass)} and ${agentScopeSql(actor, 'a')}`);
    if (wants('SalesTeam'))
      branches.push(sql`select 'SalesTeam' as entity_type, t.id as id, ${nonListingGroup} as grp, t.created_at::timestamp as sort_date, ${similaritySql(q.text, 't', pass)} as sim
        from sales_teams t where ${matchSql(q.text, 't', pass)} and ${salesTeamScopeSql(actor, 't')}`);
    if (wants('Office'))
      branches.push(sql`select 'Office' as entity_type, o.id as id, ${nonListingGroup} as grp, o.created_at::timestamp as sort_date, ${similaritySql(q.text, 'o', pass)} as sim
        from offices o where ${matchSql(q.text, 'o', pass)} and ${officeScopeSql(actor, 'o')}`);
    if (wants('Application'))
      branches.push(sql`select 'Application' as entity_type, ap.id as id, ${nonListingGroup} as grp, null::timestamp as sort_date, ${similaritySql(q.text, 'ap', pass)} as sim
        from applications ap where ${matchSql(q.text, 'ap', pass)} and ${applicationScopeSql(actor, 'ap')}`);
  }
  if (!branches.length) return null;
  // the fuzzy pass keeps the candidates nearly as close as the closest ('did you mean')
  const close =
    pass === 'fuzzy'
      ? sql`where sim >= (select max(sim) from hits) - ${sql.raw(String(FUZZY_MARGIN))}`
      : sql``;
  return sql`with hits as (${sql.join(branches, sql` union all `)})
    select entity_type, id, count(*) over ()::int as total from hits ${close}
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
