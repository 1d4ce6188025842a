import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, SCALES, seedDemoData } from './db/seed/demo-data';
import { buildApp } from './app';

/** Starts the product: migrate, seed the demo data on first start, serve API and web on one port. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    console.log('First start: creating the demo data...');
    await seedDemoData(database.db, SCALES.demo, { progress: (m) => console.log(`  ${m}`) });
  }
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
  console.log(
    'Sign in with the built-in demo identity provider: choose a demo user such as admin@meridian.example.\n',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
