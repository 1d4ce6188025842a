import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { SCALES, seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { isDatabaseEmpty } from '../apps/api/src/db/seed/is-database-empty';
import { createDiskStorage } from '../apps/api/src/adapters/storage/storage';
import { ensureDatabase } from '../apps/api/src/test/databases';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
/** BENCH_SCALE: the data set's size, large (100,000 listings) unless a smoke run asks for test. */
function benchScale(): keyof typeof SCALES {
  const scale = process.env.BENCH_SCALE ?? 'large';
  if (!(scale in SCALES)) throw new Error(`BENCH_SCALE must be one of ${Object.keys(SCALES).join(', ')}`);
  return scale as keyof typeof SCALES;
}

type Options = { databaseUrl: string | null; dataDir: string; say: (m: string) => void };

/**
 * The benchmarks' data set, prepared by whichever benchmark runs first: the large scale
 * (100,000 listings) seeded when the database is empty, and the marketing items the demo data
 * lacks. Answers the row counts of the main tables and the seconds seeding took (null when the
 * data was there).
 */
export async function prepareDataset({ databaseUrl, dataDir, say }: Options) {
  if (databaseUrl && (await ensureDatabase(databaseUrl)))
    say(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);
  const database = await openDatabase({ databaseUrl, dataDir });
  let seedSeconds: number | null = null;
  if (await isDatabaseEmpty(database.db)) {
    const scale = benchScale();
    say(`empty database: seeding the ${scale} scale (${SCALES[scale].listings} listings)`);
    const started = Date.now();
    await seedDemoData(database.db, SCALES[scale], {
      storage: createDiskStorage(path.join(dataDir, 'files')),
      progress: (m) => say(`  seed: ${m}`),
    });
    seedSeconds = Math.round((Date.now() - started) / 1000);
  }
  await addMarketingItems(database.db, say);
  await addNotifications(database.db, say);
  // after bulk inserts the planner's statistics lag until autovacuum comes round: measure on fresh ones
  say('refreshing the planner statistics (vacuum analyze)');
  await database.db.execute(sql`vacuum analyze`);
  const counts: Record<string, number> = {};
  for (const table of [
    'listings',
    'listing_agents',
    'listing_owners',
    'listing_notes',
    'audits',
    'agents',
    'offices',
    'sales_teams',
    'users',
    'marketing_items',
    'notifications',
  ]) {
    const [r] = rowsOf<{ n: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
    );
    counts[table] = Number(r.n);
  }
  await database.close();
  say(`data set: ${JSON.stringify(counts)}`);
  return { counts, seedSeconds };
}

/**
 * The demo data has only a few marketing items: every fourth listing gets four items (an e-mail
 * campaign, an advertisement with costs, an open house, a press item) spread over two years,
 * once, so the listing marketing page reads a realistic table.
 */
async function addMarketingItems(db: Db, say: Options['say']) {
  // the demo data now has a few marketing items of its own: look for the bench's
  if (await isPresent(db, sql`select 1 from marketing_items where description like 'Mailing %'`)) return;
  say('adding marketing items to every fourth listing');
  await db.execute(sql`
    insert into marketing_items (listing_id, marketing_type_id, date, description, emails_sent, views, clicks, actual_cost, agent_cost, office_cost)
    select l.id, t.type_id, current_date - ((l.id * 7 + t.type_id * 13) % 730 - 365), t.label || ' ' || l.id,
           case when t.type_id = 12 then 500 end, (l.id * 31) % 900, (l.id * 7) % 60,
           case when t.type_id = 14 then 1500 + (l.id % 100) * 10.25 end,
           case when t.type_id = 14 then 500 end,
           case when t.type_id = 14 then 1000 + (l.id % 100) * 10.25 end
    from listings l
    cross join (values (12, 'Mailing'), (14, 'Magazine'), (3, 'Open house'), (2, 'Press')) as t(type_id, label)
    where l.id % 4 = 0`);
}

/**
 * The administrator's notifications: assigned to 'Listing created' (8) and 'Listing expiring' (3),
 * with one notification for each of the first 5,000 listings (a fifth of them dismissed), once.
 */
async function addNotifications(db: Db, say: Options['say']) {
  if (await isPresent(db, sql`select 1 from notifications where event_key like 'bench:%'`)) return;
  say('adding 5,000 notifications for the administrator');
  await db.execute(sql`
    insert into notification_assignments (notification_type_id, user_id)
    select t, u.id from users u cross join (values (3), (8)) as v(t)
    where u.email = 'admin@meridian.example' on conflict do nothing`);
  await db.execute(sql`
    insert into notifications (type_id, user_id, entity_id, text, event_key, created_at, dismissed_at)
    select case when l.id % 2 = 0 then 8 else 3 end, u.id, l.id, 'Listing ' || l.id || ' needs a look',
           'bench:' || l.id, now() - (l.id || ' minutes')::interval,
           case when l.id % 5 = 0 then now() end
    from users u cross join (select id from listings order by id limit 5000) l
    where u.email = 'admin@meridian.example'`);
}

/** Whether a bench addition is in the data set already (each is added once). */
async function isPresent(db: Db, query: SQL) {
  const [r] = rowsOf<{ present: boolean }>(await db.execute(sql`select exists (${query}) as present`));
  return Boolean(r.present);
}
