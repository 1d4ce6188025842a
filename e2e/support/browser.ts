import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

type E2eServer = { baseUrl: string; dataDir: string };
let claimed: E2eServer | undefined;

/**
 * This file's server: global-setup.ts starts one per browser worker, and serverReady() claims
 * one that no other running file holds, so a journey has its server to itself. VITEST_POOL_ID
 * alone is not enough: at the switch from the API projects to this one, Vitest 4.1 can hand the
 * same pool id to both browser workers (a late release of the earlier group's id), and both
 * journeys then ran against one server and saw each other's listings and notifications.
 */
export function server(): E2eServer {
  if (!claimed) throw new Error('No e2e server claimed: call launchBrowser() or serverReady() first');
  return claimed;
}
export const baseUrl = () => server().baseUrl;
export const resultsDir = path.resolve(import.meta.dirname, '../../test-results');

let ready: Promise<void> | undefined;
/** Claims a free server (see server()), then waits until it is up and its demo data seeded. */
export function serverReady(): Promise<void> {
  ready ??= (async () => {
    claimed = await claimServer();
    const deadline = Date.now() + 280_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${baseUrl()}/api/ready`).catch(() => null);
      if (res?.ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`The e2e server is not ready; see ${path.join(server().dataDir, 'server.log')}`);
  })();
  return ready;
}

/**
 * A file claims a server by an empty file in its folder named after the process; a claim whose
 * process is gone does not count, so nobody ever removes another's. Two files that claim the
 * same server at once both see the other and both try again after a random pause. The pool id
 * says which server to try first; a file that ended may still be exiting, hence the wait.
 */
async function claimServer(): Promise<E2eServer> {
  const servers = inject('servers');
  const first = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    for (let k = 0; k < servers.length; k++) {
      const candidate = servers[(first + k) % servers.length];
      if (tryClaim(candidate.dataDir)) return candidate;
    }
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
  }
  throw new Error('Every e2e server stayed claimed by another test file for two minutes');
}

const CLAIM = 'e2e-claim-';
function tryClaim(dir: string): boolean {
  const mine = path.join(dir, `${CLAIM}${process.pid}`);
  fs.writeFileSync(mine, '');
  const others = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(CLAIM))
    .map((name) => Number(name.slice(CLAIM.length)))
    .filter((pid) => pid !== process.pid && isAlive(pid));
  if (others.length === 0) {
    process.on('exit', () => fs.rmSync(mine, { force: true }));
    return true;
  }
  fs.rmSync(mine, { force: true });
  return false;
}

function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function launchBrowser(): Promise<Browser> {
  await serverReady();
  return launchChromium();
}

export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    baseURL: baseUrl(),
    // charts draw at once rather than animating, so a screenshot shows their final state
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // an error thrown in the page shows in the test's output: a journey that fails on the error
  // page then says why
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}\n${e.stack ?? ''}`.slice(0, 2000)));
  return { context, page };
}

/** Saves a screenshot under test-results/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(resultsDir, { recursive: true });
  // a full-page shot of a scrolled page draws the sticky header mid-page
  await page.evaluate(() => window.scrollTo(0, 0));
  // a dialog caught in its fade shows the page through it: wait for finite animations to end
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true });
}

/** Client-side navigation (no reload): the router follows history like a click on a link. */
export async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for the toast that says `text` (a toast is an alert). */
export const toast = (page: Page, text: string | RegExp, timeout = 20_000) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout });

/** The document is no wider than the window (nothing scrolls sideways). */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Waits until no data table is loading. */
export const tablesIdle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
