import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { isShowcaseVisible, MSG } from '@atrium/domain';
import path from 'node:path';
import { launchBrowser, newPage, resultsDir, screenshot, toast } from './support/browser';
import { loadLazyImages } from './support/lazy-images';
import { signIn } from './support/sign-in';
import { apiResponse } from './support/api-call';
import { keyboardDrag } from './support/keyboard-drag';

/**
 * Buying a showcase domain for a demo listing in the sandbox registrar: check, register, the
 * domain summary; then the site's settings (a headline, a custom header, two custom tabs moved
 * into a new order with the keyboard) saved, kept after a reload and shown on the public page
 * once the site is activated. The section and the public page are shot at 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The section alone, from the full page (the app bar stays at the top, off the section). */
async function shootSection(page: Page, section: Locator, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  // the click's ripple and the tab indicator's slide have ended
  await page.waitForTimeout(600);
  const box = await section.boundingBox();
  if (!box) throw new Error('The section is not shown');
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true, clip: box });
}

describe('showcase website', () => {
  it('buys a domain in the sandbox, sets up the site and shows it in public', async () => {
    const { page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    // the first eligible demo listing without a domain whose public page may show (published and
    // not private: which one that is depends on what the journeys before this one on its server did)
    let listingId = 0;
    for (let id = 1; id <= 80 && !listingId; id++) {
      const ok = (await apiResponse(page, 'GET', `domain/${id}/eligibility`)).status === 200;
      if (!ok || (await apiResponse(page, 'GET', `showCaseSite/${id}`)).status !== 404) continue;
      type Details = { publish: boolean; listingStatusId: number };
      if (isShowcaseVisible((await apiResponse<Details>(page, 'GET', `listing/${id}/details`)).body))
        listingId = id;
    }
    expect(listingId).toBeGreaterThan(0);
    await page.goto(`/eng/listing/${listingId}`);
    const section = page
      .locator('section, [role="region"], .MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: 'Showcase Website', exact: true }) })
      .last();
    await section.getByText('Sandbox registrar').first().waitFor({ timeout: 20_000 });
    const domain = `home-${listingId}-${Date.now().toString(36)}.com`;
    await section.getByLabel('Domain').fill(domain);
    await section.getByRole('button', { name: 'Check Availability' }).click();
    await section.getByText(MSG.domainAvailable).waitFor();
    await section.getByRole('button', { name: 'Register' }).click();
    await toast(page, MSG.domainPurchased);
    await section.getByText('RENEWAL DEADLINE').waitFor();
    await section.getByText(domain).waitFor();
    await section.getByText('ACTIVE', { exact: true }).waitFor();
    await shootSection(page, section, 'showcase-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shootSection(page, section, 'showcase-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Main Menu: a headline, a custom header, the custom tabs as the property details
    const settings = section.getByRole('form', { name: 'Showcase site settings' });
    const headline = `Light on the water ${listingId}`;
    await settings.getByRole('textbox', { name: 'Headline', exact: true }).fill(headline);
    await settings.getByRole('radio', { name: 'Custom Header' }).check();
    await settings.getByRole('textbox', { name: 'Custom Header', exact: true }).fill('Open house Sunday');
    await settings.getByText('17 / 50').waitFor();
    await settings.getByRole('radio', { name: 'Show Custom Tabs' }).check();

    // Custom Tabs: two tabs with formatted text, the second moved first with the keyboard
    await settings.getByRole('tab', { name: 'Custom Tabs' }).click();
    const tabs = [
      { title: 'The terrace', text: 'Sunset views over the bay.' },
      { title: 'The neighborhood', text: 'Cafés and the harbor within a short walk.' },
    ];
    for (const [i, t] of tabs.entries()) {
      await settings.getByRole('button', { name: 'Add tab' }).click();
      await settings.getByRole('textbox', { name: `Tab ${i + 1} title`, exact: true }).fill(t.title);
      await settings.getByRole('textbox', { name: `Tab ${i + 1} text` }).click();
      await page.keyboard.press('Control+b');
      await page.keyboard.type(t.text);
    }
    const firstTitle = () => settings.getByRole('textbox', { name: 'Tab 1 title', exact: true }).inputValue();
    await keyboardDrag(settings.getByRole('button', { name: 'Move tab 2', exact: true }), {
      key: 'ArrowUp',
      to: settings.getByRole('button', { name: 'Move tab 1', exact: true }),
      done: async () => (await firstTitle()) === 'The neighborhood',
    });
    expect(await firstTitle()).toBe('The neighborhood');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.websiteSaved);
    type Site = { headline: string; customHeader: string; customTabs: { title: string; body: string }[] };
    const saved = (await apiResponse<Site>(page, 'GET', `showCaseSite/${listingId}`)).body;
    expect(saved.headline).toBe(headline);
    expect(saved.customHeader).toBe('Open house Sunday');
    expect(saved.customTabs.map((t) => t.title)).toEqual(['The neighborhood', 'The terrace']);
    expect(saved.customTabs[0]!.body).toContain('<b>Cafés and the harbor within a short walk.</b>');

    // kept after a reload, in the saved order
    await page.reload();
    await settings.getByRole('textbox', { name: 'Headline', exact: true }).waitFor({ timeout: 20_000 });
    expect(await settings.getByRole('textbox', { name: 'Headline', exact: true }).inputValue()).toBe(
      headline,
    );
    expect(await settings.getByRole('textbox', { name: 'Custom Header', exact: true }).inputValue()).toBe(
      'Open house Sunday',
    );
    await settings.getByRole('tab', { name: 'Custom Tabs' }).click();
    expect(await settings.getByRole('textbox', { name: 'Tab 1 title', exact: true }).inputValue()).toBe(
      'The neighborhood',
    );
    expect(await settings.getByRole('textbox', { name: 'Tab 2 title', exact: true }).inputValue()).toBe(
      'The terrace',
    );
    await expect
      .poll(() => settings.getByRole('button', { name: 'Save', exact: true }).isDisabled())
      .toBe(true);
    await shootSection(page, section, 'showcase-settings-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await settings.getByRole('tab', { name: 'Main Menu' }).click();
    await shootSection(page, section, 'showcase-settings-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // ACTIVATE on: the public page shows the headline and the tabs in their new order
    await section.getByRole('switch').click();
    await toast(page, MSG.websiteSaved);
    await section.getByText('On', { exact: true }).waitFor();
    for (const [width, height, name] of [
      [1280, 800, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      const res = await page.goto(`/site/${listingId}`, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(headline);
      // the custom header fills the top bar
      expect(await page.locator('header.top .brand').textContent()).toBe('Open house Sunday');
      const titles = await page.locator('h2').allTextContents();
      const order = titles.filter((t) => tabs.some((tab) => tab.title === t));
      expect(order).toEqual(['The neighborhood', 'The terrace']);
      await page.getByText('Sunset views over the bay.').waitFor();
      // lazy photos below the fold: loaded so the full-page shot shows them
      await loadLazyImages(page);
      await screenshot(page, `showcase-site-${name}`);
    }
  }, 240_000);
});
