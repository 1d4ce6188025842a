import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { preparedPerShape } from './client';
import { offices } from './schema';
import { createOffice } from './factories';
import { createTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('preparedPerShape', () => {
  it('builds a query once per database and shape, and runs it with each call’s values', async () => {
    const db = app.database.db;
    const [a, b] = [await createOffice(db), await createOffice(db)];
    const built: string[] = [];
    const byId = preparedPerShape(
      (d: typeof db, withName: boolean) => {
        built.push(String(withName));
        const where = eq(offices.id, sql.placeholder('id'));
        return d
          .select({ id: offices.id, name: offices.name })
          .from(offices)
          .where(withName ? and(where, eq(offices.name, sql.placeholder('name'))) : where)
          .prepare(withName ? 'test_office_by_id_and_name' : '');
      },
      (withName) => (withName ? 'named' : 'id'),
    );
    // named statements run again on pooled connections that have already parsed them
    for (let i = 0; i < 12; i += 1) {
      const office = i % 2 ? a : b;
      expect(await byId(db, false).execute({ id: office.id })).toEqual([
        { id: office.id, name: office.name },
      ]);
      expect(await byId(db, true).execute({ id: office.id, name: office.name })).toEqual([
        { id: office.id, name: office.name },
      ]);
      expect(await byId(db, true).execute({ id: office.id, name: 'no such office' })).toEqual([]);
    }
    expect(built).toEqual(['false', 'true']);
  });
});
