import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE_CATALOGUE } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { isDatabaseEmpty } from '../../db/seed/is-database-empty';
import { seedReferenceData } from '../../db/seed/reference-seed';
import { STATES } from '../../db/seed/reference-data';
import { injectTransport, oidcBrowser, openSignInPage } from '../../test/oidc-browser';

/**
 * A fresh real deployment: the reference data and nothing of the demo network. Without the demo
 * data in the database, sign-in asks for a password even though SEED_DEMO_DATA keeps its default.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference', env: { SEED_DEMO_DATA: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) =>
  Number(
    rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]
      .n,
  );

describe('a database without the demo data', () => {
  it('signs in with a password, whatever SEED_DEMO_DATA says', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/config' })).json().signInMode).toBe('password');
    const { page } = await openSignInPage(
      oidcBrowser('http://127.0.0.1:3999', injectTransport(t.app, { host: '127.0.0.1:3999' })),
      'http://127.0.0.1:3999',
    );
    expect(page.body).toContain('type="password"');
    expect(page.body).not.toContain('data-email');
  });

  it('holds the reference data the product needs and none of the demo network', async () => {
    expect(await count('roles')).toBe(ROLE_CATALOGUE.length);
    expect(await count('states')).toBe(STATES.length);
    for (const table of ['sales_regions', 'property_types', 'rental_periods', 'amenities', 'neighborhoods'])
      expect(await count(table), table).toBeGreaterThan(0);
    for (const table of ['users', 'offices', 'agents', 'sales_teams', 'listings', 'news_items', 'settings'])
      expect(await count(table), table).toBe(0);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
  });

  it('fills the reference data once: a second start adds nothing and keeps later changes', async () => {
    await t.database.db.execute(sql`update property_types set name = 'Chalet' where id = 1`);
    await t.database.db.execute(sql`delete from roles where key = ${ROLE_CATALOGUE[0].key}`);
    expect(await seedReferenceData(t.database.db)).toEqual(['roles']);
    expect(await seedReferenceData(t.database.db)).toEqual([]);
    expect(await count('roles')).toBe(ROLE_CATALOGUE.length);
    expect(await count('states')).toBe(STATES.length);
    const [row] = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select name from property_types where id = 1`),
    );
    expect(row.name).toBe('Chalet');
  });
});
