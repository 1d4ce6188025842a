import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signIn } from './support/sign-in';
import { apiResponse } from './support/api-call';
import { PERSONA_EMAILS as PERSONAS } from './support/personas';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('atrium.session') ?? 'null'));
/** A POST to the API as the page's user, with its status and body. */
const callApi = (page: Page, path: string, body: unknown = {}) => apiResponse<any>(page, 'POST', path, body);

describe('sign-in through the built-in demo identity provider', () => {
  it('shows the provider page listing the demo users, then signs the chosen one in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/eng/listings?tab=1');
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.locator('text=Built-in demo identity provider').first().isVisible()).resolves.toBe(
      true,
    );
    for (const email of PERSONAS) expect(await page.locator(`button[data-email="${email}"]`).count()).toBe(1);
    await screenshot(page, 'identity-provider-sign-in');
    await page.locator('button[data-email="staff@meridian.example"]').click();
    await page.waitForURL((url) => url.pathname === '/eng/listings');
    expect(new URL(page.url()).search).toBe('?tab=1');
    const session = await sessionOf(page);
    expect(session.user.email).toBe('staff@meridian.example');
    expect(session.accessToken).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();
    expect(session.idToken).toBeTruthy();
    expect(session.expiresAt).toBeGreaterThan(Date.now());
    await context.close();
  });

  it.each(PERSONAS)('signs %s in and reaches /eng/home', async (email) => {
    const { page, context } = await newPage(browser);
    await signIn(page, email, { throughProvider: true });
    expect(new URL(page.url()).pathname).toBe('/eng/home');
    expect((await sessionOf(page)).user.email).toBe(email);
    expect((await callApi(page, 'user/authorize')).body.email).toBe(email);
    await context.close();
  });

  it('signs out at the provider and in the app', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'agent2@meridian.example', { throughProvider: true, to: '/eng/logout' });
    // Signed out everywhere: the app asks the provider again, which shows its sign-in page.
    await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
    expect(await sessionOf(page)).toBeNull();
    expect(await page.locator('button[data-email="agent2@meridian.example"]').count()).toBe(1);
    await context.close();
  });
});

describe('the alternate login (/uxLogin/login)', () => {
  it('asks the provider for credentials again, though it remembers the browser, and switches users', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'agent@meridian.example', { throughProvider: true });
    // the provider remembers the agent: the usual sign-in would come straight back
    await page.goto('/uxLogin/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('agent@meridian.example').count()).toBe(1);
    // the provider's name arrives with the sign-in configuration, a moment after the heading
    await page.getByText('the built-in demo sign-in').waitFor({ timeout: 10_000 });
    await screenshot(page, 'identity-alternate-login');
    await page.getByRole('button', { name: 'Continue to sign-in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
    expect(await sessionOf(page)).toBeNull();
    await page.locator('button[data-email="admin@meridian.example"]').click();
    await page.waitForURL((url) => url.pathname === '/eng/home', { timeout: 30_000 });
    await page.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem('atrium.session') ?? '{}')?.user?.email === 'admin@meridian.example',
    );
    expect((await callApi(page, 'user/authorize')).body.email).toBe('admin@meridian.example');
    await context.close();
  });
});

describe('Content-Security-Policy', () => {
  it('lets the app sign in, work and sign out with no inline script and no CSP violation', async () => {
    const { page, context } = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/content.security.policy|CSP violation/i.test(m.text())) violations.push(m.text());
    });
    // Reported by the page itself too, on every document (the provider's pages included).
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    const policies: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'document')
        policies.push(res.headers()['content-security-policy']);
    });

    await signIn(page, 'staff@meridian.example', { throughProvider: true, to: '/eng/listings?tab=1' });
    await page.getByRole('table').locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await page.goto('/eng/logout');
    await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
    expect(await sessionOf(page)).toBeNull();

    expect(policies.length).toBeGreaterThanOrEqual(4);
    for (const policy of policies) {
      expect(policy).toMatch(/script-src 'self';/);
      expect(policy).not.toMatch(/unsafe-inline[^;]*;\s*script|script-src[^;]*unsafe-inline/);
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('masquerade', () => {
  it('lets the administrator act as the agent and switch back', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { throughProvider: true, to: '/eng/masquerade' });
    await page.getByPlaceholder('Search users by name or e-mail').fill('agent@meridian.example');
    const start = page.getByRole('button', { name: 'Masquerade as Avery Lindqvist' });
    await start.waitFor();
    await start.click();
    await page.waitForURL((url) => url.pathname === '/eng/home');
    const banner = page.getByTestId('masquerade-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(MSG.masqueradeBanner('Avery', 'Lindqvist'));
    await screenshot(page, 'identity-masquerade-banner');

    // The API now acts as the agent: the agent's user, and no masquerade right of its own.
    const me = await callApi(page, 'user/authorize');
    expect(me.body).toMatchObject({
      email: 'agent@meridian.example',
      masquerade: { originalFirstName: 'Alexandra', originalLastName: 'Whitmore' },
    });
    expect((await callApi(page, 'user/masqueradesearch', { text: 'a' })).status).toBe(403);

    await page.getByRole('button', { name: 'Switch Back' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem('atrium.session') ?? '{}')?.user?.email === 'admin@meridian.example',
    );
    expect((await callApi(page, 'user/authorize')).body).toMatchObject({
      email: 'admin@meridian.example',
      masquerade: null,
    });
    await context.close();
  });
});

