import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_REPORT_TREE, MSG, type ReportSection } from '@atrium/domain';
import { launchBrowser, newPage, resultsDir, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';
import { keyboardDrag } from './support/keyboard-drag';

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(path.join(resultsDir, 'client-marketing'), { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shape = (tree: { sectionId: number; childSections: { sectionId: number }[] }[]) =>
  tree.map((n) => [n.sectionId, n.childSections.map((c) => c.sectionId)]);
const DEFAULT_SHAPE = DEFAULT_REPORT_TREE.map((n) => [n.sectionId, n.children]);

/** A listing the admin may see whose report still has the default sections, untouched. */
async function freshListing(page: Page): Promise<number> {
  for (let id = 60; id < 400; id++) {
    const d = await apiCall<{ id: number }>(page, 'GET', `listing/${id}/details`).catch(() => null);
    if (!d) continue;
    const tree = await apiCall<ReportSection[]>(page, 'GET', `clientmarketing/${id}/sections`);
    if (JSON.stringify(shape(tree)) === JSON.stringify(DEFAULT_SHAPE) && tree.every((n) => n.displaySection))
      return id;
  }
  throw new Error('no listing with an untouched report found');
}

const sections = (page: Page, id: number) =>
  apiCall<ReportSection[]>(page, 'GET', `clientmarketing/${id}/sections`);
const names = (tree: ReportSection[]) => tree.map((n) => n.name);
/** The saved tree as names, children in brackets: what a failed move had saved. */
const savedTree = async (page: Page, id: number) =>
  (await sections(page, id))
    .map((n) => (n.childSections.length ? `${n.name}[${n.childSections.map((c) => c.name)}]` : n.name))
    .join(' ');

/** A move's `reset`: the tree saved back as it was, and the builder loaded again. */
async function putBack(page: Page, id: number) {
  const tree = await sections(page, id);
  return async () => {
    await apiCall(page, 'PUT', 'clientmarketing/sortorder', {
      listingId: id,
      sections: tree.map((n) => ({ id: n.id, childSections: n.childSections.map((c) => ({ id: c.id })) })),
    });
    await page.reload();
    await page.getByRole('button', { name: 'Move Notes', exact: true }).waitFor({ timeout: 30_000 });
  };
}
const rowNames = (page: Page) =>
  page
    .locator('[data-testid^="report-section-"]')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${e.getAttribute('data-testid')!.replace('report-section-', '')}:${e.getAttribute('data-depth')}`,
      ),
    );

describe('client marketing report builder', () => {
  it('reorders and nests sections by keyboard, hides one, writes notes, and keeps it all after a reload', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const id = await freshListing(page);

    // the lower-case address opens the same page
    await page.goto(`/reportbuilder/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Report Builder' }).waitFor({ timeout: 30_000 });
    // Email Report leads to the listing's scheduler
    expect(await page.getByRole('link', { name: 'Email Report' }).getAttribute('href')).toBe(
      `/scheduler/${id}`,
    );
    // View Report opens the seller's report in a new tab
    expect(await page.getByRole('link', { name: 'View Report' }).getAttribute('href')).toBe(
      `/ListingMarketingReport/${id}?calledfrom=report`,
    );
    await page.getByRole('button', { name: 'Move Notes', exact: true }).waitFor();

    // notes one place up, above the broker's letter
    const handle = (name: string) => page.getByRole('button', { name: `Move ${name}`, exact: true });
    await keyboardDrag(handle('Notes'), {
      key: 'ArrowUp',
      to: handle("Broker's Letter"),
      done: async () => {
        const n = names(await sections(page, id));
        return n.indexOf('notes') === n.indexOf('brokersLetter') - 1;
      },
      reset: await putBack(page, id),
      saved: () => savedTree(page, id),
    });
    await toast(page, MSG.reportSortOrderSaved);

    // open houses into showings, the container above it: right arrow
    const openHouses = page.getByTestId('report-section-openHouses');
    await keyboardDrag(handle('Open Houses'), {
      key: 'ArrowRight',
      to: async () => (await openHouses.getAttribute('data-depth')) === '1',
      done: async () => {
        const showings = (await sections(page, id)).find((n) => n.name === 'showings')!;
        return showings.childSections.map((c) => c.name).join() === 'openHouses';
      },
      reset: await putBack(page, id),
      saved: () => savedTree(page, id),
    });
    expect(await rowNames(page)).toContain('openHouses:1');

    // held out again by the left arrow, it stays out until dropped: its indent never pulls it back
    // (a moved row's box once took the indent off the drag, and the depth flickered under the key)
    await page.evaluate(`(() => {
      const row = document.querySelector('[data-testid="report-section-openHouses"]');
      window.__depths = [];
      new MutationObserver(() => window.__depths.push(row.getAttribute('data-depth')))
        .observe(row, { attributes: true, attributeFilter: ['data-depth'] });
    })()`);
    await handle('Open Houses').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle('Open Houses').getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(300); // dnd-kit listens for the arrows from its next task on
    // pressed again only if a loaded machine let the key land before dnd-kit listened
    const depth = () => openHouses.getAttribute('data-depth');
    for (let n = 0; n < 6 && (await depth()) !== '0'; n++) {
      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(depth, { timeout: 1_500 })
        .toBe('0')
        .catch(() => {});
    }
    expect(await depth()).toBe('0');
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { __depths: string[] }).__depths)).toEqual(['0']);
    await page.keyboard.press('Escape');
    await expect.poll(depth).toBe('1');
    expect((await sections(page, id)).find((n) => n.name === 'showings')!.childSections).toHaveLength(1);

    // hide the graph
    await page.getByRole('switch', { name: 'Show Graph in the report' }).click();
    await toast(page, MSG.reportToggleSaved);
    expect((await sections(page, id)).find((n) => n.name === 'graph')!.displaySection).toBe(false);

    // the notes: written, saved when the editor is left
    await page.getByRole('button', { name: 'Notes', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Notes' });
    await editor.click();
    await page.keyboard.type('Strong interest from two buyers');
    await page.getByRole('heading', { level: 1, name: 'Report Builder' }).click();
    await toast(page, MSG.reportNotesSaved);

    // in the news is read-only
    await page.getByRole('button', { name: 'In The News', exact: true }).click();
    await page.getByText(MSG.reportInTheNews).waitFor();
    await screenshot(page, 'client-marketing/report-builder-1280');

    const before = await rowNames(page);
    await page.reload();
    await page.getByRole('button', { name: 'Move Notes', exact: true }).waitFor({ timeout: 30_000 });
    expect(await rowNames(page)).toEqual(before);
    expect(await page.getByRole('switch', { name: 'Show Graph in the report' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Notes', exact: true }).click();
    await page.getByText('Strong interest from two buyers').waitFor();

    // a phone: the sections are accordions, the chosen one opens under its row
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Advertisements', exact: true }).click();
    await page
      .getByRole('region', { name: 'Advertisements content' })
      .or(page.getByLabel('Advertisements content'))
      .first()
      .waitFor();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await screenshot(page, 'client-marketing/report-builder-390');

    await page.getByRole('button', { name: 'Click here to change' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose the cover' });
    await picker.waitFor();
    // the photos load as they come near view: the first four are in view
    await picker.getByRole('img').nth(3).waitFor();
    await screenshot(page, 'client-marketing/report-builder-cover-picker-390');
    const columns = () =>
      picker
        .getByRole('listitem')
        .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(columns).toBe(3);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(columns).toBe(4);
    await screenshot(page, 'client-marketing/report-builder-cover-picker-1280');
    // the second photo becomes the cover
    const media = await apiCall<{ assetId: string; mediaType: string }[]>(
      page,
      'GET',
      `clientmarketing/${id}/listingImages`,
    );
    const second = media.filter((m) => m.mediaType === 'image')[1]!;
    await picker.getByRole('button', { name: /^Use Photo 2/ }).click();
    await toast(page, MSG.reportCoverSaved);
    await picker.waitFor({ state: 'detached' });
    const header = await apiCall<{ photoAssetId: string }>(
      page,
      'GET',
      `clientmarketing/${id}/headerSectionDetails`,
    );
    expect(header.photoAssetId).toBe(second.assetId);
    await context.close();
  }, 180_000);
});
