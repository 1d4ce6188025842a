import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobQueue } from './job-queue';

let t: TestApp;
const ADMIN = 'admin@meridian.example';
const STAFF = 'staff@meridian.example';

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
const jobOf = async (id: string) =>
  (await t.call({ method: 'GET', url: '/api/admin/jobs?pageSize=500', as: ADMIN }))
    .json()
    .jobs.find((j: { id: string }) => j.id === id);

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
});
afterAll(() => t?.close());

describe('jobs', () => {
  it('runs a queued job on the product database', async () => {
    const seen: unknown[] = [];
    await t.ctx.jobs.registerJob<{ n: number }>('test-echo', async (data) => void seen.push(data));
    const id = await t.ctx.jobs.enqueue('test-echo', { n: 7 });
    await until(async () => seen.length > 0);
    expect(seen).toEqual([{ n: 7 }]);
    const done = await until(async () => ((await jobOf(id))?.state === 'completed' ? jobOf(id) : null));
    expect(done).toMatchObject({ name: 'test-echo', state: 'completed', error: null });
  });

  it('retries a failing job with backoff, then keeps it as a dead letter with its error; an administrator retries it', async () => {
    let attempts = 0;
    let healed = false;
    await t.ctx.jobs.registerJob(
      'test-flaky',
      async () => {
        attempts++;
        if (!healed) throw new Error(`provider unavailable (attempt ${attempts})`);
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    );
    const id = await t.ctx.jobs.enqueue('test-flaky', {});
    const dead = await until(async () => ((await jobOf(id))?.state === 'failed' ? jobOf(id) : null), 45_000);
    expect(attempts).toBe(3);
    expect(dead).toMatchObject({ state: 'failed', retryCount: 2, error: 'provider unavailable (attempt 3)' });

    const list = await t.call({ method: 'GET', url: '/api/admin/jobs?state=failed', as: ADMIN });
    expect(list.json().jobs.map((j: { id: string }) => j.id)).toContain(id);
    expect(list.json().counts.failed).toBeGreaterThanOrEqual(1);

    expect((await t.call({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, as: STAFF })).statusCode).toBe(
      403,
    );
    healed = true;
    expect((await t.call({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, as: ADMIN })).statusCode).toBe(
      204,
    );
    await until(async () => (await jobOf(id))?.state === 'completed');
    expect(attempts).toBe(4);
    // only a dead letter can be retried
    expect((await t.call({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, as: ADMIN })).statusCode).toBe(
      409,
    );
  });

  it('fires a cron schedule once per tick (schedules checked every second here)', async () => {
    // a second instance on the same database, checking schedules every second
    const other = createJobQueue(t.database, { pollingIntervalSeconds: 0.5, cronCheckSeconds: 1 });
    const runs: unknown[] = [];
    // the check below spans a few seconds: start it well inside a minute, so that no second
    // minute's tick (a rightful second run) can fall in it
    const second = new Date().getSeconds();
    if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    await other.registerJob('test-every-minute', async (data) => void runs.push(data));
    await other.start();
    try {
      await other.schedule('test-every-minute', '* * * * *', { report: 'minutely' });
      const schedules = await other.boss.getSchedules();
      expect(schedules).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'test-every-minute', cron: '* * * * *' })]),
      );
      await until(async () => runs.length > 0);
      await new Promise((r) => setTimeout(r, 3000));
      expect(runs).toEqual([{ report: 'minutely' }]); // the tick is queued once, not once per check
    } finally {
      await other.stop();
    }
  });

  it('starts a job queued in this process at once and runs queued jobs one after another, not one per poll', async () => {
    // polling every 30 s: only the wake-ups can run three jobs within the 10 s below
    const other = createJobQueue(t.database, { pollingIntervalSeconds: 30 });
    const runs: number[] = [];
    await other.registerJob<{ n: number }>('test-woken', async ({ n }) => void runs.push(n));
    await other.start();
    try {
      // the worker has asked once, found nothing, and sleeps
      await new Promise((r) => setTimeout(r, 500));
      for (const n of [1, 2, 3]) await other.enqueue('test-woken', { n });
      await until(async () => runs.length === 3, 10_000);
      expect([...runs].sort()).toEqual([1, 2, 3]);
    } finally {
      await other.stop();
    }
  });

  it('shows the jobs page only to system administrators', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/jobs', as: STAFF })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/admin/jobs?state=nonsense', as: ADMIN })).statusCode,
    ).toBe(400);
  });
});