describe('session renewal', () => {
  const patchSession = (page: Page, patch: Record<string, unknown>) =>
    page.evaluate((p) => {
      const session = JSON.parse(localStorage.getItem('atrium.session') ?? '{}');
      localStorage.setItem('atrium.session', JSON.stringify({ ...session, ...p }));
    }, patch);

  it('renews an expired access token silently with the refresh token', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'power@meridian.example', { throughProvider: true });
    const before = await sessionOf(page);
    await patchSession(page, { expiresAt: Date.now() - 1000 });
    // a renewal the old page may start before it unloads must not end the session
    await page.reload();
    await page.waitForFunction((old) => {
      const s = JSON.parse(localStorage.getItem('atrium.session') ?? '{}');
      return s.accessToken && s.accessToken !== old && s.expiresAt > Date.now();
    }, before.accessToken);
    expect(new URL(page.url()).pathname).toBe('/eng/home');
    expect((await callApi(page, 'user/authorize')).body.email).toBe('power@meridian.example');
    await context.close();
  });

  it('keeps the session when the provider cannot be reached during a renewal, and renews on Try again', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'power@meridian.example', { throughProvider: true });
    await page.waitForLoadState('networkidle');
    const before = await sessionOf(page);
    // the provider is down before the token expires: a renewal the old page starts is refused too
    await page.route('**/oidc/token', (route) => route.abort('connectionrefused'));
    await patchSession(page, { expiresAt: Date.now() - 1000 });
    await page.reload();
    await page.getByText('The sign-in service cannot be reached').waitFor();
    expect((await sessionOf(page))?.refreshToken).toBe(before.refreshToken);
    await screenshot(page, 'identity-renewal-unreachable');

    await page.unroute('**/oidc/token');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction((old) => {
      const s = JSON.parse(localStorage.getItem('atrium.session') ?? '{}');
      return s.accessToken && s.accessToken !== old && s.expiresAt > Date.now();
    }, before.accessToken);
    await page.waitForURL((url) => url.pathname === '/eng/home');
    await context.close();
  });

  it('clears a session idle for more than 3.1 hours once the provider has none', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'bm@meridian.example', { throughProvider: true });
    // The provider session is gone (its cookie and the refresh token no longer work).
    await context.clearCookies();
    await patchSession(page, { refreshToken: 'no-longer-valid' });
    await page.evaluate(() => localStorage.setItem('atrium.lastActivity', String(Date.now() - 4 * 3600_000)));
    await page.reload();
    await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
    expect(await sessionOf(page)).toBeNull();
    await context.close();
  });
});

describe('inactivity', () => {
  it('opens the Session Timeout dialog, counts down, and Continue keeps the session', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'guest@meridian.example', { throughProvider: true });
    // Shorten the 3-hour timer for the test (see features/identity/session-activity.ts).
    await page.evaluate(() => localStorage.setItem('atrium.sessionTimeoutMs', '2000'));
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
    await dialog.waitFor({ timeout: 15_000 });
    const message = page.getByTestId('session-timeout-message');
    const first = await message.innerText();
    expect(first).toMatch(/^Your session is going to expire in \d+ seconds\. Do you want to continue\?$/);
    await page.waitForTimeout(2200);
    const later = await message.innerText();
    const seconds = (text: string) => Number(/in (\d+) seconds/.exec(text)![1]);
    expect(seconds(later)).toBeLessThan(seconds(first));
    expect(later).toBe(MSG.sessionExpiring(seconds(later), false));
    await screenshot(page, 'identity-session-timeout');
    await page.evaluate(() => localStorage.removeItem('atrium.sessionTimeoutMs'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await sessionOf(page)).user.email).toBe('guest@meridian.example');
    await context.close();
  });

  it('cancels a masquerade whose Masquerade Timeout runs out, keeping the administrator signed in', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { throughProvider: true, to: '/eng/masquerade' });
    await page.getByPlaceholder('Search users by name or e-mail').fill('guest@meridian.example');
    await page
      .getByRole('button', { name: /^Masquerade as / })
      .first()
      .click();
    await page.getByTestId('masquerade-banner').waitFor();
    await page.evaluate(() => localStorage.setItem('atrium.sessionTimeoutMs', '1000'));
    await page.getByRole('dialog', { name: 'Masquerade Timeout' }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => localStorage.removeItem('atrium.sessionTimeoutMs'));
    expect(await page.getByTestId('session-timeout-message').innerText()).toMatch(
      /^Your masquerade is going to expire in \d+ seconds\. Do you want to continue\?$/,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('masquerade-banner').waitFor({ state: 'detached' });
    await page.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem('atrium.session') ?? '{}')?.user?.email === 'admin@meridian.example',
    );
    expect(new URL(page.url()).pathname).toBe('/eng/home');
    expect((await callApi(page, 'user/authorize')).body.masquerade).toBeNull();
    await context.close();
  });

  it('ends the session when the countdown is cancelled', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'mc@meridian.example', { throughProvider: true });
    await page.evaluate(() => localStorage.setItem('atrium.sessionTimeoutMs', '1000'));
    await page.reload();
    await page.getByRole('dialog', { name: 'Session Timeout' }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => localStorage.removeItem('atrium.sessionTimeoutMs'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
    expect(await sessionOf(page)).toBeNull();
    await context.close();
  });
});
