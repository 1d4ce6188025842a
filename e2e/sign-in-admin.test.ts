import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';
import { repoRoot, startServerProcess, type ServerProcess } from '../apps/api/src/stress/server-process';
import { runAdminCreate } from '../apps/api/src/test/admin-command';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const toast = (page: Page) => page.getByTestId('toast');

/** No page may scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map(
        (e) =>
          `${e.tagName}.${e.className} ${e.getAttribute('data-testid') ?? ''} ${Math.round(e.getBoundingClientRect().right)}`,
      ),
  );
  expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
}

describe('demo mode (the demo data of npm start)', () => {
  it('says on the sign-in page and on every screen that anyone can sign in as anyone', async () => {
    for (const [size, suffix] of [
      [LAPTOP, ''],
      [PHONE, '-mobile'],
    ] as const) {
      const { page, context } = await newPage(browser, size);
      await page.goto('/eng/home');
      await page.waitForURL(/\/oidc\/interaction\//);
      expect(await page.getByTestId('demo-sign-in-notice').innerText()).toBe(MSG.demoSignInNotice);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `sign-in-demo-provider${suffix}`);
      await signIn(page, 'agent@meridian.example', { throughProvider: true });
      const banner = page.getByTestId('demo-sign-in-banner');
      await banner.waitFor();
      await page.waitForSelector('[data-testid="news-carousel"], [data-testid="office-chart"]');
      expect(await banner.innerText()).toBe(MSG.demoSignInNotice);
      // the banner itself fits the screen (the home page's own width is its own matter)
      const box = (await banner.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await banner.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      await screenshot(page, `sign-in-demo-banner${suffix}`);
      await context.close();
    }
  });

  it('lets the administrator set a user password and send a reset link from /eng/admin/sign-in', async () => {
    const { page, context } = await newPage(browser, LAPTOP);
    await signIn(page, 'admin@meridian.example', { throughProvider: true });
    await page.locator('[data-testid="main-nav"] [data-nav-path="/eng/admin/sign-in"]').click();
    await page.waitForURL('**/eng/admin/sign-in');
    await page.getByText('Demo sign-in', { exact: true }).waitFor();
    await page.getByTestId('sign-in-mode-demo').waitFor();

    await page.getByLabel('Search users by name or e-mail').fill('no such person at all');
    await page.getByText(MSG.noResultsFound).waitFor();
    await page.getByLabel('Search users by name or e-mail').fill('agent@meridian.example');
    const setButton = page.getByRole('button', { name: 'Set password for Avery Lindqvist' });
    await setButton.waitFor();
    await screenshot(page, 'sign-in-admin');

    await setButton.click();
    const dialog = page.getByRole('dialog', { name: 'Set password' });
    await dialog.waitFor();
    await expect(dialog.getByText(MSG.passwordStrength).isVisible()).resolves.toBe(true);
    await dialog.getByLabel('New Password').fill('weakpass');
    await dialog.getByLabel('Confirm Password').fill('weakpass');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(dialog.getByLabel('New Password').getAttribute('aria-invalid')).resolves.toBe('true');
    await dialog.getByLabel('New Password').fill('Avery#2026');
    await dialog.getByLabel('Confirm Password').fill('Avery#2027');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await dialog.getByText(MSG.passwordsDoNotMatch).waitFor();
    await screenshot(page, 'sign-in-admin-set-password-dialog');
    await dialog.getByLabel('Confirm Password').fill('Avery#2026');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await toast(page).getByText(MSG.passwordSetFor('Avery Lindqvist')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: /Avery Lindqvist/ })
      .getByText(/^Set [A-Z][a-z]{2} \d/)
      .waitFor();

    await page.getByRole('button', { name: 'Send reset link to Avery Lindqvist' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send reset link' });
    await confirm.getByRole('button', { name: 'Send link' }).click();
    await toast(page).getByText(MSG.passwordResetLinkSentTo('agent@meridian.example')).waitFor();
    const outbox = await apiCall<{ results: Array<{ subject: string }> }>(
      page,
      'GET',
      'admin/outbox?to=agent%40meridian.example',
    );
    expect(outbox.results[0].subject).toContain('choose your password');
    await context.close();
  });

  it('fits a phone: the actions move into a menu', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, 'admin@meridian.example', { throughProvider: true, to: '/eng/admin/sign-in' });
    await page.getByLabel('Search users by name or e-mail').fill('staff@meridian.example');
    const more = page.getByRole('button', { name: 'Password actions for Samuel Hayes' });
    await more.waitFor();
    // a phone shows the users as cards
    await expect
      .poll(() => page.getByRole('list', { name: 'Users and their passwords' }).getByRole('listitem').count())
      .toBe(1);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'sign-in-admin-mobile');
    await more.click();
    await page.getByRole('menuitem', { name: 'Set password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set password' });
    await dialog.waitFor();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'sign-in-admin-set-password-dialog-mobile');
    await context.close();
  });
});

