import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { importJWK, SignJWT, type JWK } from 'jose';
import { MSG } from '@atrium/domain';
import { baseUrl, launchBrowser, newPage, screenshot, server } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A system administrator's bearer token, minted like e2e/support/sign-in.ts does. */
async function adminToken(): Promise<string> {
  const keys = JSON.parse(fs.readFileSync(path.join(server().dataDir, 'keys', 'jwks.json'), 'utf8')) as {
    keys: JWK[];
  };
  const jwk = keys.keys[0];
  const email = 'admin@meridian.example';
  return new SignJWT({ email, client_id: 'atrium-e2e' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setSubject(email)
    .setIssuer(`${baseUrl()}/oidc`)
    .setAudience('atrium-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'RS256'));
}

/** The password link (reset, or a new account's first) of the latest message to `to`, read through the administrator's outbox API. */
async function resetLinkFromOutbox(to: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/admin/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(res.status).toBe(200);
  const { results } = (await res.json()) as { results: Array<{ body: string; sentVia: string }> };
  expect(results[0]?.sentVia).toBe('sandbox');
  const link = results[0]?.body.match(
    /https?:\/\/\S+\/photographer\/resetpassword\?token=[\w-]+(&welcome=1)?/,
  )?.[0];
  if (!link) throw new Error(`no reset link in the outbox for ${to}`);
  return link;
}

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/photographer/login');
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/photographer/login');
}

describe('photographer area', () => {
  const email = `e2e.${Date.now().toString(36)}@studio.example`;

  it('shows the sign-in page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/photographer/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Photographer access').first().isVisible()).toBe(true);
    await screenshot(page, 'photographer-login');
    await field(page, 'email').fill('nobody@studio.example');
    await field(page, 'password').fill('Wrong#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText(MSG.photographerInvalidLogin).isVisible()).toBe(true);
    await screenshot(page, 'photographer-login-error');
    const { page: mobile, context: small } = await newPage(browser, { width: 390, height: 844 });
    await mobile.goto('/photographer/login');
    await expect.poll(() => mobile.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await screenshot(mobile, 'photographer-login-mobile');
    await small.close();
    await context.close();
  });

  it('registers, chooses the password from the e-mail, signs out, resets it by e-mail and signs in with the new one', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/photographer/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/photographer/register');
    await field(page, 'firstName').fill('Elena');
    await field(page, 'lastName').fill('Brightwater');
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByText(MSG.photographerRegisterSent).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await screenshot(page, 'photographer-register-sent');

    const welcome = await resetLinkFromOutbox(email);
    expect(welcome).toMatch(/&welcome=1$/);
    await page.goto(welcome.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Choose your password' }).isVisible())
      .toBe(true);
    await field(page, 'password').fill('weakpass');
    await field(page, 'confirmPassword').fill('weakpass');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => page.getByText(MSG.passwordStrength).isVisible()).toBe(true);
    await screenshot(page, 'photographer-register-weak');
    await field(page, 'password').fill('Initial#2026');
    await field(page, 'confirmPassword').fill('Initial#2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/photographer/login');
    await expect.poll(() => page.getByText(MSG.photographerPasswordSet).isVisible()).toBe(true);
    await logIn(page, email, 'Initial#2026');
    await page.waitForURL('**/photographer/upload');
    await expect.poll(() => page.getByText(MSG.photographerNoInvites).isVisible()).toBe(true);
    await screenshot(page, 'photographer-upload-empty');
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/photographer/forgotpassword');
    // the sign-in page has an e-mail field too: fill the one of the page now shown
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByText(MSG.photographerResetSent).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await screenshot(page, 'photographer-forgot-sent');

    const link = await resetLinkFromOutbox(email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible())
      .toBe(true);
    await field(page, 'password').fill('Renewed#2026');
    await field(page, 'confirmPassword').fill('Renewed#2026');
    await page.waitForTimeout(300); // let the floating labels settle before the picture
    await screenshot(page, 'photographer-reset');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/photographer/login');
    await expect.poll(() => page.getByText(MSG.photographerPasswordReset).isVisible()).toBe(true);

    await logIn(page, email, 'Initial#2026');
    await expect.poll(() => page.getByText(MSG.photographerInvalidLogin).isVisible()).toBe(true);
    await logIn(page, email, 'Renewed#2026');
    await page.waitForURL('**/photographer/upload');
    await expect
      .poll(() => page.getByText(`Signed in as Elena Brightwater (${email})`).isVisible())
      .toBe(true);
    await signOut(page);

    // the link works once
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await field(page, 'password').fill('Another#2026');
    await field(page, 'confirmPassword').fill('Another#2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => page.getByText(MSG.photographerResetInvalid).isVisible()).toBe(true);
    await context.close();
  });

  it('answers a registration with a known address exactly as with a new one', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/photographer/register');
    await field(page, 'firstName').fill('Someone');
    await field(page, 'lastName').fill('Else');
    await field(page, 'email').fill('photographer@meridian.example');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByText(MSG.photographerRegisterSent).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });

  it('shows the photographer persona the listings it was invited to', async () => {
    const { page, context } = await newPage(browser);
    await logIn(page, 'photographer@meridian.example', 'Photo#2026');
    await page.waitForURL('**/photographer/upload');
    const listings = page.locator('section[aria-labelledby^="listing-"]');
    await expect.poll(() => listings.count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'photographer-upload');
    await context.close();
  });
});
