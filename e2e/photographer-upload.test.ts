import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { jpeg } from './support/images';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, resultsDir } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall, apiResponse } from './support/api-call';
import { storedActor } from './support/session';

/**
 * Photographer access end to end: an agent invites photographers to one of their listings
 * through the call the invite dialog makes (the dialog itself is driven in image-manager.test.ts),
 * then the photographer persona signs in at /photographer/login and uploads a 1800x1200 JPEG
 * into an invited listing, and its thumbnail appears.
 */
const AGENT = 'agent@meridian.example';
const PHOTOGRAPHER = { email: 'photographer@meridian.example', password: 'Photo#2026' };
const LAPTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const shotsDir = path.join(resultsDir, 'photographer');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function logIn(page: Page) {
  await page.goto('/photographer/login');
  await page.locator('input[name="email"]').fill(PHOTOGRAPHER.email);
  await page.locator('input[name="password"]').fill(PHOTOGRAPHER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/photographer/upload');
}

/** The section of the upload page for one listing. */
const sectionOf = (page: Page, listingId: number): Locator =>
  page.locator(`section[aria-labelledby="listing-${listingId}-title"]`);

/**
 * Thumbnails load when they come near the screen: brings the listing's photos into view until
 * the thumbnail is shown (it appears once the upload is stored and its small rendition made).
 */
async function showThumbnail(section: Locator, thumbnail: Locator) {
  const photos = section.locator('ul[aria-label="Uploaded photos"]');
  await expect
    .poll(
      async () => {
        if (await photos.count()) await photos.scrollIntoViewIfNeeded();
        return thumbnail.isVisible();
      },
      { timeout: 40_000, interval: 500 },
    )
    .toBe(true);
}

let listingId: number;

describe('photographer invite and upload', () => {
  it("invites photographers to an agent's listing and lists them as invited", async () => {
    const { page, context } = await newPage(browser, LAPTOP);
    await signIn(page, AGENT, { to: null });
    const { agentIds } = await storedActor(page);
    const found = await apiCall<{ results: Array<{ id: number; agents: Array<{ agentId: number }> }> }>(
      page,
      'POST',
      'listing/search',
      { tab: 1, itemsPerPage: 100 },
    );
    // an agent may change (and so invite to) the listings they are an agent of
    const mine = found.results.find((r) => r.agents.some((a) => agentIds.includes(a.agentId)));
    expect(mine, 'an active listing of the agent').toBeDefined();
    listingId = mine!.id;
    const fresh = `e2e.${Date.now().toString(36)}@studio.example`;
    const body = (toAddress: string[]) => ({
      toAddress,
      fromAddress: AGENT,
      fromName: 'Agent',
      message: 'Please photograph the living room and the terrace.',
      listingId,
    });
    const first = await apiCall<string[]>(
      page,
      'POST',
      'photographer/invite',
      body([PHOTOGRAPHER.email, fresh]),
    );
    // the persona may have been invited to this listing by the demo data already
    expect(first.filter((a) => a !== PHOTOGRAPHER.email)).toEqual([]);
    const again = await apiCall<string[]>(page, 'POST', 'photographer/invite', body([fresh.toUpperCase()]));
    expect(again).toEqual([fresh]);
    expect(MSG.invitationAlreadySent(again.join(', '))).toBe(`Invitation is already sent for ${fresh}.`);
    const tooMany = await apiResponse<{ message: string }>(
      page,
      'POST',
      'photographer/invite',
      body(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@studio.example`)),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(MSG.inviteAddressesMax(5));
    const invited = await apiCall<Array<{ email: string }>>(page, 'GET', `image/${listingId}/photographers`);
    expect(invited.map((i) => i.email)).toEqual(expect.arrayContaining([PHOTOGRAPHER.email, fresh]));
    await context.close();
  });

  it('signs the photographer in, uploads a 1800x1200 JPEG and shows its thumbnail', async () => {
    const { page, context } = await newPage(browser, LAPTOP);
    await logIn(page);
    const section = sectionOf(page, listingId);
    await section.waitFor({ timeout: 15_000 });
    // the upload area takes files once the listing's photos are loaded (it knows how many remain)
    await expect
      .poll(() => section.getByRole('button', { name: 'Choose files' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    const before = await section.locator('ul[aria-label="Uploaded photos"] li').count();

    await section.locator('input[type="file"]').setInputFiles({
      name: 'e2e-terrace.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(1800, 1200),
    });
    const thumbnail = section.getByRole('img', { name: 'e2e-terrace.jpg' }).first();
    await showThumbnail(section, thumbnail);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    expect(await section.locator('ul[aria-label="Uploaded photos"] li').count()).toBe(before + 1);

    // a photo below the minimum is refused with the spec's sentence, and nothing is added
    await section.locator('input[type="file"]').setInputFiles({
      name: 'e2e-small.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(1200, 800),
    });
    await section.getByText(`e2e-small.jpg: ${MSG.photoBelowMinimumResolution}`).waitFor({ timeout: 15_000 });
    expect(await section.locator('ul[aria-label="Uploaded photos"] li').count()).toBe(before + 1);
    await shot(page, 'upload-1280');

    const { page: phone, context: small } = await newPage(browser, PHONE);
    await logIn(phone);
    const phoneSection = sectionOf(phone, listingId);
    await phoneSection.waitFor({ timeout: 15_000 });
    await showThumbnail(phoneSection, phoneSection.getByRole('img', { name: 'e2e-terrace.jpg' }).first());
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone, 'upload-390');
    await small.close();
    await context.close();
  });
});
