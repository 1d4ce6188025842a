import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPE as N } from '@atrium/domain';
import type { Db } from '../client';
import { rowsOf } from '../client';
import { assignNotification, createNotification } from '../factories';

const HOUR = 3_600_000;

/**
 * The system admin and the marketing coordinator are assigned to a few types, and each has a
 * handful of notifications about real demo records (one already dismissed); the listings are of the
 * coordinator's offices, so every link and reminder button works for them.
 */
export async function seedNotifications(db: Db, today: Date) {
  const [ids] = rowsOf<{
    admin: number | null;
    mc: number | null;
    listings: number[] | null;
    user_id: number | null;
    agent_id: number | null;
  }>(
    await db.execute(sql`
      select (select id from users where email = 'admin@meridian.example') as admin,
             (select id from users where email = 'mc@meridian.example') as mc,
             (select array_agg(id) from (select l.id from listings l where l.listing_status_id = 1
               and l.office_id in (select uo.office_id from user_offices uo join users u on u.id = uo.user_id
                 where u.email = 'mc@meridian.example')
               order by l.id limit 3) l) as listings,
             (select min(id) from users where email not in ('admin@meridian.example', 'mc@meridian.example')) as user_id,
             (select min(id) from agents) as agent_id`),
  );
  const { admin, mc } = ids;
  if (admin == null || mc == null) return;
  const [l1, l2, l3] = ids.listings ?? [];
  await assignNotification(db, N.userCreated, [admin]);
  await assignNotification(db, N.agentCreated, [admin]);
  await assignNotification(db, N.commissionExport, [admin]);
  await assignNotification(db, N.listingExpiring, [admin, mc]);
  await assignNotification(db, N.spotRequested, [mc]);
  await assignNotification(db, N.mlsListingCreated, [mc]);
  const at = (hoursAgo: number) => new Date(today.getTime() - hoursAgo * HOUR).toISOString();
  const rows: Array<Parameters<typeof createNotification>[1]> = [
    ...(l1
      ? [
          {
            userId: mc,
            typeId: N.spotRequested,
            entityId: l1,
            text: 'Ava Sterling requested the spot "Back cover" for this listing',
            createdAt: at(3),
          },
        ]
      : []),
    ...(l2
      ? [
          {
            userId: mc,
            typeId: N.mlsListingCreated,
            entityId: l2,
            text: 'A new listing arrived from the MLS',
            createdAt: at(26),
          },
        ]
      : []),
    ...(l3
      ? [
          {
            userId: admin,
            typeId: N.listingExpiring,
            entityId: l3,
            text: 'A listing expires within the week',
            createdAt: at(5),
          },
          {
            userId: mc,
            typeId: N.listingExpiring,
            entityId: l3,
            text: 'A listing expires within the week',
            createdAt: at(5),
            dismissedAt: at(1),
          },
        ]
      : []),
    ...(ids.user_id
      ? [
          {
            userId: admin,
            typeId: N.userCreated,
            entityId: ids.user_id,
            text: 'A new user was created',
            createdAt: at(30),
          },
        ]
      : []),
    ...(ids.agent_id
      ? [
          {
            userId: admin,
            typeId: N.agentCreated,
            entityId: ids.agent_id,
            text: 'A new agent was added to the network',
            createdAt: at(50),
          },
        ]
      : []),
    {
      userId: admin,
      typeId: N.commissionExport,
      entityId: null,
      text: 'The sale commissions were exported (42 listings)',
      createdAt: at(72),
    },
  ];
  for (const r of rows) await createNotification(db, r);
}
