import { sql, type SQL } from 'drizzle-orm';
import { TASK_LIMITS as L, type Actor } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { listingScopeSql } from '../listings';

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The listings a user's tasks are about, on a listing alias `l`: those they may see (the listing
 * scope), and for a user with agent ids only the listings one of those ids is on, so an agent's
 * tasks are their own listings rather than their whole office's.
 */
function taskScopeSql(actor: Actor): SQL {
  const scope = listingScopeSql(actor, 'l');
  if (!actor.agentIds.length) return scope;
  return sql`${scope} and l.id in (select la.listing_id from listing_agents la where la.agent_id in (${ids(actor.agentIds)}))`;
}

export type TaskRow = {
  listing_id: number;
  title: string;
  status_id: number;
  date: string | null;
  extra: string | null;
  reminders_off: boolean;
  total: string;
};

const title = sql`coalesce(nullif(l.title, ''), nullif(l.address1, ''), 'Listing ' || l.id)`;

/** Active and pending listings whose expiration date is from today to `until`, soonest first. */
export const findExpiringListings = async (db: Db, actor: Actor, today: string, until: string) =>
  rowsOf<TaskRow>(
    await db.execute(sql`
      select l.id as listing_id, ${title} as title, l.listing_status_id as status_id,
             l.expiration_date::text as date, null as extra, count(*) over () as total,
             exists(select 1 from listing_reminder_opt_outs o
                     where o.listing_id = l.id and o.user_id = ${actor.userId}) as reminders_off
      from listings l
      where ${taskScopeSql(actor)}
        and l.listing_status_id in (${ids(L.expiringStatuses)})
        and l.expiration_date between ${today} and ${until}
      order by l.expiration_date, l.id
      limit ${L.itemsPerGroup}`),
  );

/** Listings still worked on whose data-complete flag is off, most recently changed first. */
export const findIncompleteListings = async (db: Db, actor: Actor) =>
  rowsOf<TaskRow>(
    await db.execute(sql`
      select l.id as listing_id, ${title} as title, l.listing_status_id as status_id,
             null as date, null as extra, count(*) over () as total, false as reminders_off
      from listings l
      where ${taskScopeSql(actor)}
        and l.is_valid = false
        and l.listing_status_id in (${ids(L.incompleteStatuses)})
      order by l.updated_at desc nulls last, l.id desc
      limit ${L.itemsPerGroup}`),
  );

/** Access codes visitors asked for on private showcase sites, not yet approved, oldest first. */
export const findPendingAccessRequests = async (db: Db, actor: Actor) =>
  rowsOf<TaskRow>(
    await db.execute(sql`
      select l.id as listing_id, ${title} as title, l.listing_status_id as status_id,
             to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD') as date,
             coalesce(u.name, '') || coalesce(' <' || u.email || '>', '') as extra,
             count(*) over () as total, false as reminders_off
      from private_site_users u
      join showcase_sites s on s.id = u.showcase_site_id
      join listings l on l.id = s.listing_id
      where u.approved = false and ${taskScopeSql(actor)}
      order by u.created_at, u.id
      limit ${L.itemsPerGroup}`),
  );
