import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

/**
 * This worker's server: global-setup.ts starts one per browser worker, and a worker's files run
 * one after another, so a journey has its server to itself.
 */
export function server(): { baseUrl: string; dataDir: string } {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
}
export const baseUrl = () => server().baseUrl;
export const resultsDir = path.resolve(import.meta.dirname, '../../test-results');

let ready: Promise<void> | undefined;
/** The shared server is up and its demo data seeded (global-setup.ts starts it without waiting). */
export function serverReady(): Promise<void> {
  ready ??= (async () => {
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
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

/** The document is no wider than the window (nothing scrolls sideways). */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Waits until no data table is loading. */
export const tablesIdle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
