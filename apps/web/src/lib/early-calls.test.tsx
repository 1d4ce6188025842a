import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyCall } from './early-calls';

type Win = { __atriumEarly?: { userId: number; calls: Record<string, Promise<Response> | undefined> } };
const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  delete (window as Win).__atriumEarly;
});

describe('calls the page started before the app', () => {
  it('gives the answer once, and only to the user it was made for', async () => {
    (window as Win).__atriumEarly = { userId: 7, calls: { lookups: answer({ offices: [1] }) } };
    expect(takeEarlyCall('lookups', 8)).toBeNull();
    await expect(takeEarlyCall('lookups', 7)).resolves.toEqual({ offices: [1] });
    expect(takeEarlyCall('lookups', 7)).toBeNull();
  });

  it('rejects a failed call (the caller then calls again) and is null when the page made none', async () => {
    (window as Win).__atriumEarly = { userId: 7, calls: { lookups: answer({ message: 'no' }, 401) } };
    await expect(takeEarlyCall('lookups', 7)).rejects.toThrow('401');
    expect(takeEarlyCall('Office/lookups', 7)).toBeNull();
    delete (window as Win).__atriumEarly;
    expect(takeEarlyCall('lookups', 7)).toBeNull();
  });
});
