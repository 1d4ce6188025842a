import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function openListings(page: Page, path = '/eng/listings') {
  await page.goto(path);
  await table(page).waitFor();
  await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
}
async function rowCount(page: Page) {
  await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
  return bodyRows(page).count();
}
const priceOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));

describe('listing lists', () => {
  it('lets an administrator switch tabs, load more, sort and filter', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    await openListings(page);
    expect(await rowCount(page)).toBe(20);
    // counts on the tabs
    const activeTab = page.getByRole('tab', { name: /^Active/ });
    await expect.poll(async () => priceOf((await activeTab.textContent()) ?? '')).toBeGreaterThan(20);

    // sold tab: status filter, default sort by closed date
    await page.getByRole('tab', { name: /^Sold/ }).click();
    await page.waitForURL(/tab=4/);
    await expect.poll(async () => (await bodyRows(page).first().textContent()) ?? '').toContain('Sold');
    await expect.poll(() => page.getByRole('button', { name: /Sort: Closed Date/ }).count()).toBe(1);

    // paging accumulates
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => bodyRows(page).count()).toBe(40);
    expect(await page.getByText(/Showing 40 of/).count()).toBe(1);

    // a select-sale toggle with the 'lastUpdated' sort moves the row to the top
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menuitem', { name: /^Last Updated/ }).click();
    await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
    const third = bodyRows(page).nth(2);
    const href = await third.locator('a').first().getAttribute('href');
    const mapSwitch = third.locator('input[type=checkbox]').nth(3);
    const wasOn = await mapSwitch.isChecked();
    await mapSwitch.click();
    await expect.poll(() => bodyRows(page).first().locator('a').first().getAttribute('href')).toBe(href);
    expect(await bodyRows(page).first().locator('input[type=checkbox]').nth(3).isChecked()).toBe(!wasOn);

    // sort by price (descending)
    await page.getByRole('tab', { name: /^Active/ }).click();
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menuitem', { name: /^Price/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /Sort: Price/ }).count()).toBe(1);
    await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
    await expect
      .poll(async () => {
        const prices = await bodyRows(page).locator('td:nth-child(3) p').allTextContents();
        return prices.length > 2 && prices.map(priceOf).every((p, i, all) => i === 0 || all[i - 1] >= p);
      })
      .toBe(true);

    // quick filter: only incomplete listings remain
    await page.getByRole('button', { name: 'Data incomplete' }).click();
    await expect
      .poll(async () => [
        await table(page).getByRole('img', { name: 'Data complete', exact: true }).count(),
        (await table(page).getByRole('img', { name: 'Data incomplete', exact: true }).count()) > 0,
      ])
      .toEqual([0, true]);
    await page.getByRole('button', { name: 'Data incomplete' }).click();

    // the row actions
    await bodyRows(page).first().getByRole('button', { name: 'Reports' }).click();
    expect(await page.getByRole('menuitem', { name: 'Advertising Summary' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await bodyRows(page).first().getByRole('button', { name: 'Manage' }).click();
    expect(await page.getByRole('menuitem', { name: 'Listing Details' }).count()).toBe(1);
    await page.keyboard.press('Escape');

    expect(await page.getByRole('button', { name: 'New listing' }).count()).toBe(1);
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(300);
    await screenshot(page, 'listings-admin');
    await context.close();
  });

  it('fits a laptop and a phone: a table at 1280 px, cards at 390 px, no sideways scroll', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width, height: 900 });
      await signIn(page, 'staff@meridian.example', { to: '/eng/listings' });
      const list =
        width > 600
          ? page.getByRole('table', { name: /^Listings/ })
          : page.getByRole('list', { name: /^Listings/ });
      await list.getByRole('link').first().waitFor({ timeout: 30_000 });
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      await screenshot(page, `listings-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  });

  it('shows an agent his own listings by default', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'agent@meridian.example', { to: null });
    await openListings(page);
    const mine = page.getByRole('button', { name: 'My listings' });
    expect(await mine.getAttribute('aria-pressed')).toBe('true');
    expect(await rowCount(page)).toBeGreaterThan(0);
    // agents have no Listing Creation
    expect(await page.getByRole('button', { name: 'New listing' }).count()).toBe(0);
    const office = await page.getByRole('tab', { name: /^Active/ }).textContent();
    await page.getByRole('button', { name: 'My office' }).click();
    await expect.poll(async () => page.getByRole('tab', { name: /^Active/ }).textContent()).not.toBe(office);
    await page.getByRole('button', { name: 'My listings' }).click();
    await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(600);
    await screenshot(page, 'listings-agent');

    // private listings: the three tabs; the market tab of an agent of office 1
    await openListings(page, '/eng/privatelistings');
    for (const name of [/^My Private Listings/, /^National Private/, /^All Private/])
      expect(await page.getByRole('tab', { name }).count()).toBe(1);
    await page.getByRole('tab', { name: /^National Private/ }).click();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
    await page.goto('/eng/privatelistings?tab=101');
    await table(page).waitFor();
    await rowCount(page);
    const shown =
      (await page.getByText(MSG.noPrivateListings).count()) +
      (await bodyRows(page).getByRole('link').count());
    expect(shown).toBeGreaterThan(0);
    await screenshot(page, 'private-listings-agent');
    await context.close();
  });

  it('creates a listing as staff and opens it', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'staff@meridian.example', { to: null });
    await openListings(page);
    await page.getByRole('button', { name: 'New listing' }).click();
    // the dialog's code loads on demand: the form is there once it has
    await page.getByRole('dialog', { name: 'New listing' }).waitFor();
    await page.waitForTimeout(300); // the dialog's entrance
    await screenshot(page, 'new-listing-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, 'new-listing-dialog-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Title (optional)').fill('Garden Pavilion Residence');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/eng\/listing\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBeGreaterThan(5000);
    await openListings(page, '/eng/listings?tab=8');
    await expect
      .poll(async () => (await bodyRows(page).first().textContent()) ?? '')
      .toContain('Garden Pavilion Residence');
    await context.close();
  });
});
