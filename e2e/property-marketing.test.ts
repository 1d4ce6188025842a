import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import path from 'node:path';
import { MSG } from '@atrium/domain';
import { fitsWidth, launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiResponse } from './support/api-call';

/**
 * Property marketing on the listing page (?edit=propertyMarketing): add an e-mail campaign and
 * see its view and interaction rates in the past list, edit it and delete it; the section is shot
 * at 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shootSection(page: Page, section: Locator, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // the clip is measured from the top of the page
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  const box = await section.boundingBox();
  if (!box) throw new Error('The section is not shown');
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true, clip: box });
}

describe('property marketing', () => {
  it('adds an e-mail campaign, shows its rates, edits and deletes it', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    let listingId = 0;
    for (let id = 1; id <= 30 && !listingId; id++)
      if ((await apiResponse(page, 'GET', `listing/${id}/marketinglist`)).status === 200) listingId = id;
    expect(listingId).toBeGreaterThan(0);
    await page.goto(`/eng/listing/${listingId}?edit=propertyMarketing`);
    const section = page.locator(`#section-PropertyMarketing`);
    const add = section.getByRole('button', { name: 'Add Marketing' });
    await add.waitFor({ timeout: 20_000 });
    await add.click();

    const dialog = page.getByRole('dialog', { name: 'Add Marketing' });
    const submit = dialog.getByRole('button', { name: 'Add', exact: true });
    // Add waits for the required date and name
    expect(await submit.isDisabled()).toBe(true);
    // a new item starts as an Additional Promotion; an e-mail campaign brings its own fields
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Email Campaign' }).click();
    await dialog.getByLabel('Date', { exact: true }).fill('10/15/2026');
    const name = `Autumn buyers mailing ${Date.now().toString(36)}`;
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Audience', { exact: true }).fill('Buyers in Westchester');
    await dialog.getByLabel('Emails Sent', { exact: true }).fill('400');
    await dialog.getByLabel('Views', { exact: true }).fill('100');
    await dialog.getByLabel('Clicks', { exact: true }).fill('9');
    await dialog.getByLabel('Url', { exact: true }).fill('example.com/mailing.pdf');
    expect(await submit.isEnabled()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(resultsDir, 'property-marketing-dialog-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await submit.click();
    await toast(page, MSG.marketingCreated);

    const past = section.getByRole('table', { name: 'Past marketing' });
    const row = past.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText('25.00%').waitFor();
    await row.getByText('2.25%').waitFor();
    expect(await row.getByRole('link', { name: 'VIEW' }).getAttribute('href')).toBe(
      'http://example.com/mailing.pdf',
    );
    // the whole table fits the half-page section, its row actions included
    expect(await row.getByRole('button', { name: /^Actions for/ }).isVisible()).toBe(true);
    const sideways = await past.evaluate((t) => {
      const box = t.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(sideways).toBeLessThanOrEqual(0);
    await shootSection(page, section, 'property-marketing-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await section.getByText(name).waitFor();
    await section.getByText('25.00%').first().waitFor();
    // the page lays itself out again for the narrower window a frame or more after the resize
    await expect.poll(() => fitsWidth(page)).toBe(true);
    // every label of a card has its value: a record with neither views nor clicks (a brochure)
    // has no rate lines
    const bareLabels = await section
      .locator('dd')
      .evaluateAll((values) => values.filter((v) => !v.textContent?.trim()).length);
    expect(bareLabels).toBe(0);
    await shootSection(page, section, 'property-marketing-phone');

    // edit in place: more views, a new rate; then delete with confirmation
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Marketing' });
    await edit.getByLabel('Views', { exact: true }).fill('200');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.emailCampaignSaved);
    await row.getByText('50.00%').waitFor();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete marketing' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, MSG.marketingDeleted);
    await expect.poll(() => past.getByText(name).count()).toBe(0);
    await context.close();
  });
});
