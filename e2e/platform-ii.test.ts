import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { MSG } from '@atrium/domain';
import { launchBrowser, screenshot } from './support/browser';
import { repoRoot, startServerProcess, type ServerProcess } from '../apps/api/src/stress/server-process';

/**
 * The jobs and outbox pages on a server of their own that sends e-mail through an SMTP server
 * started here, which first refuses the credentials: a test e-mail fails without retries
 * (MAIL_RETRY_LIMIT=0), waits on /eng/admin/jobs as a dead letter, and once the mail server
 * accepts, the administrator's Retry delivers it; /eng/admin/outbox shows it as sent.
 */
const LAPTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const ADMIN = 'admin@meridian.example';
const toast = (page: Page) => page.getByTestId('toast');

let browser: Browser;
let server: ServerProcess;
let smtp: SMTPServer;
let dataDir = '';
let isAccepting = false;
const received: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (isAccepting && auth.username === 'mailer' && auth.password === 'secret')
        return cb(null, { user: 'mailer' });
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        cb();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-platform-ii-'));
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  server = await startServerProcess({
    dataDir,
    logFile: path.join(dataDir, 'server.log'),
    timeoutMs: 280_000,
    env: {
      WEB_DIST: webDist,
      SEED_DEMO_DATA: 'true',
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtpPort}?ignoreTLS=true`,
      MAIL_RETRY_LIMIT: '0',
      JOB_POLL_SECONDS: '0.5',
    },
  });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A signed-in administrator in a fresh context, with every CSP violation collected. */
async function openAsAdmin(size: { width: number; height: number }) {
  const context: BrowserContext = await browser.newContext({
    viewport: size,
    baseURL: server.url,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/content.security.policy|CSP violation/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await page.goto('/eng/home');
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
  const persona = page.locator(`button[data-email="${ADMIN}"]`);
  if ((await persona.count()) === 0) {
    await page.fill('input[name="q"]', ADMIN);
    await Promise.all([page.waitForURL(/[?&]q=/), page.press('input[name="q"]', 'Enter')]);
  }
  await persona.click();
  await page.waitForURL((url) => url.pathname === '/eng/home', { timeout: 30_000 });
  return { context, page, violations };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function until(probe: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('jobs and outbox administration', () => {
  it('a refused e-mail becomes a dead letter, the administrator retries it and the outbox shows it sent', async () => {
    const { context, page, violations } = await openAsAdmin(LAPTOP);
    await page.locator('[data-testid="main-nav"] [data-nav-path="/eng/admin/outbox"]').click();
    await page.waitForURL('**/eng/admin/outbox');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await toast(page).getByText(MSG.testMailQueued).waitFor();
    const message = page.getByTestId('outbox-message');
    await message.getByText('Meridian Atrium: test message').waitFor();
    await message.getByText('Failed', { exact: true }).waitFor({ timeout: 30_000 });
    await message.getByText(/Invalid login/).waitFor();

    await page.locator('[data-testid="main-nav"] [data-nav-path="/eng/admin/jobs"]').click();
    await page.waitForURL('**/eng/admin/jobs');
    const deadLetter = page.getByRole('row').filter({ hasText: 'mail-send' }).first();
    await deadLetter.getByText(/Invalid login/).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-jobs-dead-letter');

    isAccepting = true;
    await deadLetter.getByRole('button', { name: /^Retry mail-send/ }).click();
    await toast(page).getByText(MSG.jobRetried).waitFor();
    await until(() => received.length === 1);
    expect(received[0]).toContain('Subject: Meridian Atrium: test message');
    expect(received[0]).toContain('filename=atrium-test.txt');
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page.getByRole('row').filter({ hasText: 'mail-send' }).first().waitFor();
    await page.waitForTimeout(500); // the tab indicator's slide
    await screenshot(page, 'admin-jobs-completed');

    await page.goto('/eng/admin/outbox');
    await message.getByText('Sent', { exact: true }).waitFor();
    const frame = page.frameLocator('[data-testid="outbox-html"]');
    await frame.getByText('This is a test message from Meridian Atrium').waitFor();
    expect(await page.getByTestId('outbox-html').getAttribute('sandbox')).toBe(
      'allow-popups allow-popups-to-escape-sandbox',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download atrium-test.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('atrium-test.txt');
    expect(fs.readFileSync(await download.path(), 'utf8')).toContain('Test attachment of an Atrium e-mail.');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-outbox');
    await page.getByRole('tab', { name: 'Plain text' }).click();
    await message.getByText(`sent by ${ADMIN} to check the e-mail settings`).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page, violations } = await openAsAdmin(PHONE);
    await page.goto('/eng/admin/jobs');
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page.getByText('mail-send').first().waitFor();
    await page.waitForTimeout(500); // the tab indicator's slide
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-jobs-mobile');
    await page.goto('/eng/admin/outbox');
    await page.frameLocator('[data-testid="outbox-html"]').getByText('This is a test message').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-outbox-mobile');
    expect(violations).toEqual([]);
    await context.close();
  });
});
