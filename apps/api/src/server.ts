import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { isDatabaseEmpty } from './db/seed/is-database-empty';
import { seedReferenceData } from './db/seed/reference-seed';
import { signInMode } from './features/identity/sign-in.service';
import { countAdministratorsWithPassword } from './features/identity/sign-in.repo';
import { buildApp } from './app';
import { createStorage } from './adapters/storage/storage';
import { correctListingValidityOnce } from './features/listings/listing-validation.service';

/**
 * Starts the product: migrate, create the demo data on the first start of a demo (or only the
 * reference data in a real deployment, SEED_DEMO_DATA=false), serve API and web on one port.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // instances starting at once take turns: the first creates the data, the others find it
  await database.oneAtATime('first-data', () => prepareData(config, database));
  const { app } = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `\nAtrium is running on ${config.publicUrl}  (database: ${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
  );
  await describeSignIn(config, database);
}

/** The data a start needs: the demo data on a demo's first start, else the reference data. */
async function prepareData(config: ReturnType<typeof loadConfig>, database: Database) {
  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    console.log('First start: creating the demo data...');
    // only a first start loads the demo data's generators (a third of a second on every start)
    const { SCALES, seedDemoData } = await import('./db/seed/demo-data');
    const storage = createStorage(config.files);
    await seedDemoData(database.db, SCALES.demo, { storage, progress: (m) => console.log(`  ${m}`) });
    storage.close();
  } else {
    // Idempotent: fills what a new installation lacks and adds roles a new version brings.
    const filled = await seedReferenceData(database.db);
    if (filled.length) console.log(`Reference data created: ${filled.join(', ')}`);
  }
  const corrected = await correctListingValidityOnce(database.db);
  if (corrected) console.log(`Data-complete flags corrected on ${corrected} listings.`);
}

async function describeSignIn(config: ReturnType<typeof loadConfig>, database: Database) {
  const mode = await signInMode(database.db, config);
  if (mode === 'external') return console.log(`Staff sign in at ${config.oidc.issuer}.\n`);
  if (mode === 'demo')
    return console.log(
      'Demo sign-in: anyone can sign in as any demo user, such as admin@meridian.example (SEED_DEMO_DATA=false turns it off).\n',
    );
  console.log('Staff sign in with e-mail and password at the built-in identity provider.');
  if ((await countAdministratorsWithPassword(database.db)) === 0)
    console.log(
      'No system administrator has a password yet: stop the server and run\n' +
        '  npm run admin:create -- --email <e-mail> --first-name <first> --last-name <last>\n',
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
