import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}
async function openListing(page: Page, id: number, edit?: string) {
  await page.goto(`/eng/listing/${id}${edit ? `?edit=${edit}` : ''}`);
  await page.getByRole('heading', { level: 2, name: 'Listing Details' }).waitFor({ timeout: 30_000 });
}

describe('the listing page', () => {
  let listingId: number;

  it('lets staff complete a draft until it can be made active', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'staff@meridian.example', { to: null });
    ({ id: listingId } = await apiCall<{ id: number }>(page, 'POST', 'listing/create', {
      title: 'Harbor House on the Sound',
    }));
    await openListing(page, listingId, 'ListingDetails');

    // details and the primary owner; the zip rule on blur first
    await fill(page, 'Zip', '1058');
    await page.getByLabel('Address', { exact: true }).click();
    await expect.poll(() => page.getByText(MSG.invalidShort, { exact: true }).count()).toBe(1);
    await fill(page, 'Address', '14 Shore Road');
    await fill(page, 'City', 'Rye');
    await choose(page, 'State', 'New York');
    await fill(page, 'Zip', '10580');
    await choose(page, 'Property type', 'Single Family');
    await fill(page, 'Primary owner first name', 'Eleanor');
    await fill(page, 'Primary owner last name', 'Whitcombe');
    await page.getByRole('tab', { name: 'Interior' }).click();
    await fill(page, 'Bedrooms', '5');
    await fill(page, 'Full baths', '4');
    await fill(page, 'Interior size (sq. ft.)', '4,850');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.listingDetailsSaved);

    // the next form opens (the page notes it in ?edit=); then Prices
    await page.waitForURL(
      (url) => Boolean(url.searchParams.get('edit')) && url.searchParams.get('edit') !== 'ListingDetails',
    );
    await openListing(page, listingId, 'prices');
    await page.getByLabel('Initial price', { exact: true }).waitFor();
    await fill(page, 'Initial price', '$4,950,000');
    await fill(page, 'Current price', '4,750,000');
    await fill(page, 'Listing commission', '120');
    await page.getByLabel('Buyer commission', { exact: true }).click();
    await expect.poll(() => page.getByText(MSG.listingCommissionMax).count()).toBeGreaterThan(0);
    await fill(page, 'Listing commission', '5');
    await fill(page, 'Buyer commission', '2.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.listingPricesSaved);

    // then Dates (the next form after Prices)
    await page.getByLabel('Listing date', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('edit')).toBe('Dates');
    const now = new Date();
    const us = (d: Date) => `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
    await fill(page, 'Listing date', us(now));
    await fill(page, 'Expiration date', us(new Date(now.getTime() + 180 * 86_400_000)));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.listingDatesSaved);

    // now it can be made active
    await page.getByRole('button', { name: 'Edit Listing Details' }).click();
    await choose(page, 'Status', 'Active');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.listingDetailsSaved);
    await expect
      .poll(() => page.getByTestId('listing-status').textContent(), { timeout: 15_000 })
      .toBe('Active');
    // the page in read mode, as a person lands on it
    await openListing(page, listingId);
    await expect.poll(() => page.getByTestId('listing-status').textContent()).toBe('Active');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'listing-page');
    const saved = await apiCall<Record<string, unknown>>(page, 'GET', `listing/${listingId}/details`);
    expect(saved).toMatchObject({
      listingStatusId: 1,
      zip: '10580',
      bedrooms: 5,
      interiorSize: 4850,
      currentPrice: 4750000,
      listingCommission: 5,
    });
    await context.close();
  });

  it('fits a laptop and a phone without sideways scroll', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width, height: 900 });
      await signIn(page, 'staff@meridian.example', { to: null });
      await openListing(page, listingId);
      // the history is read when it comes near the window; sections above it that draw late
      // can push it away again, so scroll to it as a person would until it shows
      const history = page
        .getByRole('table', { name: 'Change history' })
        .or(page.getByRole('list', { name: 'Change history' }));
      await expect
        .poll(
          async () => {
            await page.locator('#section-History').scrollIntoViewIfNeeded();
            return history.isVisible();
          },
          { timeout: 30_000, intervals: [500] },
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `listing-page-${width}`);
      await openListing(page, listingId, 'prices');
      await page.getByLabel('Initial price', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `listing-page-prices-${width}`);
      await context.close();
    }
  });

  it('refuses a pending status without a contract date with the catalogue message', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    await openListing(page, listingId, 'ListingDetails');
    await choose(page, 'Status', 'Pending');
    await toast(page, MSG.pendingNeedsContractDate);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText(MSG.pendingNeedsContractDate).count()).toBeGreaterThan(0);
    const after = await apiCall<{ listingStatusId: number }>(page, 'GET', `listing/${listingId}/details`);
    expect(after.listingStatusId).toBe(1);
    await context.close();
  });

  it("edits a rental's terms", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'staff@meridian.example', { to: null });
    const { id } = await apiCall<{ id: number }>(page, 'POST', 'listing/create', {
      title: 'Garden Flat',
      listingType: 'Rental',
    });
    await openListing(page, id, 'prices');
    const terms = page.getByTestId('rental-terms');
    await terms.waitFor();
    await fill(page, 'Initial price', '12,500');
    await fill(page, 'Current price', '12,000');
    await fill(page, 'Monthly price', '$12,000');
    await fill(page, 'Annual price', '0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // the blur saves and Save report prices or, when only terms changed, rental prices
    await toast(page, new RegExp(`${MSG.listingPricesSaved}|${MSG.rentalPricesSaved}`));
    const periods = await apiCall<Array<{ name: string; price: number | null }>>(
      page,
      'GET',
      `listing/rentalperiods/${id}`,
    );
    expect(periods.filter((p) => p.price != null)).toEqual([
      expect.objectContaining({ name: 'Monthly', price: 12000 }),
    ]);
    // the header gives a rental's price with its period
    await openListing(page, id);
    await page.getByText('$12,000/mo', { exact: true }).first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('shows what the server stored right after a save: publishing a complete listing says Published at once', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    const found = await apiCall<{ results: Array<{ id: number; isValid: boolean }> }>(
      page,
      'POST',
      'listing/search',
      { tab: 1, criteria: { quickFilters: ['notPublished'] }, itemsPerPage: 100 },
    );
    const candidates = found.results.filter((r) => r.isValid).map((r) => r.id);
    let id: number | undefined;
    for (const c of candidates) {
      const d = await apiCall<{ isCommercial: boolean }>(page, 'GET', `listing/${c}/details`);
      if (!d.isCommercial) {
        id = c;
        break;
      }
    }
    expect(id, 'a complete, unpublished, non-commercial active listing').toBeDefined();
    await openListing(page, id!);
    const chip = page.getByText('Not published', { exact: true });
    await chip.waitFor();
    await page.getByRole('switch', { name: 'Publish' }).click();
    await toast(page, MSG.updatedSuccessfully);
    // well before the spec's 5-second refresh
    await chip.waitFor({ state: 'detached', timeout: 2_500 });
    expect(await page.getByText('Published', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'listing-published-at-once');
    await context.close();
  });
});
