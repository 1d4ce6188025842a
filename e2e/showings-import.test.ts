import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type Showing } from '@atrium/domain';
import { launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = async (page: Page, name: string) => {
  const dir = path.join(resultsDir, 'showings-import');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

/** A listing the admin may edit that has an MLS number and no showings yet. */
async function listingWithMls(page: Page): Promise<{ id: number; mls: string }> {
  for (let id = 60; id < 400; id++) {
    const d = await apiCall<{ mlsNumber: string | null }>(page, 'GET', `listing/${id}/details`).catch(
      () => null,
    );
    if (!d?.mlsNumber) continue;
    if ((await apiCall<Showing[]>(page, 'GET', `listing/${id}/showings`)).length === 0)
      return { id, mls: d.mlsNumber };
  }
  throw new Error('no listing with an MLS number and no showings found');
}

describe('showings import', () => {
  it('uploads a CSV, shows the result, and the showing appears in the listing', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const { id, mls } = await listingWithMls(page);
    const csv = [
      'MLS Number,Date,Buyer,Buyer Agents,Count,Notes,Feedback',
      `${mls},12/08/2026,Imported Buyer,Ivy Agent,2,From the import,Asked about taxes`,
      `NOT-A-LISTING-1,12/08/2026,Nobody,,,,`,
      `${mls},not a date,Bad Row,,,,`,
    ].join('\r\n');

    await page.goto('/showingsUpload');
    await page.getByRole('heading', { level: 1, name: 'Showings Import' }).waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: 'MLS Number' }).waitFor();
    const choose = page.getByRole('button', { name: 'Choose file' });
    await choose.waitFor();
    expect(await choose.isEnabled()).toBe(true);
    // the template downloads as a CSV
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('showings-template.csv');

    await page.getByLabel('Choose a showings file').setInputFiles({
      name: 'showings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await toast(page, MSG.showingsImported(1, 0, 2));
    const result = page.locator('section[aria-labelledby="showings-result-heading"]');
    await result.waitFor();
    expect(await result.getByTestId('import-rows').textContent()).toBe('3');
    expect(await result.getByTestId('import-added').textContent()).toBe('1');
    expect(await result.getByTestId('import-skipped').textContent()).toBe('2');
    await result.getByText('NOT-A-LISTING-1', { exact: true }).waitFor();
    await result
      .getByText(MSG.showingsImportRow(3, MSG.showingsImportUnknownMls('NOT-A-LISTING-1')))
      .waitFor();
    await result.getByText(MSG.showingsImportRow(4, MSG.invalidDate('Showing date'))).waitFor();
    await shot(page, 'result-1280');

    // a file that is not CSV or XLSX is refused with the server's sentence
    await page.getByLabel('Choose a showings file').setInputFiles({
      name: 'photo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: `photo.csv: ${MSG.showingsFileFormat}` })
      .waitFor();
    await shot(page, 'refused-1280');

    // on a phone: the same page without sideways scroll
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Choose a showings file').setInputFiles({
      name: 'showings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // the same file again updates the row it added
    await toast(page, MSG.showingsImported(0, 1, 2));
    await result.getByTestId('import-updated').filter({ hasText: '1' }).waitFor();
    await shot(page, 'result-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const stored = await apiCall<Showing[]>(page, 'GET', `listing/${id}/showings`);
    expect(stored.map((s) => [s.showingDate, s.buyer, s.count, s.feedback])).toEqual([
      ['2026-12-08', 'Imported Buyer', 2, 'Asked about taxes'],
    ]);

    // the listing's Showings section shows it
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/eng/listing/${id}?edit=Showings`);
    await page.getByRole('heading', { level: 2, name: 'Showings' }).waitFor({ timeout: 30_000 });
    const showings = page.locator('#section-Showings');
    const row = showings.getByRole('row').filter({ hasText: 'Imported Buyer' });
    await row.getByText('12/08/2026').waitFor();
    await row.getByText('Ivy Agent').waitFor();
    await showings.screenshot({
      path: path.join(resultsDir, 'showings-import', 'listing-showings-1280.png'),
    });

    // clean up, so that the data set stays as it was for other journeys
    await apiCall(page, 'DELETE', `Showing/${stored[0].id}`);
    await context.close();
  }, 180_000);
});
