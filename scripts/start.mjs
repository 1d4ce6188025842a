// npm start: builds the web app when its sources changed since the last build and bundles the API
// (half a second), then starts the API (which serves the web app) in production mode. First start
// migrates the database and creates the demo data; a restart with unchanged sources takes seconds.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApi, serverArgs } from './build-api.mjs';

const built = spawnSync(process.execPath, [path.join(import.meta.dirname, 'build-web.mjs')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, serverArgs(await buildApi()), {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
