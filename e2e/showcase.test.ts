import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiResponse } from './support/api-call';

/**
 * Buying a showcase domain for a demo listing in the sandbox registrar: check, register, the
 * domain summary; the section is shot at 1280 and 390 px. (The settings form is not built yet.)
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('showcase website', () => {
  it('buys a domain in the sandbox and shows the summary', async () => {
    const { page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example');
    // the first eligible demo listing without a domain
    let listingId = 0;
    for (let id = 1; id <= 60 && !listingId; id++) {
      const ok = (await apiResponse(page, 'GET', `domain/${id}/eligibility`)).status === 200;
      if (ok && (await apiResponse(page, 'GET', `showCaseSite/${id}`)).status === 404) listingId = id;
    }
    expect(listingId).toBeGreaterThan(0);
    await page.goto(`/eng/listing/${listingId}`);
    const section = page
      .locator('section, [role="region"], .MuiCard-root')
      .filter({ hasText: 'Showcase Website' })
      .last();
    await section.getByText('Sandbox registrar').first().waitFor({ timeout: 20_000 });
    const domain = `home-${listingId}-${Date.now().toString(36)}.com`;
    await section.getByLabel('Domain').fill(domain);
    await section.getByRole('button', { name: 'Check Availability' }).click();
    await section.getByText(MSG.domainAvailable).waitFor();
    await section.getByRole('button', { name: 'Register' }).click();
    await toast(page, MSG.domainPurchased);
    await section.getByText('RENEWAL DEADLINE').waitFor();
    await section.getByText(domain).waitFor();
    await section.getByText('ACTIVE', { exact: true }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'showcase-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/showcase-phone.png' });
  }, 90_000);
});
