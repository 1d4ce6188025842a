import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MSG, type DashListing } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jsonService } from '../../test/json-service';
import { createAgent, createListing, createOffice, createUser } from '../../db/factories';
import { audits, listingDashSends } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { insertQueuedSend } from './listing-dash.repo';

const ADMIN = 'admin@meridian.example';
let t: TestApp;
let officeId: number;
let agentId: number;

beforeAll(async () => {
  t = await createTestApp();
  officeId = (await createOffice(t.database.db)).id;
  agentId = (await createAgent(t.database.db, { officeId })).id;
});
afterAll(async () => {
  await t?.close();
});

const listingWith = (app: TestApp, agents: Array<{ agentId: number; sideTypeId: 1 | 2 }>) =>
  createListing(app.database.db, { officeId, agents });
const send = (app: TestApp, id: number, as = ADMIN) =>
  app.call({ method: 'POST', url: `/api/listing/${id}/sendtodash`, as });
const dash = async (app: TestApp, id: number, as = ADMIN) =>
  (await app.call({ method: 'GET', url: `/api/dash/listing/${id}`, as })).json<DashListing>();

async function until(probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
const settled = async (app: TestApp, id: number) => {
  await until(async () => (await dash(app, id)).status !== 'Queued');
  return dash(app, id);
};

describe('POST listing/{id}/sendtodash', () => {
  it('refuses a listing without a list-side agent', async () => {
    const l = await listingWith(t, [{ agentId, sideTypeId: 2 }]);
    const res = await send(t, l.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.noAgentOnListing);
  });

  it('refuses a listing without a listing number', async () => {
    const l = await listingWith(t, [{ agentId, sideTypeId: 1 }]);
    await t.database.db.execute(sql`update listings set listing_number = null where id = ${l.id}`);
    const res = await send(t, l.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Listing No');
  });

  it('queues the sending; the job sends it and the dash system gives it a deal reference', async () => {
    const l = await listingWith(t, [{ agentId, sideTypeId: 1 }]);
    expect(await dash(t, l.id)).toMatchObject({ status: 'Not sent', reference: null, requestedAt: null });
    const res = await send(t, l.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Listing queued successfully.  Check back shortly to see its status.',
    });
    const done = await settled(t, l.id);
    expect(done).toMatchObject({
      listingId: l.id,
      listingNumber: expect.stringMatching(/^F\d{7}$/),
      status: 'Sent',
      reference: `D-${done.listingNumber}`,
      error: null,
      requestedBy: expect.stringMatching(/\S/),
    });
    expect(new Date(done.completedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(done.requestedAt!).getTime(),
    );
    const history = await t.database.db
      .select({ changes: audits.changes })
      .from(audits)
      .where(
        and(eq(audits.entityType, 'listing'), eq(audits.entityId, l.id), eq(audits.action, 'sendToDash')),
      );
    expect(history.map((h) => h.changes)).toEqual(
      expect.arrayContaining([
        [{ field: 'dashStatus', oldValue: 'Not sent', newValue: 'Queued' }],
        [
          { field: 'dashStatus', oldValue: 'Queued', newValue: 'Sent' },
          { field: 'dashReference', oldValue: null, newValue: done.reference },
        ],
      ]),
    );
  });

  it('queues nothing more while a sending of the listing waits', async () => {
    const l = await listingWith(t, [{ agentId, sideTypeId: 1 }]);
    await insertQueuedSend(t.database.db, l.id, 1);
    const res = await send(t, l.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.dashListingQueued);
    const rows = await t.database.db
      .select()
      .from(listingDashSends)
      .where(eq(listingDashSends.listingId, l.id));
    expect(rows.map((r) => r.status)).toEqual(['queued']);
    expect((await dash(t, l.id)).status).toBe('Queued');
  });

  it('needs Listing Edit on the listing: 403 for one who only sees it, 404 outside the scope', async () => {
    const l = await listingWith(t, [{ agentId, sideTypeId: 1 }]);
    const viewer = await createUser(t.database.db, { roles: ['staff'], officeIds: [officeId] });
    const other = (await createOffice(t.database.db)).id;
    const outsider = await createUser(t.database.db, { roles: ['agent', 'listingEdit'], officeIds: [other] });
    expect((await send(t, l.id, outsider.email)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/dash/listing/${l.id}`, as: outsider.email })).statusCode,
    ).toBe(404);
    expect((await dash(t, l.id, viewer.email)).status).toBe('Not sent');
    expect((await send(t, l.id, viewer.email)).statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(listingDashSends)
      .where(eq(listingDashSends.listingId, l.id));
    expect(rows).toEqual([]);
  });
});

describe('the real dash system (BACK_OFFICE_URL)', () => {
  const backOffice = jsonService('/api');
  let real: TestApp;
  beforeAll(async () => {
    await backOffice.start();
    real = await createTestApp({ env: { BACK_OFFICE_URL: backOffice.url } });
  });
  afterAll(async () => {
    await real?.close();
    await backOffice.stop();
  });
  const realListing = async () => {
    const office = (await createOffice(real.database.db)).id;
    const agent = (await createAgent(real.database.db, { officeId: office })).id;
    return createListing(real.database.db, { officeId: office, agents: [{ agentId: agent, sideTypeId: 1 }] });
  };

  it('POSTs the listing to {url}/listing/{listingNumber} and keeps the reference it answers', async () => {
    backOffice.answer = () => ({ status: 200, body: { reference: 'DEAL-77' } });
    const l = await realListing();
    expect((await send(real, l.id)).statusCode).toBe(200);
    expect(await settled(real, l.id)).toMatchObject({ status: 'Sent', reference: 'DEAL-77' });
    const { listingNumber } = await dash(real, l.id);
    expect(backOffice.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/listing/${listingNumber}`,
      body: { id: l.id, listingNumber },
    });
  });

  it('records a failed sending with its error when the system answers 500', async () => {
    backOffice.answer = () => ({ status: 500, body: { error: 'down' } });
    const l = await realListing();
    expect((await send(real, l.id)).statusCode).toBe(200);
    const failed = await settled(real, l.id);
    expect(failed).toMatchObject({ status: 'Failed', reference: null });
    expect(failed.error).toContain('500');
    const [row] = rowsOf<{ status: string }>(
      await real.database.db.execute(sql`select status from listing_dash_sends where listing_id = ${l.id}`),
    );
    expect(row.status).toBe('failed');
  });
});