describe('a real deployment (SEED_DEMO_DATA=false, the administrator from npm run admin:create)', () => {
  const ROOT = {
    email: 'root@northwind.example',
    firstName: 'Ada',
    lastName: 'Root',
    password: 'Northwind#2026',
  };
  const OPS = { email: 'ops@northwind.example', firstName: 'Olu', lastName: 'Ops', password: 'Initial#2026' };
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-real-'));
    const webDist = path.join(dataDir, 'web');
    fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
    const logFile = path.join(dataDir, 'server.log');
    // the first start creates the reference data; PGlite serves one process, so stop to run the command
    const first = await startServerProcess({ dataDir, logFile, env: { WEB_DIST: webDist } });
    await first.stop();
    for (const person of [ROOT, OPS]) {
      const created = await runAdminCreate({ dataDir, ...person });
      if (created.code !== 0) throw new Error(created.output);
    }
    server = await startServerProcess({ dataDir, logFile, env: { WEB_DIST: webDist } });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (size = LAPTOP): Promise<{ page: Page; context: BrowserContext }> => {
    const context = await browser.newContext({ viewport: size, baseURL: server.url });
    return { context, page: await context.newPage() };
  };
  /** Signs in on the password page of the built-in provider and waits for the home page. */
  async function passwordSignIn(page: Page, email: string, password: string) {
    await page.goto('/eng/home');
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/eng/home', { timeout: 30_000 });
    await page.getByTestId('page-title').waitFor();
  }

  it('asks for e-mail and password, refuses a wrong one, and shows no demo banner', async () => {
    for (const [size, suffix] of [
      [LAPTOP, ''],
      [PHONE, '-mobile'],
    ] as const) {
      const { page, context } = await open(size);
      await page.goto('/eng/home');
      await page.waitForURL(/\/oidc\/interaction\//);
      expect(await page.locator('[data-email]').count()).toBe(0);
      expect(await page.getByText(MSG.demoSignInNotice).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `sign-in-password${suffix}`);
      await page.fill('input[name="email"]', ROOT.email);
      await page.fill('input[name="password"]', 'Northwind#2025');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText(MSG.signInIncorrect).waitFor();
      await screenshot(page, `sign-in-password-refused${suffix}`);
      await context.close();
    }
    const { page, context } = await open();
    await passwordSignIn(page, ROOT.email, ROOT.password);
    expect(await page.getByTestId('demo-sign-in-banner').count()).toBe(0);
    await context.close();
  });

  it('the administrator sets a password for a user, who then signs in with it', async () => {
    const { page, context } = await open();
    await passwordSignIn(page, ROOT.email, ROOT.password);
    await page.goto('/eng/admin/sign-in');
    await page.getByText('E-mail and password', { exact: true }).waitFor();
    await page.getByLabel('Search users by name or e-mail').fill('Olu');
    await page.getByRole('button', { name: 'Set password for Olu Ops' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set password' });
    await dialog.getByLabel('New Password').fill('Chosen#2026');
    await dialog.getByLabel('Confirm Password').fill('Chosen#2026');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await toast(page).getByText(MSG.passwordSetFor('Olu Ops')).waitFor();
    await screenshot(page, 'sign-in-admin-password-mode');
    await context.close();

    const ops = await open();
    await passwordSignIn(ops.page, OPS.email, 'Chosen#2026');
    expect(
      await ops.page.evaluate(() => JSON.parse(localStorage.getItem('atrium.session') ?? '{}').user?.email),
    ).toBe(OPS.email);
    await ops.context.close();
  });

  it('a reset link lets the user choose a new password on the provider page', async () => {
    const { page, context } = await open();
    await passwordSignIn(page, ROOT.email, ROOT.password);
    await page.goto('/eng/admin/sign-in');
    await page.getByLabel('Search users by name or e-mail').fill('Olu');
    await page.getByRole('button', { name: 'Send reset link to Olu Ops' }).click();
    await page
      .getByRole('dialog', { name: 'Send reset link' })
      .getByRole('button', { name: 'Send link' })
      .click();
    await toast(page).getByText(MSG.passwordResetLinkSentTo(OPS.email)).waitFor();
    const outbox = await apiCall<{ results: Array<{ body: string }> }>(
      page,
      'GET',
      `admin/outbox?to=${encodeURIComponent(OPS.email)}`,
    );
    const link = /https?:\/\/\S+\/oidc\/password\/reset\?token=[\w-]+/.exec(outbox.results[0].body)![0];
    await context.close();

    const user = await open(PHONE);
    await user.page.goto(link);
    await user.page.fill('input[name="password"]', 'Reset#2026x');
    await user.page.fill('input[name="confirmPassword"]', 'Reset#2026x');
    await expectNoSidewaysScroll(user.page);
    await screenshot(user.page, 'sign-in-reset-link-mobile');
    await user.page.getByRole('button', { name: 'Set password' }).click();
    await user.page.getByText(MSG.passwordResetDone).waitFor();
    await screenshot(user.page, 'sign-in-reset-link-done-mobile');
    await user.page.getByRole('link', { name: 'Sign in to Atrium' }).click();
    await user.page.waitForURL(/\/oidc\/interaction\//);
    await user.page.fill('input[name="email"]', OPS.email);
    await user.page.fill('input[name="password"]', 'Reset#2026x');
    await user.page.getByRole('button', { name: 'Sign in' }).click();
    await user.page.waitForURL((url) => url.pathname === '/eng/home', { timeout: 30_000 });
    await user.context.close();
  });
});
