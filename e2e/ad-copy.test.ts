import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type ListingAdCopies } from '@atrium/domain';
import { launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

/**
 * Ad copy with AI drafting, as an administrator does it on a demo listing: the sandbox draft from
 * the listing's facts, the proofread dialog, a phrase about people typed and marked, removed,
 * then saved. The form is shot at 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'ad-copy'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(resultsDir, 'ad-copy', `${name}.png`) });

/** A demo listing with bedrooms and a city and no ad copy yet. */
async function demoListing(page: Page) {
  const { results } = await apiCall<{ results: Array<{ id: number }> }>(page, 'POST', 'listing/search', {
    itemsPerPage: 50,
  });
  for (const { id } of results) {
    const details = await apiCall<{ bedrooms: number | null; city: string | null }>(
      page,
      'GET',
      `listing/${id}/details`,
    );
    const ads = await apiCall<ListingAdCopies>(page, 'GET', `listing/${id}/adcopy`);
    if (details.bedrooms && details.city && !ads.adCopies.length) return { id, ...details };
  }
  throw new Error('no demo listing without ad copy');
}

const FLAGGED = ' Perfect for families.';

describe('ad copy', () => {
  let listingId: number;

  it('drafts with AI, marks a phrase about people, and saves once it is gone', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const listing = await demoListing(page);
    listingId = listing.id;
    await page.goto(`/eng/listing/${listing.id}?edit=AdCopy`);
    await page.getByRole('tab', { name: 'INTERNET AD COPY' }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'PRINT AD COPY' }).waitFor();

    await page.getByRole('button', { name: 'Generate Ad Copy using AI' }).click();
    const dialog = page.getByRole('dialog', { name: MSG.adCopyProofreadTitle });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByText(MSG.adCopyProofread).waitFor();
    await dialog.getByRole('button', { name: 'I will proofread it' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByTestId('ai-draft-label').getByText('Sandbox draft').waitFor();
    const editor = page.getByTestId('ad-copy-editor');
    await expect.poll(() => editor.textContent()).toContain(`${listing.bedrooms}-bedroom`);
    expect(await editor.textContent()).toContain(listing.city!);
    // the button shows only while the first body is empty
    expect(await page.getByRole('button', { name: 'Generate Ad Copy using AI' }).count()).toBe(0);

    // a phrase about people, typed by a person, is marked in its sentence before saving
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(FLAGGED);
    const notice = page.getByTestId('fair-housing');
    await notice.locator('mark', { hasText: 'Perfect for families' }).waitFor();
    await notice.scrollIntoViewIfNeeded();
    await shot(page, 'ad-copy-flagged-1280');

    for (let i = 0; i < FLAGGED.length; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => notice.count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.adCopySaved);
    // the read view names who approved the AI draft
    const provenance = page.getByText(/AI draft requested by .* · approved by/);
    await provenance.waitFor({ timeout: 20_000 });
    await provenance.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(page, 'ad-copy-saved-1280');

    const saved = await apiCall<ListingAdCopies>(page, 'GET', `listing/${listing.id}/adcopy`);
    expect(saved.adCopies).toHaveLength(1);
    expect(saved.adCopies[0]!.aiAdcopy).toBe(true);
    expect(saved.adCopies[0]!.approvedBy).not.toBeNull();
    expect(saved.adCopies[0]!.body).not.toContain('families');
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'admin@meridian.example', { to: `/eng/listing/${listingId}?edit=AdCopy` });
    await page.getByRole('tab', { name: 'INTERNET AD COPY' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('ad-copy-editor').waitFor();
    await page.getByRole('textbox', { name: 'TITLE', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'ad-copy-390');
    // the fair-housing notice on a phone (not saved)
    await page.getByTestId('ad-copy-editor').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Adults only, walking distance to church.');
    const notice = page.getByTestId('fair-housing');
    await notice.locator('mark', { hasText: 'walking distance to church' }).waitFor();
    await notice.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(page, 'ad-copy-flagged-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
