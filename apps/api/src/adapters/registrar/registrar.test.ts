import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/audited-write';
import { jsonService } from '../../test/json-service';
import { createRegistrar, RegistrarError } from './registrar';

/**
 * The real registrar adapter against a registrar's REST API (a local server standing in for it):
 * the calls it makes, the bearer key, the domain request it passes on a purchase, and a refusal or
 * a silence turned into RegistrarError (the service answers the action's message with it).
 */
const service = jsonService('/v1/');
const { seen } = service;
beforeAll(service.start);
afterAll(service.stop);

const registrar = (timeoutMs = 2000) =>
  createRegistrar({ url: service.url, apiKey: 'secret-key', timeoutMs });
const noDb = {} as DbOrTx;
const request = {
  ipAddress: '203.0.113.9',
  createdBy: 7,
  userEmail: 'agent@meridian.example',
  entityId: 42,
  siteType: 0,
  officeId: 3,
  privateSite: false,
};

describe('the real registrar', () => {
  it('is labelled real, checks availability with the bearer key', async () => {
    seen.length = 0;
    service.answer = () => ({ status: 200, body: { available: true } });
    const r = registrar();
    expect(r.mode).toBe('real');
    expect(await r.isAvailable(noDb, 'harbor-house.com')).toBe(true);
    service.answer = () => ({ status: 200, body: {} });
    expect(await r.isAvailable(noDb, 'harbor-house.com')).toBe(false);
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/v1/domains/check',
      auth: 'Bearer secret-key',
      body: { domain: 'harbor-house.com' },
    });
  });

  it('buys for a year with the domain request, and reads the order and expiration', async () => {
    seen.length = 0;
    service.answer = () => ({
      status: 201,
      body: { orderId: 'ord-9', expirationDate: '2028-05-01T00:00:00Z' },
    });
    const bought = await registrar().purchase('harbor-house.com', new Date(), request);
    expect(bought).toEqual({ orderId: 'ord-9', expiration: new Date('2028-05-01T00:00:00Z') });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/domains',
      body: { domain: 'harbor-house.com', years: 1, ...request },
    });
  });

  it('renews, redeems and releases the domain by its name', async () => {
    seen.length = 0;
    service.answer = (s) =>
      s.method === 'DELETE' ? { status: 204 } : { status: 200, body: { expirationDate: '2029-05-01' } };
    const r = registrar();
    const old = new Date('2028-05-01T00:00:00Z');
    expect((await r.renew('harbor-house.com', old)).expiration).toEqual(new Date('2029-05-01'));
    expect((await r.redeem('harbor-house.com', old)).expiration).toEqual(new Date('2029-05-01'));
    await r.release('harbor-house.com');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /v1/domains/harbor-house.com/renew',
      'POST /v1/domains/harbor-house.com/redeem',
      'DELETE /v1/domains/harbor-house.com',
    ]);
    expect(seen[0].body).toEqual({ years: 1 });
  });

  it.each([
    ['a refusal', () => ({ status: 402, body: { error: 'no funds' } })],
    ['an answer without an expiration', () => ({ status: 200, body: { orderId: 'x' } })],
    ['silence past the timeout', () => ({ status: 0 })],
  ])('%s is a RegistrarError', async (_name, a) => {
    service.answer = a;
    await expect(registrar(300).purchase('harbor-house.com', new Date(), request)).rejects.toBeInstanceOf(
      RegistrarError,
    );
  });
});

describe('the sandbox registrar', () => {
  it('is labelled sandbox, buys a year ahead and extends a year from the expiration', async () => {
    const r = createRegistrar({ url: null, apiKey: null, timeoutMs: 1000 });
    expect(r.mode).toBe('sandbox');
    const now = new Date('2027-03-10T12:00:00Z');
    const bought = await r.purchase('quiet-lane.com', now, request);
    expect(bought.orderId).toMatch(/^sandbox-/);
    expect(bought.expiration.toISOString()).toBe('2028-03-10T12:00:00.000Z');
    expect((await r.renew('quiet-lane.com', bought.expiration)).expiration.toISOString()).toBe(
      '2029-03-10T12:00:00.000Z',
    );
  });
});
