import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import path from 'node:path';
import { launchBrowser, newPage, resultsDir, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signIn(page, 'agent@meridian.example');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('global search in the header', () => {
  it('shows at most 5 results, moves with the keyboard and closes with Escape', async () => {
    await page.goto('/eng/home');
    const input = page.getByTestId('global-search-input');
    await input.waitFor();
    await input.fill('in');
    const results = page.getByTestId('global-search-result');
    await results.first().waitFor({ timeout: 15_000 });
    expect(await results.count()).toBe(5);
    await page.getByTestId('global-search-view-more').waitFor();
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    expect(await results.nth(1).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'search-dropdown');
    await input.press('Escape');
    await page.getByTestId('global-search-panel').waitFor({ state: 'hidden' });

    await input.fill('zzqxwv');
    await page.getByTestId('global-search-empty').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('global-search-empty').textContent()).toBe(MSG.noDataForCriteria);
  });

  it("opens 'View More', switches tabs and loads a second page when scrolling", async () => {
    const input = page.getByTestId('global-search-input');
    await input.fill('in');
    await page.getByTestId('global-search-view-more').click({ timeout: 15_000 });
    await page.waitForURL('**/eng/searchDetailed?text=in**');
    expect(await page.getByTestId('search-results-title').textContent()).toBe('Search Results for in');
    const links = page.getByTestId('search-result-link');
    await links.first().waitFor({ timeout: 15_000 });
    const total = Number((await page.getByTestId('search-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(100);
    expect(await links.count()).toBe(100);
    // scroll to the tenth-from-last result: the next page is appended
    await links.nth(92).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="search-result-link"]').length > 100,
      null,
      {
        timeout: 15_000,
      },
    );
    expect(await links.count()).toBe(Math.min(200, total));
    await page.evaluate(() => window.scrollTo(0, 0));
    // the page holds 200 results: keep the first screen
    await page.screenshot({ path: path.join(resultsDir, 'search-results.png') });

    await page.getByTestId('search-tab-active').click();
    await page.getByTestId('search-total').waitFor();
    // the list is replaced once the tab's first page arrives: wait for its status chips
    const chips = page.getByTestId('search-results-list').locator('.MuiChip-label');
    await chips.first().waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => [...new Set(await chips.allTextContents())].join(), { timeout: 15_000 })
      .toBe('Active');

    await page.getByTestId('search-tab-offices').click();
    await page.getByText(/Total Records: \d+/).waitFor({ timeout: 15_000 });

    // a result opens its page
    await page.getByTestId('search-tab-all').click();
    const first = links.first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/eng\/(listing|agent|office|salesTeam)\/\d+$|^\/eng\/applications$/);
  });
});

describe('advanced search and saved searches', () => {
  it('builds a search with a date preset and a price range, saves it as default, reloads it and exports it', async () => {
    await page.goto('/eng/advancedsearch');
    const add = page.getByPlaceholder('Add a criterion');
    await add.waitFor({ timeout: 15_000 });
    await add.click();
    await add.fill('Listing Date');
    await page.getByRole('option', { name: 'Listing Date', exact: true }).click();
    const dateRow = page.getByTestId('criterion-listingDate');
    await dateRow.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Last Quarter' }).click();

    await add.click();
    await add.fill('Current Price');
    await page.getByRole('option', { name: 'Current Price', exact: true }).click();
    await page.getByLabel('Current Price minimum').fill('1000000');
    await page.getByLabel('Current Price maximum').fill('30000000');

    await page.getByTestId('run-search').click();
    // each result row opens its listing from the first column
    const rows = page.getByRole('table', { name: 'Advanced search results' }).getByRole('link');
    await rows.first().waitFor({ timeout: 15_000 });
    expect(await rows.count()).toBeGreaterThan(0);

    await page.getByTestId('save-search').click();
    await page.getByTestId('save-search-name').fill('Last quarter, 1M to 30M');
    await page.getByLabel('Open this search by default').check();
    await page.getByTestId('save-search-confirm').click();
    await page.getByText(MSG.searchSaved).waitFor({ timeout: 15_000 });

    await page.reload();
    await page.getByTestId('criterion-listingDate').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('criterion-listingDate').getByRole('combobox').textContent()).toBe(
      'Last Quarter',
    );
    expect(await page.getByLabel('Current Price minimum').inputValue()).toBe('1000000');
    await rows.first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('Last quarter, 1M to 30M (default)').count()).toBe(1);
    await screenshot(page, 'advanced-search');

    await page.getByTestId('export-search').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^advanced-search-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Listing Number');
    const heading = await page.getByRole('heading', { name: /^Results \(/ }).textContent();
    expect(lines.length - 1).toBe(Number(heading!.replace(/\D/g, '')));

    await page.getByTestId('export-search').click();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-xlsx').click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(fs.statSync((await xlsx.path())!).size).toBeGreaterThan(1000);
  });

  it('asks before deleting a saved search, with its name', async () => {
    await page.getByLabel('Delete saved search').click();
    await page.getByText(MSG.confirmDeleteSearch('Last quarter, 1M to 30M')).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Last quarter, 1M to 30M (default)').waitFor({ state: 'detached', timeout: 15_000 });
  });
});
