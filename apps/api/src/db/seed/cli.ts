import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { createStorage } from '../../adapters/storage/storage';
import { SCALES, seedDemoData, type SeedScale } from './demo-data';
import { isDatabaseEmpty } from './is-database-empty';

/**
 * npm run seed -- [--scale test|demo|large] [--listings N] [--agents N] [--offices N] [--teams N] [--users N]
 * Fills an empty database (PGlite under DATA_DIR, or DATABASE_URL) with the demo network, and the
 * storage (DATA_DIR/files, or the S3 bucket) with the demo pictures.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    listings: { type: 'string' },
    agents: { type: 'string' },
    offices: { type: 'string' },
    teams: { type: 'string' },
    users: { type: 'string' },
  },
});
const base = SCALES[values.scale as keyof typeof SCALES];
if (!base) throw new Error(`Unknown scale ${values.scale}: use test, demo or large`);
const listings = values.listings ? Number(values.listings) : base.listings;
const scale: SeedScale = {
  listings,
  pictures: base.pictures,
  agents: values.agents
    ? Number(values.agents)
    : values.listings
      ? Math.max(base.agents, Math.round(listings / 20))
      : base.agents,
  offices: values.offices
    ? Number(values.offices)
    : values.listings
      ? Math.max(base.offices, Math.round(listings / 200))
      : base.offices,
  teams: values.teams
    ? Number(values.teams)
    : values.listings
      ? Math.max(base.teams, Math.round(listings / 100))
      : base.teams,
  users: values.users
    ? Number(values.users)
    : values.listings
      ? Math.max(base.users, Math.round(listings / 50))
      : base.users,
};

const config = loadConfig();
const database = await openDatabase(config);
if (!(await isDatabaseEmpty(database.db))) {
  console.error(
    `The database (${database.kind}) already holds data; seed an empty one (a new DATA_DIR or database).`,
  );
  await database.close();
  process.exit(1);
}
const started = Date.now();
console.log(`Seeding ${database.kind}: ${JSON.stringify(scale)}`);
const storage = createStorage(config.files);
await seedDemoData(database.db, scale, {
  storage,
  progress: (m) => console.log(`  ${m}  (${((Date.now() - started) / 1000).toFixed(1)} s)`),
});
await database.close();
storage.close();
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
