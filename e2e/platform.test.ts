import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the product on one port', () => {
  it('serves the web app at / and redirects to /eng/home', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL('**/eng/home**');
    expect(new URL(page.url()).pathname).toMatch(/^\/(eng\/home|oidc)/);
    // signed out, the app goes on to the sign-in page: the picture waits until it has arrived
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('load');
    await screenshot(page, 'platform-home');
    await context.close();
  });

  it('serves the API and its documentation on the same port', async () => {
    const health = await fetch(`${baseUrl()}/api/health`);
    expect(health.status).toBe(200);
    const docs = await fetch(`${baseUrl()}/api/docs/json`);
    expect((await docs.json()).openapi).toMatch(/^3\./);
  });
});
