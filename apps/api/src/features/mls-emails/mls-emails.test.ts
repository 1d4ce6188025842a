import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type MlsEmail } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMlsEmail, createOffice, createUser } from '../../db/factories';

/** MLS e-mail contacts through HTTP: who may, the list per MLS, save, refusals, delete. */

let t: TestApp;
let staff: string;
let mc: string;
const ADMIN = 'admin@meridian.example';
const TAG = `M${Date.now().toString(36)}`;
const MLS = `${TAG} Coastal MLS`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db, { primaryMlsName: `${TAG} Office MLS` });
  staff = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).email;
  await createMlsEmail(db, { mls: MLS, email: 'zed@coastal.example' });
}, 180_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = ADMIN) => t.call({ method, url, body, as });
const list = async (mls = MLS) => {
  const res = await call('GET', `/api/mlsemails/${encodeURIComponent(mls)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MlsEmail[];
};

describe('MLS e-mails', () => {
  it('is for system admins only', async () => {
    for (const as of [staff, mc]) {
      expect((await call('GET', `/api/mlsemails/${encodeURIComponent(MLS)}`, undefined, as)).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/mlsemails', undefined, as)).statusCode).toBe(403);
      expect((await call('POST', '/api/mlsemails', { email: 'a@b.example', mls: MLS }, as)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', '/api/mlsemails/1', undefined, as)).statusCode).toBe(403);
    }
  });

  it("offers the offices' MLS names and those already kept", async () => {
    const names = (await call('GET', '/api/MLSEMAILS')).json() as string[];
    expect(names).toContain(`${TAG} Office MLS`);
    expect(names).toContain(MLS);
  });

  it('creates a contact lowercased, lists the MLS by e-mail, updates it', async () => {
    const res = await call('POST', '/api/mlsemails', {
      email: '  Ann.Desk@Coastal.Example ',
      mls: MLS,
      filterValue: ' Waterfront ',
      insertOnly: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.mlsEmailSaved);
    const id = res.json().id as number;
    expect(await list()).toEqual([
      { id, email: 'ann.desk@coastal.example', mls: MLS, filterValue: 'Waterfront', insertOnly: true },
      expect.objectContaining({ email: 'zed@coastal.example', filterValue: null, insertOnly: false }),
    ]);
    expect(await list(MLS.toUpperCase())).toHaveLength(2);
    const updated = await call('POST', '/api/mlsemails', {
      id,
      email: 'ann@coastal.example',
      mls: MLS,
      filterValue: '',
    });
    expect(updated.json()).toEqual({ id, message: MSG.mlsEmailSaved });
    expect((await list()).find((e) => e.id === id)).toMatchObject({
      email: 'ann@coastal.example',
      filterValue: null,
      insertOnly: false,
    });
    expect(await list(`${TAG} Nobody MLS`)).toEqual([]);
  });

  it('refuses invalid contacts with the form sentences', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'not-an-email', mls: MLS }, 400, MSG.userEmailNotValid],
      [{ email: '', mls: MLS }, 400, MSG.required(['Email'])],
      [{ email: 'b@c.example', mls: ' ' }, 400, MSG.required(['MLS'])],
      [{ email: 'b@c.example', mls: 'x'.repeat(201) }, 400, MSG.maxLength('MLS', 200)],
      [{ email: 'b@c.example', mls: MLS, bogus: 1 }, 400, ''],
      [{ email: 'ZED@coastal.example', mls: MLS }, 409, MSG.mlsEmailTaken],
      [{ id: 999999, email: 'new@coastal.example', mls: MLS }, 404, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/api/mlsemails', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message);
    }
  });

  it('deletes a contact', async () => {
    const { id } = await createMlsEmail(t.database.db, { mls: MLS, email: 'gone@coastal.example' });
    expect((await call('DELETE', `/api/mlsemails/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/mlsemails/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/mlsemails/abc')).statusCode).toBe(400);
    expect((await list()).map((e) => e.email)).not.toContain('gone@coastal.example');
  });
});
