import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, server } from './browser';

const SESSION_KEY = 'atrium.session';
const HOME = '/eng/home';

/**
 * Signs a persona in. The first time in a run it goes through the real flow: /eng/home
 * redirects to the embedded provider's sign-in page, the persona is chosen, /auth completes the
 * code flow and returns to /eng/home. The session the app stored is then kept for the run, and
 * later sign-ins of the same persona start from it, as a returning user's reload does (a full
 * sign-in costs seconds; journeys sign in about a hundred times). `throughProvider` always takes
 * the real flow: for the journeys of sign-in itself. `to` is the page to end on (home by
 * default): a kept session opens it straight away, as a returning user's bookmark does, instead
 * of loading home first (a cold load costs the browser one to two seconds of CPU); `null` opens
 * no page of the app, for a journey that calls the API or goes to a page itself next. Use a
 * fresh browser context either way.
 */
export async function signIn(
  page: Page,
  email: string,
  opts: { throughProvider?: boolean; to?: string | null } = {},
) {
  const to = opts.to === undefined ? HOME : opts.to;
  const kept = opts.throughProvider ? null : keptSession(email);
  if (kept) {
    await page.goto(`${baseUrl()}/api/ready`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, kept]);
    if (to !== null) await page.goto(to);
    await waitForSession(page, email);
    return;
  }
  await signInThroughProvider(page, email);
  if (!opts.throughProvider) {
    // the journeys of sign-in change their session: not kept
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    if (stored) fs.writeFileSync(sessionFile(email), stored);
  }
  if (to !== null && to !== HOME) await page.goto(to);
}

async function signInThroughProvider(page: Page, email: string) {
  const toProvider = async (timeout: number) => {
    await page.goto(`${baseUrl()}${HOME}`);
    await page.waitForURL(/\/oidc\/interaction\//, { timeout });
  };
  // One retry: a page served while the web app was being rebuilt may miss its scripts.
  await toProvider(15_000).catch(() => toProvider(30_000));
  const persona = page.locator(`button[data-email="${email}"]`);
  if ((await persona.count()) === 0) {
    // Not among the first users listed: filter the list by the e-mail.
    await page.fill('input[name="q"]', email);
    await Promise.all([page.waitForURL(/[?&]q=/), page.press('input[name="q"]', 'Enter')]);
  }
  await persona.click();
  await page.waitForURL((url) => url.pathname === HOME, { timeout: 30_000 });
  await waitForSession(page, email);
}

function waitForSession(page: Page, email: string) {
  return page.waitForFunction(
    ([key, expected]) => JSON.parse(localStorage.getItem(key) ?? '{}')?.user?.email === expected,
    [SESSION_KEY, email],
    { timeout: 30_000 },
  );
}

function sessionFile(email: string) {
  const dir = path.join(server().dataDir, 'sessions');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${email}.json`);
}

/** A session kept earlier in the run, while its access token has ten minutes or more to live. */
function keptSession(email: string): string | null {
  const file = sessionFile(email);
  if (!fs.existsSync(file)) return null;
  const raw = fs.readFileSync(file, 'utf8');
  const expiresAt = (JSON.parse(raw) as { expiresAt?: number | null }).expiresAt;
  return expiresAt && expiresAt - Date.now() > 10 * 60_000 ? raw : null;
}
