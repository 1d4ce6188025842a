import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG, type ListingViewsOnWeb } from '@atrium/domain';
import { fitsWidth, launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiResponse } from './support/api-call';

/**
 * Views on web in the Property Marketing section: the graph says 'No Data Available.' for a
 * listing without views; a visit of the public showcase page appears as the read-only showcase
 * site; a site is added (Add waits for its fields and a free name), shown in the graph, edited in
 * place and deleted; the range buttons switch the graph. Shot at 1280 and 390 px.
 */
let browser: Browser;
const shots = path.join(resultsDir, 'views-on-web');
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, block: Locator, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // no toast over the block, and the clip measured from the top of the page (no sticky bar over it)
  const toasts = page.locator('.MuiSnackbar-root');
  const close = toasts.getByRole('button', { name: 'Close' });
  if (await close.count()) await close.first().click();
  await expect.poll(() => toasts.count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  // the chart draws its bars with a short animation
  await page.waitForTimeout(800);
  const box = await block.boundingBox();
  if (!box) throw new Error('The block is not shown');
  const clip = { x: Math.max(0, box.x - 8), y: box.y - 8, width: box.width + 16, height: box.height + 16 };
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, clip });
}

describe('views on web', () => {
  it('counts the showcase page, adds a site, draws it in the graph and switches the range', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    // a listing whose showcase page is public and which has no views on web yet
    let listingId = 0;
    for (let id = 1; id <= 60 && !listingId; id++) {
      const views = await apiResponse<ListingViewsOnWeb>(page, 'GET', `listing/${id}/viewsOnWeb`);
      if (views.status !== 200 || views.body.sites.length) continue;
      if ((await page.request.head(`/site/${id}`)).status() === 200) listingId = id;
    }
    expect(listingId).toBeGreaterThan(0);

    await page.goto(`/eng/listing/${listingId}?edit=propertyMarketing`);
    const block = page.locator('#section-PropertyMarketing').getByRole('region', { name: 'Views on web' });
    await block.waitFor({ timeout: 20_000 });
    await block.getByText(MSG.noGraphData).waitFor();
    const ranges = block.getByRole('group', { name: 'Graph range' });
    expect(await ranges.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // a person's visit of the public page (HEAD requests were not counted)
    const visitor = await context.newPage();
    expect((await visitor.goto(`/site/${listingId}`))?.status()).toBe(200);
    await visitor.close();
    await expect
      .poll(
        async () =>
          (await apiResponse<ListingViewsOnWeb>(page, 'GET', `listing/${listingId}/viewsOnWeb`)).body.counts
            .totalViews,
      )
      .toBe(1);
    await page.reload();
    await block.waitFor({ timeout: 20_000 });
    const showcase = block.getByRole('row').filter({ hasText: 'Counted by its showcase page' });
    await showcase.waitFor();
    const showcaseName = (await showcase.getByRole('link').textContent())!.trim();
    // the showcase site is counted by its page: nothing to edit or delete
    expect(await showcase.getByRole('button', { name: 'Edit site' }).count()).toBe(0);
    expect(await showcase.getByRole('button', { name: 'Delete site' }).count()).toBe(0);
    await block.getByRole('figure', { name: 'Views per day by site' }).waitFor();
    await block.getByText('1 site · 1 view', { exact: true }).waitFor();

    // add a site: Add waits for the name, the link and at least one view, and a name not taken
    await block.getByRole('button', { name: 'Add site' }).click();
    const form = block.getByRole('form', { name: 'New site' });
    const add = form.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await form.getByLabel('Site Name').fill(showcaseName.toUpperCase());
    await form.getByLabel('Total Views').fill('1');
    await form.getByLabel('Deep Link').fill('zillow.com/homedetails/1');
    await form.getByText(MSG.viewsSiteNameTaken).waitFor();
    expect(await add.isDisabled()).toBe(true);
    const name = `Zillow ${Date.now().toString(36)}`;
    await form.getByLabel('Site Name').fill(name);
    await form.getByLabel('Total Views').fill('0');
    expect(await add.isDisabled()).toBe(true);
    await form.getByLabel('Total Views').fill('46');
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await toast(page, MSG.viewsSiteSaved);
    const row = block.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText('46').waitFor();
    await block.getByText('2 sites · 47 views', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name }).getAttribute('href')).toBe(
      'http://zillow.com/homedetails/1',
    );

    // the graph stacks both sites today, the most viewed band first in the legend
    const figure = block.getByRole('figure', { name: 'Views per day by site' });
    await figure.getByText(name).waitFor();
    await figure.getByText(showcaseName).waitFor();
    expect(await figure.locator('svg').count()).toBeGreaterThan(0);
    await shoot(page, block, 'views-on-web-desktop');

    // edit in place, one at a time
    await row.getByRole('button', { name: 'Edit site' }).click();
    const edit = block.getByRole('form', { name: 'Edit site' });
    expect(await block.getByRole('button', { name: 'Add site' }).isDisabled()).toBe(true);
    await edit.getByLabel('Total Views').fill('120');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.viewsSiteSaved);
    await row.getByText('120').waitFor();

    // the ranges: All and the last 30 days show today's views too
    for (const label of ['All', 'Last 30 days', 'Last 7 days']) {
      const button = ranges.getByRole('button', { name: label });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await figure.getByText(name).waitFor();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await figure.getByText(name).waitFor();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await shoot(page, block, 'views-on-web-phone');
    await ranges.getByRole('button', { name: 'Last 30 days' }).click();
    await shoot(page, block, 'views-on-web-phone-30-days');

    // delete with confirmation
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: 'Delete site' }).click();
    await page.getByRole('dialog', { name: 'Delete site' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.viewsSiteDeleted);
    await expect.poll(() => block.getByText(name).count()).toBe(0);
    await context.close();
  });
});
