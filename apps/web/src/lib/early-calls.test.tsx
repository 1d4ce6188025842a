import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlyCall, type EarlyAnswer } from './early-calls';
import { queryClient } from './query-client';
import { sessionStore, type SessionUser } from './session-store';
import { prefetchShellData } from '../features/lookups';
import { prefetchListingsPage } from '../features/listings/listing-search-api';
import { prefetchListingPage } from '../features/listings/listings-api';
import { prefetchAgentList } from '../features/agents/agents-api';

type Win = {
  __atriumEarly?: { authorization: string; calls: Record<string, Promise<EarlyAnswer> | undefined> };
};
const script = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/early-calls.js'), 'utf8');
const answer = (body: unknown = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every call made, as "METHOD address body". */
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      asked.push(`${init.method ?? 'GET'} ${url} ${typeof init.body === 'string' ? init.body : ''}`);
      return answer(url.endsWith('/search/counts') ? { counts: [] } : { results: [], hasMore: false });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as Win).__atriumEarly;
  queryClient.clear();
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
});

type User = Pick<SessionUser, 'userId' | 'roleCodes' | 'agentIds'>;
const AGENT: User = { userId: 5, roleCodes: ['agent'], agentIds: [31, 32] };
const ADMIN: User = { userId: 1, roleCodes: ['systemAdmin', 'agent'], agentIds: [9] };

/** Opens an address as a user: the page's first script runs, then the app's opening calls. */
async function open(address: string, user: User, withScript: boolean) {
  window.history.replaceState(null, '', address);
  sessionStore.set({
    accessToken: `token-${user.userId}`,
    user: user as SessionUser,
    expiresAt: Date.now() + 60_000,
  });
  if (withScript) new Function(script)();
  const byScript = asked.length;
  const url = new URL(address, 'http://atrium.test');
  prefetchShellData();
  if (url.pathname === '/eng/listings') prefetchListingsPage(user, url.searchParams);
  if (url.pathname === '/eng/agents') prefetchAgentList(user);
  if (url.pathname.startsWith('/eng/listing/')) prefetchListingPage(Number(url.pathname.split('/').pop()));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { byScript: asked.slice(0, byScript), byApp: asked.slice(byScript) };
}

describe("the page's first script (public/early-calls.js)", () => {
  it.each([
    ['/eng/listings', AGENT],
    ['/eng/listings?tab=7', AGENT],
    ['/eng/listings?tab=55', ADMIN],
    ['/eng/listing/12', ADMIN],
    ['/eng/agents', ADMIN],
    ['/eng/agents', AGENT],
  ])('makes the calls the app makes first on %s, and the app takes their answers', async (address, user) => {
    const without = await open(address, user, false);
    expect(without.byApp.length).toBeGreaterThanOrEqual(4);
    queryClient.clear();
    asked = [];
    const { byScript, byApp } = await open(address, user, true);
    expect([...byScript].sort()).toEqual([...without.byApp].sort());
    expect(byApp).toEqual([]);
    expect(Object.values((window as Win).__atriumEarly!.calls).every((c) => c === undefined)).toBe(true);
  });

  it('makes no call without a live session, nor outside /eng', () => {
    window.history.replaceState(null, '', '/eng/listings');
    new Function(script)();
    sessionStore.set({ accessToken: 'token-5', user: AGENT as SessionUser, expiresAt: Date.now() - 1 });
    new Function(script)();
    sessionStore.set({ expiresAt: Date.now() + 60_000 });
    window.history.replaceState(null, '', '/ListingMarketingReport/3');
    new Function(script)();
    expect(asked).toEqual([]);
    expect((window as Win).__atriumEarly).toBeUndefined();
  });
});

describe('an answer the page asked for early', () => {
  it('goes to the very same call of the same session, once', async () => {
    const call = Promise.resolve({ response: answer({ offices: [1] }), text: '{"offices":[1]}' });
    (window as Win).__atriumEarly = { authorization: 'Bearer a', calls: { 'GET /api/lookups ': call } };
    expect(adoptEarlyCall('GET', '/api/lookups', undefined, 'Bearer b')).toBeNull();
    expect(adoptEarlyCall('POST', '/api/lookups', undefined, 'Bearer a')).toBeNull();
    expect(adoptEarlyCall('GET', '/api/lookups', '{}', 'Bearer a')).toBeNull();
    expect(adoptEarlyCall('GET', '/api/lookups', undefined, 'Bearer a')).toBe(call);
    expect(adoptEarlyCall('GET', '/api/lookups', undefined, 'Bearer a')).toBeNull();
  });
});

describe("the answers of the page's first script", () => {
  it('arrive with their bodies read: the app parses that text and leaves each response unread', async () => {
    window.history.replaceState(null, '', '/eng/listings');
    sessionStore.set({ accessToken: 'token-5', user: AGENT as SessionUser, expiresAt: Date.now() + 60_000 });
    new Function(script)();
    const answers = Object.values((window as Win).__atriumEarly!.calls) as Promise<EarlyAnswer>[];
    expect(answers.length).toBeGreaterThanOrEqual(5);
    prefetchShellData();
    prefetchListingsPage(AGENT, new URLSearchParams());
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(Object.values((window as Win).__atriumEarly!.calls).every((c) => c === undefined)).toBe(true);
    expect(queryClient.getQueriesData({ queryKey: ['listing-search', 'list'] })[0][1]).toMatchObject({
      rows: [],
      hasMore: false,
    });
    for (const answer of await Promise.all(answers)) {
      expect(answer.response.bodyUsed).toBe(false);
      expect(JSON.parse(answer.text)).toEqual(await answer.response.json());
    }
  });
});
