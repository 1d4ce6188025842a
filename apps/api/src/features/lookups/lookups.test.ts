import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LISTING_STATUS_IDS } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { findUserRecord } from '../identity/actor.repo';

const t = useTestApp();

describe('GET /api/lookups', () => {
  it('gives every lookup of the shell, and every office to a system administrator', async () => {
    const res = await t.call({ method: 'GET', url: '/api/lookups', as: 'admin@meridian.example' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of ['languages', 'offices', 'salutations', 'states', 'statuses'])
      expect(body[key].length, key).toBeGreaterThan(0);
    expect(body.statuses.map((s: { id: number }) => s.id)).toEqual(LISTING_STATUS_IDS);
    const n = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from offices`),
    )[0].n;
    expect(body.offices).toHaveLength(n);
  });

  it('limits the offices to those of an office user', async () => {
    const mc = (await findUserRecord(t.database.db, { email: 'mc@meridian.example' }))!;
    const res = await t.call({ method: 'GET', url: '/api/lookups', as: 'mc@meridian.example' });
    expect(
      res
        .json()
        .offices.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([...mc.officeIds].sort());
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.call({ method: 'GET', url: '/api/lookups' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/office/lookups' })).statusCode).toBe(401);
  });
});

describe('GET /api/Office/lookups', () => {
  it('gives managers, specializations and sales regions (path matched case-insensitively)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/office/lookups', as: 'admin@meridian.example' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.specializations.length).toBeGreaterThan(0);
    expect(body.salesRegions.map((r: { name: string }) => r.name)).toContain('East');
    expect(Array.isArray(body.managers)).toBe(true);
  });

  it('scopes managers to the offices of the user', async () => {
    const cme = (await findUserRecord(t.database.db, { email: 'cme@meridian.example' }))!;
    const res = await t.call({ method: 'GET', url: '/api/Office/lookups', as: 'cme@meridian.example' });
    for (const m of res.json().managers as Array<{ officeId: number }>)
      expect(cme.officeIds).toContain(m.officeId);
  });
});

describe('GET /api/app/config and notifications count', () => {
  it('answers the brand and the service desk address without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/app/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      brand: t.ctx.config.brand,
      brandColor: t.ctx.config.brandColor,
      supportUrl: t.ctx.config.supportUrl,
      designToolName: t.ctx.config.designTool.name,
    });
  });
});
