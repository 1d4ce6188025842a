import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@atrium/domain';
import { startServerProcess, type ServerProcess } from '../../stress/server-process';
import { runAdminCreate } from '../../test/admin-command';
import { createTestDatabase, dropTestDatabase } from '../../test/databases';
import { fetchTransport, finishSignIn, oidcBrowser, openSignInPage } from '../../test/oidc-browser';
import { STATES } from '../../db/seed/reference-data';

/**
 * The product as it is deployed for real: the server process in production mode with
 * SEED_DEMO_DATA=false on a fresh data folder (and a fresh PostgreSQL database in the postgres
 * project), the first administrator created with `npm run admin:create`, and the sign-in page
 * that lets no one in without the password.
 */
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const ADMIN = {
  email: 'root@northwind.example',
  firstName: 'Ada',
  lastName: 'Root',
  password: 'Northwind#2026',
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-production-'));
const logFile = path.join(dataDir, 'server.log');
let databaseUrl: string | null = null;
let dropDatabase = async () => {};
let server: ServerProcess | null = null;

const start = async () => {
  server = await startServerProcess({
    dataDir,
    databaseUrl,
    logFile,
    env: { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info' },
  });
  return server;
};

const adminCreate = (password: string) => runAdminCreate({ dataDir, databaseUrl, ...ADMIN, password });

beforeAll(async () => {
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const created = await createTestDatabase(serverUrl, 'atrium_prod');
    databaseUrl = created.url;
    dropDatabase = () => dropTestDatabase(serverUrl, created.name);
  }
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe(`a real deployment (${kind})`, () => {
  it('starts with password sign-in and no users; the command refuses a weak password and creates the administrator', async () => {
    const s = await start();
    const config = await (await fetch(`${s.url}/api/auth/config`)).json();
    expect(config).toMatchObject({ isEmbedded: true, signInMode: 'password' });
    const { page } = await openSignInPage(oidcBrowser(s.url, fetchTransport(s.url)), s.url);
    expect(page.body).toContain('type="password"');
    expect(page.body).not.toContain('data-email');
    expect(page.body).not.toContain(MSG.demoSignInNotice);

    if (kind === 'pglite') {
      // PGlite serves one process: the command refuses while the server has the database open
      const busy = await adminCreate(ADMIN.password);
      expect(busy.code).toBe(1);
      expect(busy.output).toContain('stop the server first');
    }
    await s.stop();

    const weak = await adminCreate('password1');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain(MSG.passwordStrength);
    const created = await adminCreate(ADMIN.password);
    expect(created.output).toContain(`Created system administrator ${ADMIN.email}`);
    expect(created.code).toBe(0);
  }, 240_000);

  it('lets no one in without the password, and the administrator in with it', async () => {
    const s = await start();
    const signInPage = async () => {
      const b = oidcBrowser(s.url, fetchTransport(s.url));
      return { b, ...(await openSignInPage(b, s.url)) };
    };

    const first = await signInPage();
    expect(first.page.body).not.toContain(ADMIN.email);
    expect(first.page.body).not.toContain('data-email');
    const withoutPassword = await first.b.post(`${first.interactionPath}/login`, { email: ADMIN.email });
    expect(withoutPassword.status).toBe(401);
    expect(withoutPassword.body).toContain(MSG.signInIncorrect);
    const wrong = await first.b.post(`${first.interactionPath}/login`, {
      email: ADMIN.email,
      password: 'Northwind#2025',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.location).toBeNull();

    const good = await signInPage();
    const login = await good.b.post(`${good.interactionPath}/login`, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(login.status).toBe(303);
    const tokens = await finishSignIn(good.b, s.url, login, good.verifier);
    const api = (method: string, url: string) =>
      fetch(`${s.url}/api/${url}`, { method, headers: { authorization: `Bearer ${tokens.access_token}` } });
    const me = await (await api('POST', 'user/authorize')).json();
    expect(me.email).toBe(ADMIN.email);
    expect(me.roleCodes).toContain('systemAdmin');

    // the reference data once (this is the second start), none of the demo network
    const lookups = await (await api('GET', 'lookups')).json();
    expect(lookups.states).toHaveLength(STATES.length);
    expect(lookups.offices).toEqual([]);

    // a reset link for the administrator: its page opens, and the request log never shows the token
    expect((await api('POST', `user/${me.userId}/password/reset`)).status).toBe(200);
    const outbox = await (await api('GET', `admin/outbox?to=${encodeURIComponent(ADMIN.email)}`)).json();
    const link = /https?:\/\/\S+\/oidc\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(
      outbox.results[0].body,
    )!;
    expect((await fetch(link[0])).status).toBe(200);
    await s.stop();
    const log = fs.readFileSync(logFile, 'utf8');
    expect(log).toContain('/oidc/password/reset?token=[redacted]');
    expect(log).not.toContain(link[1]);
  }, 240_000);
});
