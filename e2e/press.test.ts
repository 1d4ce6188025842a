import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type MarketingSearchResult } from '@atrium/domain';
import {
  fitsWidth,
  launchBrowser,
  newPage,
  resultsDir,
  screenshot,
  tablesIdle,
  toast,
} from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'press'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => screenshot(page, `press/${name}`);

async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('press and other marketing', () => {
  it('lists published press, newest first, on a laptop and a phone', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'mc@meridian.example', { to: '/eng/press' });
      await page.getByRole('heading', { level: 1, name: 'Press' }).waitFor();
      await tablesIdle(page);
      await page.getByText('Meridian opens a flagship office on the waterfront').first().waitFor();
      // drafts are not in the default list
      expect(await page.getByText('Spring market outlook (draft)').count()).toBe(0);
      await shot(page, `press-list-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      if (width === 390) {
        await page.getByRole('button', { name: 'New press item' }).click();
        await page.getByRole('dialog', { name: 'New press item' }).getByLabel('Title').waitFor();
        await screenshot(page, 'press/press-dialog-390');
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      await context.close();
    }
  });

  it('creates a press item as the marketing coordinator', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'mc@meridian.example', { to: '/eng/press' });
    await tablesIdle(page);
    await page.getByRole('button', { name: 'New press item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New press item' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.required(['Title'])).waitFor();
    const title = `Harbour gala coverage ${Date.now().toString(36)}`;
    await choose(page, 'Type', 'Company in the Media');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Date').fill('11/20/2026');
    await dialog.getByLabel('Url').fill('news.example/gala');
    await page.getByRole('combobox', { name: 'Media outlet' }).click();
    // the first option is None
    await page.getByRole('option').nth(1).click();
    await choose(page, 'About', 'An agent');
    await dialog.getByRole('combobox', { name: 'Agent' }).fill('Lindqvist');
    await page
      .getByRole('option', { name: /Lindqvist/ })
      .first()
      .click();
    await shot(page, 'press-create-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.pressSaved);
    await tablesIdle(page);
    await page.getByText(title).waitFor();
    await shot(page, 'press-created-1280');
    await context.close();
  });

  it('creates additional marketing with agent costs on other marketing, CIT rule first', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'mc@meridian.example', { to: null });
      const found = await apiCall<MarketingSearchResult>(page, 'POST', 'Marketing/search', {
        marketingTypeId: 16,
      });
      const listing = found.results.find((r) => r.agentMarketingCosts.length > 0)!;
      await page.goto('/eng/otherMarketing');
      await page.getByRole('heading', { level: 1, name: 'Other Marketing' }).waitFor();
      await tablesIdle(page);
      // a demo entry in the coordinator's offices
      await page.getByText(listing.description).first().waitFor();
      await shot(page, `other-marketing-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      if (width === 390) {
        await page.getByRole('button', { name: 'Additional marketing' }).click();
        await page
          .getByRole('dialog', { name: 'New additional marketing' })
          .getByLabel('Billing code')
          .waitFor();
        await screenshot(page, 'press/additional-marketing-dialog-390');
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      if (width === 1280) {
        const description = `Gallery evening ${Date.now().toString(36)}`;
        await page.getByRole('button', { name: 'Additional marketing' }).click();
        const dialog = page.getByRole('dialog', { name: 'New additional marketing' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText(MSG.additionalMarketingAgentRequired).waitFor();
        await dialog.getByRole('combobox', { name: 'Listing' }).fill(listing.listingTitle);
        await page.getByRole('option').filter({ hasText: listing.listingTitle }).first().click();
        await shot(page, 'additional-marketing-listing-1280');
        // demo titles repeat: the picked listing's own agents are the rows
        const group = dialog.getByRole('group').first();
        await group.waitFor();
        const firstAgent = (await group.getAttribute('aria-label'))!.replace('Costs of ', '');
        await choose(page, 'Additional promotion type', 'Featured Placement');
        await dialog.getByLabel('Date').fill('11/21/2026');
        await dialog.getByLabel('Description').fill(description);
        await dialog.getByLabel('Billing code').fill('MKT-E2E');
        await dialog.getByLabel('Total actual cost').fill('1000');
        await dialog.getByRole('button', { name: 'Split evenly' }).click();
        const row = dialog.getByRole('group', { name: `Costs of ${firstAgent}` });
        await row.getByLabel(`Office cost of ${firstAgent}`).fill('250');
        await row.getByLabel('CIT').check();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText(MSG.additionalMarketingCitRule).waitFor();
        await shot(page, 'additional-marketing-cit-1280');
        await row.getByLabel(`Agent cost of ${firstAgent}`).fill('250');
        await row.getByLabel(`Credit memo type of ${firstAgent}`).fill('Full');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await toast(page, MSG.marketingCreated);
        await tablesIdle(page);
        await page.getByText(description).waitFor();
        await shot(page, 'other-marketing-created-1280');
        const saved = await apiCall<MarketingSearchResult>(page, 'POST', 'Marketing/search', {
          text: description,
        });
        expect(saved.results[0]).toMatchObject({
          cit: true,
          billingCode: 'MKT-E2E',
          additionalPromotionId: 10,
        });
        expect(saved.results[0].agentMarketingCosts[0]).toMatchObject({ officeCost: 250, agentCost: 250 });
      }
      await context.close();
    }
  });
});
