import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG, type PropertyMarketingList } from '@atrium/domain';
import { launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall, apiResponse } from './support/api-call';

/**
 * An advertisement with costs gets its tear sheet (a PDF) from the item dialog: the list shows
 * VIEW for its PDF url and TEAR SHEET for the file; the listing marketing page and the marketing
 * of all listings show it at a glance; the file is removed again. Shot at 1280 and 390 px.
 */
let browser: Browser;
const dir = path.join(resultsDir, 'marketing-files');
beforeAll(async () => {
  fs.mkdirSync(dir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function settle(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
}

async function shoot(page: Page, name: string, clip?: Locator) {
  await settle(page);
  const box = clip ? await clip.boundingBox() : null;
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    fullPage: true,
    ...(box ? { clip: box } : {}),
  });
}

/** A toast shown while a dialog is open: the modal hides the rest of the page from the accessibility tree. */
const toastBehindDialog = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text }).first().waitFor();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('marketing files and the listing marketing page', () => {
  it('attaches a tear sheet to an advertisement and shows the listing marketing at a glance', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    let listingId = 0;
    for (let id = 1; id <= 30 && !listingId; id++)
      if ((await apiResponse(page, 'GET', `listing/${id}/marketinglist`)).status === 200) listingId = id;
    expect(listingId).toBeGreaterThan(0);

    await page.goto(`/eng/listing/${listingId}?edit=propertyMarketing`);
    const section = page.locator('#section-PropertyMarketing');
    const add = section.getByRole('button', { name: 'Add Marketing' });
    await add.waitFor({ timeout: 20_000 });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add Marketing' });
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Advertisement', exact: true }).click();
    const publication = `Hamptons Cottages & Gardens ${Date.now().toString(36)}`;
    await dialog.getByLabel('Issue Date', { exact: true }).fill('10/01/2026');
    await dialog.getByLabel('Publication', { exact: true }).fill(publication);
    await dialog.getByLabel('Url', { exact: true }).fill('example.com/hcg-ad.pdf');
    await dialog.getByLabel('Invoice Number', { exact: true }).fill('INV-7781');
    await dialog.getByLabel('Vendor', { exact: true }).fill('Hamptons Media');
    await dialog.getByLabel('Actual Cost', { exact: true }).fill('4500.50');
    await dialog.getByLabel('Agent Cost', { exact: true }).fill('1500');
    await dialog.getByLabel('Office Cost', { exact: true }).fill('3000.50');
    await dialog.getByLabel('CIT').check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, MSG.marketingCreated);

    const past = section.getByRole('table', { name: 'Past marketing' });
    const row = past.getByRole('row').filter({ hasText: publication });
    await row.waitFor();
    await row.getByText('$4,500.50').waitFor();

    // the tear sheet is attached from the item's dialog, checked by its content on the server
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Marketing' });
    await expect.poll(() => edit.getByLabel('Vendor', { exact: true }).inputValue()).toBe('Hamptons Media');
    const upload = edit.getByRole('button', { name: 'Upload File' });
    await expect.poll(() => upload.isEnabled()).toBe(true);
    await edit.getByTestId('marketing-file-input').setInputFiles({
      name: 'HCG Tear Sheet.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await toastBehindDialog(page, MSG.marketingFileUploaded);
    await edit.getByRole('link', { name: 'hcg tear sheet.pdf' }).waitFor();
    await edit.getByRole('button', { name: 'Replace File' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await edit.getByRole('button', { name: 'Replace File' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, 'marketing-dialog-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await edit.getByRole('button', { name: 'Cancel' }).click();

    const tearSheet = row.getByRole('link', { name: 'TEAR SHEET' });
    await tearSheet.waitFor();
    expect(await row.getByRole('link', { name: 'VIEW' }).getAttribute('href')).toBe(
      'http://example.com/hcg-ad.pdf',
    );
    const href = await tearSheet.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const served = await apiResponse(page, 'GET', href!.replace(/^\/api\//, ''));
    expect(served.status).toBe(200);
    await shoot(page, 'property-marketing-tear-sheet-desktop', section);
    await page.setViewportSize({ width: 390, height: 844 });
    await section.getByText(publication).waitFor();
    // the text is in the wide table too: the phone's layout is waited for, not assumed drawn
    await expect.poll(() => noSidewaysScroll(page), { timeout: 10_000 }).toBeLessThanOrEqual(0);
    await shoot(page, 'property-marketing-tear-sheet-phone', section);

    // the listing's marketing at a glance, with its links
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/listing/${listingId}/marketing`);
    await page.getByText('Listing Marketing').first().waitFor({ timeout: 20_000 });
    await page
      .getByText(/^Advertisement \d+$/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Property Marketing' }).getAttribute('href')).toBe(
      `/eng/listing/${listingId}?edit=propertyMarketing`,
    );
    expect(await page.getByRole('link', { name: 'Report Builder' }).getAttribute('href')).toBe(
      `/reportBuilder/${listingId}`,
    );
    await shoot(page, 'listing-marketing-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'listing-marketing-phone');

    // every listing's marketing: the listing is listed, a phone shows cards
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/eng/marketing');
    const table = page.getByRole('table', { name: 'Listing marketing' });
    await table.waitFor({ timeout: 20_000 });
    await table.getByRole('link', { name: 'Property Marketing' }).first().waitFor();
    expect(await table.locator(`a[href="/eng/listing/${listingId}?edit=propertyMarketing"]`).count()).toBe(1);
    await shoot(page, 'marketing-listings-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator(`a[href="/listing/${listingId}/marketing"]`).first().waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'marketing-listings-phone');

    // the tear sheet is removed after a confirmation, then the item
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/eng/listing/${listingId}?edit=propertyMarketing`);
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await edit.getByRole('button', { name: 'Delete File' }).click();
    await page
      .getByRole('dialog', { name: 'Delete tear sheet' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toastBehindDialog(page, MSG.marketingFileRemoved);
    await edit.getByRole('button', { name: 'Upload File' }).waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => row.getByRole('link', { name: 'TEAR SHEET' }).count()).toBe(0);
    expect((await apiResponse(page, 'GET', href!.replace(/^\/api\//, ''))).status).toBe(404);

    const items = await apiCall<PropertyMarketingList>(page, 'GET', `listing/${listingId}/marketinglist`);
    const item = items.pastMarketings.find((i) => i.description === publication)!;
    expect(item).toMatchObject({ vendor: 'Hamptons Media', actualCost: 4500.5, cit: true, isFile: false });
    expect((await apiResponse(page, 'DELETE', `listing/${listingId}/marketing/${item.id}`)).status).toBe(204);
    await context.close();
  });
});
