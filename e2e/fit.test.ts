import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isAllowed, ROUTES, type Actor, type RouteRule } from '@atrium/domain';
import { TOP_LEVEL_ROUTES } from '../apps/web/src/app/paths';
import { go, newPage, launchBrowser, resultsDir } from './support/browser';
import { signIn } from './support/sign-in';
import { concrete, storedActor } from './support/session';

/**
 * Every screen at a phone's width (390 px) and a laptop's (1280 px): the document is never wider
 * than the window, and axe-core finds no WCAG 2 A/AA violation. A screenshot of each is saved
 * under test-results/fit/ for a person to judge.
 */
const WIDTHS = [1280, 390] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const shotsDir = `${resultsDir}/fit`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

type Finding = { width: number; path: string; problem: string };

/** Counts the page's requests in flight, so that a check waits for the answers a screen is still drawing. */
const fetchCounter = `(() => {
  const original = window.fetch;
  window.__inFlight = 0;
  window.fetch = (...args) => {
    window.__inFlight++;
    return original(...args).finally(() => window.__inFlight--);
  };
})();`;

async function settle(page: Page) {
  // a section further down whose data arrives after the window has settled enables its buttons
  // then, and a button caught in its 250 ms colour fade fails the contrast check
  await page
    .waitForFunction(() => (window as unknown as { __inFlight: number }).__inFlight === 0, undefined, {
      timeout: 10_000,
      polling: 50,
    })
    .catch(() => undefined);
  await page
    .waitForFunction(
      // what is in the window: thumbnails further down load only when they come near
      () =>
        ![...document.querySelectorAll('.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]')].some(
          (el) => {
            const r = el.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
          },
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // MUI buttons fade their colour for 250 ms when they become enabled and axe measures the
  // colour: wait until no finite animation or transition runs (skeleton pulses never end)
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
}

/**
 * Opens `path` and checks it. With the route's `title`, the way a person moves through the app
 * (client-side: a reload per route would parse the app and axe-core again a hundred times) until
 * that title shows; without, by loading the address.
 */
async function inspect(page: Page, width: number, path: string, findings: Finding[], title?: string) {
  if (title) await go(page, path);
  else await page.goto(path);
  const opened = await page
    .waitForFunction(
      ([p, t]) =>
        location.pathname === p &&
        [...document.querySelectorAll('[data-testid="page-title"], h1')].some(
          (e) => !t || e.textContent === t,
        ),
      [path, title],
      { timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!opened) {
    findings.push({ width, path, problem: `did not open (at ${new URL(page.url()).pathname})` });
    return;
  }
  await settle(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth)
    findings.push({ width, path, problem: `document ${scrollWidth}px wide in a ${innerWidth}px window` });
  // a table that scrolls sideways inside its frame hides columns (row actions last) just the same
  const clippedTables = await page.$$eval('table', (tables) =>
    tables
      .map((t) => t.parentElement!)
      .filter((frame) => frame.scrollWidth > frame.clientWidth + 1)
      .map((frame) => `${frame.scrollWidth}px of table in a ${frame.clientWidth}px frame`),
  );
  for (const problem of clippedTables) findings.push({ width, path, problem });
  const runAxe = () =>
    page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResult> } }).axe;
      type AxeResult = { violations: { id: string; nodes: { target: string[]; html: string }[] }[] };
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map(
        (v) => `${v.id} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
      );
    }, AXE_TAGS);
  let violations = await runAxe();
  if (violations.length) {
    // a finding must hold on a second look: a button caught mid-way through its colour fade (or
    // under a sticky bar while axe scrolled it into view) is not a screen that fails
    await page.waitForTimeout(1000);
    await settle(page);
    const again = new Set(await runAxe());
    violations = violations.filter((v) => again.has(v));
  }
  for (const v of violations) findings.push({ width, path, problem: `axe ${v.slice(0, 500)}` });
  const name = `${width}${path.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

/** The routes a persona can open: the shell's table and the top-level pages that need a session. */
function routesFor(actor: Actor, skip: Set<string>): { path: string; title: string }[] {
  const shell = ROUTES.filter((r: RouteRule) => isAllowed(actor, r.allow));
  const topLevel = TOP_LEVEL_ROUTES.filter((r) => r.isSignedIn);
  return [...shell, ...topLevel].filter((r) => !skip.has(r.path));
}

describe.each(WIDTHS)('every screen at %i px', (width) => {
  it('fits the window and has no WCAG 2 A/AA violation', async () => {
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const email of ['admin@meridian.example', 'agent@meridian.example']) {
      const { page, context } = await newPage(browser, { width, height: 860 });
      await context.addInitScript({ content: axeSource });
      await context.addInitScript({ content: fetchCounter });
      await signIn(page, email);
      const actor = await storedActor(page);
      for (const { path, title } of routesFor(actor, seen)) {
        seen.add(path);
        await inspect(page, width, concrete(path, actor), findings, title);
      }
      await context.close();
    }
    const { page, context } = await newPage(browser, { width, height: 860 });
    await context.addInitScript({ content: axeSource });
    await context.addInitScript({ content: fetchCounter });
    await page.goto('/eng/home');
    await page.waitForURL(/\/oidc\/interaction\//);
    await inspect(page, width, new URL(page.url()).pathname, findings);
    await context.close();
    expect(findings).toEqual([]);
  }, 900_000);
});
