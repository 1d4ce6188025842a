import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * A few demo sendings to Dash (the back-office listing system): the first listings with a list-side
 * agent show one sent (with its deal reference) and one failed, so the Dash status line shows both.
 */
export async function seedDashSends(db: Db, today: Date) {
  const at = (daysAgo: number, minutes = 0) =>
    new Date(today.getTime() - daysAgo * 86_400_000 + minutes * 60_000).toISOString();
  await db.execute(sql`
    with picked as (
      select l.id, l.listing_number, row_number() over (order by l.id) as n
      from listings l
      where l.listing_number is not null
        and exists (select 1 from listing_agents a where a.listing_id = l.id and a.side_type_id = 1)
      order by l.id limit 2
    )
    insert into listing_dash_sends (listing_id, status, requested_at, completed_at, reference, error)
    select id,
      case when n = 1 then 'sent' else 'failed' end,
      ${at(3)}::timestamptz,
      ${at(3, 1)}::timestamptz,
      case when n = 1 then 'D-' || listing_number end,
      case when n = 2 then 'Back-office system answered 503 for /listing/' || listing_number end
    from picked`);
}
