import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type ListingSyndicationView } from '@atrium/domain';
import { fitsWidth, launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall, apiResponse } from './support/api-call';

/**
 * Syndication, as an administrator sets it: from a demo listing's Manage menu to its syndication
 * page, a consumer the listing does not qualify for shown blocked with what is missing, the
 * send-only option clearing the consumers ticked, two consumers saved and kept after a reload.
 * The page is shot at 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'syndication'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2 A/AA violations axe-core finds on the page as it is. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { html: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')}`);
  });
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(resultsDir, 'syndication', `${name}.png`), fullPage: true });

/**
 * A demo listing that qualifies for at least two consumers and misses something another needs
 * that an edit section fixes (photos, price...), with nothing chosen.
 */
async function mixedListing(page: Page): Promise<ListingSyndicationView> {
  for (let id = 1; id < 200; id++) {
    const res = await apiResponse<ListingSyndicationView>(page, 'GET', `ListingSyndication/${id}`);
    if (res.status !== 200) continue;
    const v = res.body;
    const met = v.dataConsumers.filter((c) => c.meetsRequirements).length;
    const fixable = v.dataConsumers.some((c) => c.unmet.some((u) => u.section));
    if (met >= 2 && fixable) {
      return apiCall<ListingSyndicationView>(page, 'POST', 'ListingSyndication', {
        listingId: v.id,
        listingNumber: v.listingNumber,
        sendToSirOnly: false,
        dataConsumerInfos: [],
      });
    }
  }
  throw new Error('no demo listing qualifies for some consumers and not others');
}

describe('syndication', () => {
  it('selects consumers, shows a blocked one with its reason, saves and keeps the choice', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const listing = await mixedListing(page);
    const [first, second] = listing.dataConsumers.filter((c) => c.meetsRequirements);
    const blocked = listing.dataConsumers.find((c) => c.unmet.some((u) => u.section))!;
    const fix = blocked.unmet.find((u) => u.section)!;

    await page.goto(`/eng/listing/${listing.id}`);
    await page.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('menuitem', { name: 'Syndication' }).click();
    await page.getByRole('heading', { name: 'Where this listing is sent' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`/listingSyndication/${listing.id}`);

    // the consumer the listing does not qualify for: disabled, with what is missing
    const blockedBox = page.getByRole('checkbox', { name: blocked.name, exact: true });
    expect(await blockedBox.isDisabled()).toBe(true);
    const blockedRow = page.getByTestId(`consumer-${blocked.id}`);
    expect(await blockedRow.textContent()).toContain(`Missing: ${blocked.unmet[0]!.text}`);
    // what is missing links to the section of the listing that fixes it
    expect(await blockedRow.getByRole('link', { name: fix.text }).getAttribute('href')).toBe(
      `/eng/listing/${listing.id}?edit=${fix.section}`,
    );

    // two consumers, then send-only clears them, then the two again
    const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
    await box(first!.name).check();
    await box(second!.name).check();
    const sendOnly = page.getByRole('checkbox', { name: /^Send to .+ only/ });
    await sendOnly.check();
    expect(await box(first!.name).isChecked()).toBe(false);
    expect(await box(second!.name).isChecked()).toBe(false);
    await box(first!.name).check();
    expect(await sendOnly.isChecked()).toBe(false);
    await page.getByTestId('listing-flags').getByText('Sent to partner sites').waitFor();
    await box(second!.name).check();
    await shot(page, 'syndication-1280');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.syndicationSaved);

    await page.reload();
    await page.getByRole('heading', { name: 'Where this listing is sent' }).waitFor({ timeout: 30_000 });
    expect(await box(first!.name).isChecked()).toBe(true);
    expect(await box(second!.name).isChecked()).toBe(true);
    expect(await sendOnly.isChecked()).toBe(false);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Where this listing is sent' }).scrollIntoViewIfNeeded();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await shot(page, 'syndication-390');
    expect(await axeViolations(page)).toEqual([]);

    // without a listing: where to find one
    await page.goto('/listingSyndication');
    await page.getByRole('link', { name: 'Go to listings' }).waitFor();
    await shot(page, 'syndication-no-listing-390');
    await context.close();
  }, 90_000);
});
