import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type DesignTemplate, type DesignVaultListing } from '@atrium/domain';
import { fitsWidth, launchBrowser, newPage, resultsDir, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { storedActor } from './support/session';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'design-vault'), { recursive: true });
}, 900_000);
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => screenshot(page, `design-vault/${name}`);
const FLYER = 'Open House Flyer';
const BROCHURE = 'Signature Brochure';

/** A listing of the branch manager's office with a photo and an address, and that office. */
async function listingOfOffice(page: Page) {
  const officeId = (await storedActor(page)).officeIds[0];
  const found = await apiCall<{ results: Array<{ id: number; isInScope: boolean }> }>(
    page,
    'POST',
    'listing/search',
    { officeIds: [officeId], itemsPerPage: 25 },
  );
  for (const r of found.results.filter((x) => x.isInScope)) {
    const l = await apiCall<DesignVaultListing>(page, 'GET', `DesignVault/${r.id}`);
    if (l.photos.length && l.address1 && l.officeId === officeId) return { officeId, listing: l };
  }
  throw new Error(`no listing with a photo in office ${officeId}`);
}

const setFlyer = async (page: Page, officeId: number, flag: boolean) => {
  const templates = await apiCall<DesignTemplate[]>(
    page,
    'GET',
    `designvault/templates?officeId=${officeId}`,
  );
  const flyer = templates.find((t) => t.name === FLYER)!;
  await apiCall(page, 'PUT', `designvault/${officeId}/${flyer.id}/toggleenable/${flag}`);
};

describe('design vault', () => {
  it('the branch manager disables a template, the listing gallery hides it, the slider and the design tool work', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'bm@meridian.example', { to: null });
    const { officeId, listing } = await listingOfOffice(page);
    await setFlyer(page, officeId, true);
    try {
      await page.goto(`/designVault/office-templates/${officeId}`);
      await page.getByRole('heading', { level: 1, name: 'Manage Office Design Vault Templates' }).waitFor();
      const flyerSwitch = page.getByRole('switch', { name: `Enable ${FLYER}` });
      await flyerSwitch.waitFor();
      expect(await flyerSwitch.isChecked()).toBe(true);
      await shot(page, 'office-templates-1280');
      expect(await fitsWidth(page)).toBe(true);
      await flyerSwitch.click();
      await toast(page, MSG.designVaultTemplateDisabled(FLYER));
      expect(await flyerSwitch.isChecked()).toBe(false);
      expect(
        await page
          .getByTestId(/^template-/)
          .filter({ hasText: FLYER })
          .getByText('Disabled')
          .count(),
      ).toBe(1);

      // the listing's gallery no longer offers it
      await page.goto(`/designVault/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: listing.address1! }).waitFor();
      const gallery = page.getByRole('list', { name: 'Design templates' });
      await gallery.getByText(BROCHURE).waitFor();
      expect(await gallery.getByText(FLYER).count()).toBe(0);
      await shot(page, 'listing-gallery-1280');
      expect(await fitsWidth(page)).toBe(true);

      // the page-preview slider: buttons, arrows and dots
      await page.getByRole('button', { name: `Preview ${BROCHURE}` }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(BROCHURE) });
      const current = dialog.getByTestId('slider-page');
      await current.locator('img').waitFor();
      expect(await current.getAttribute('data-page')).toBe('1');
      expect(await dialog.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Next page' }).click();
      expect(await current.getAttribute('data-page')).toBe('2');
      await page.keyboard.press('ArrowRight');
      expect(await current.getAttribute('data-page')).toBe('3');
      await dialog.getByRole('button', { name: 'Page 4' }).click();
      expect(await current.getAttribute('data-page')).toBe('4');
      expect(await dialog.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
      await page.keyboard.press('ArrowLeft');
      expect(await current.getAttribute('data-page')).toBe('3');
      await current.locator('img').waitFor();
      await shot(page, 'slider-1280');

      // the design tool (the sandbox) opens in a new tab with the listing filled in
      const [tool] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('link', { name: 'Open in design tool' }).click(),
      ]);
      await tool.waitForLoadState();
      await tool.getByTestId('design-address').waitFor();
      expect(await tool.getByTestId('design-address').textContent()).toContain(listing.address1!);
      expect(await tool.title()).toContain(BROCHURE);
      await tool.setViewportSize({ width: 1280, height: 900 });
      await shot(tool, 'design-tool-sandbox-1280');
      await tool.close();
    } finally {
      await setFlyer(page, officeId, true);
    }
    await context.close();
  });

  it('fits a phone, and a listing not in the system says so', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'bm@meridian.example', { to: null });
    const { officeId, listing } = await listingOfOffice(page);
    await page.goto(`/designVault/office-templates/${officeId}`);
    await page.getByRole('switch', { name: `Enable ${BROCHURE}` }).waitFor();
    await shot(page, 'office-templates-390');
    expect(await fitsWidth(page)).toBe(true);
    await page.goto(`/designVault/${listing.id}`);
    await page.getByRole('list', { name: 'Design templates' }).getByText(BROCHURE).waitFor();
    await shot(page, 'listing-gallery-390');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: `Preview ${BROCHURE}` }).click();
    await page.getByTestId('slider-page').locator('img').waitFor();
    await shot(page, 'slider-390');
    await page.keyboard.press('Escape');
    await page.goto('/designVault');
    await page.getByRole('heading', { level: 1, name: 'Design Vault' }).waitFor();
    await shot(page, 'choose-listing-390');
    expect(await fitsWidth(page)).toBe(true);
    await page.goto('/designVault/99999999');
    await page
      .getByText(/This property is not in the .* system\. Please check that it meets requirements\./)
      .waitFor();
    await shot(page, 'not-in-system-390');
    await context.close();
  });
});
