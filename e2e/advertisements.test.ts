import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { MSG } from '@atrium/domain';
import {
  fitsWidth,
  launchBrowser,
  newPage,
  resultsDir,
  screenshot,
  tablesIdle,
  toast,
} from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';
import { axeViolations } from './support/axe';

let browser: Browser;
let logo: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'advertisements'), { recursive: true });
  logo = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#7a3b2e' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => screenshot(page, `advertisements/${name}`);

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('media outlets and advertisements', () => {
  const suffix = Date.now().toString(36);
  const outletName = `Meridian Luxe ${suffix}`;
  const adName = `Harbor Penthouse ${suffix}`;

  it('lists the media outlets with their logos at laptop and phone widths', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'admin@meridian.example', { to: '/eng/mediaOutlets' });
      await page.getByRole('heading', { level: 1, name: 'Media Outlets' }).waitFor();
      await tablesIdle(page);
      await page.getByText('Robb Report').first().waitFor();
      await page.getByRole('img', { name: 'Robb Report logo' }).first().waitFor();
      await shot(page, `media-outlets-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('creates a media outlet with a logo and a media kit, and deactivates another', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: '/eng/mediaOutlets' });
    await page.getByRole('button', { name: 'New media outlet' }).click();
    const dialog = page.getByRole('dialog', { name: 'New media outlet' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(MSG.required(['Name'])).waitFor();
    await dialog.getByLabel('Name').fill(outletName);
    await dialog.getByRole('button', { name: 'Create' }).click();
    // the open dialog hides the rest of the page from the accessibility tree: its toasts are read as text
    await page.getByText(MSG.mediaOutletSaved).waitFor();
    const edit = page.getByRole('dialog', { name: `Edit ${outletName}` });
    // a PDF is no logo: the server reads the content and refuses it
    await edit
      .getByLabel('Upload Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PDF });
    await page.getByText(MSG.imageTypeJpgPng).waitFor();
    await edit
      .getByLabel('Upload Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await edit.getByRole('img', { name: 'Logo: logo.png' }).waitFor();
    await edit
      .getByLabel('Upload Media kit')
      .setInputFiles({ name: 'kit.pdf', mimeType: 'application/pdf', buffer: PDF });
    await edit.getByText('kit.pdf').waitFor();
    await shot(page, 'media-outlet-dialog-1280');
    await edit.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Name').fill(outletName);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('img', { name: `${outletName} logo` }).waitFor();
    await page.getByRole('button', { name: 'kit.pdf' }).waitFor();

    const other = `Short Lived ${suffix}`;
    await apiCall(page, 'POST', 'MediaOutlet', { name: other });
    await page.getByLabel('Name').fill(other);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: other, exact: true }).waitFor();
    await rowAction(page, other, 'Deactivate');
    await page.getByText(MSG.confirmDeactivateMediaOutlet(other)).waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, MSG.mediaOutletDeactivated);
    await page.getByText(MSG.noRecordsFound).waitFor();
    await context.close();
  });

  it('creates an advertisement with a tear sheet, removes the tear sheet, copies and deletes', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: '/eng/advertisements' });
    await page.getByRole('heading', { level: 1, name: 'Advertisements' }).waitFor();
    await tablesIdle(page);
    await page.getByRole('button', { name: 'New advertisement' }).click();
    await page.waitForURL(/\/eng\/viewAdvertisement$/);
    await page.getByRole('button', { name: 'Create advertisement' }).click();
    await page.getByText(MSG.required(['Media outlet'])).waitFor();
    await choose(page, 'Media outlet', outletName);
    await page.getByLabel('Name', { exact: true }).fill(adName);
    await page.getByLabel('Type').fill('Full page');
    await page.getByLabel('Edition').fill('Winter');
    await page.getByLabel('Run date').fill('12/20/2026');
    await page.getByLabel('Reservation deadline').fill('12/21/2026');
    await page.getByLabel('Total cost').fill('15000');
    await page.getByLabel('Total cost').blur();
    await page.getByText(MSG.advertisementDeadlineAfterRun).waitFor();
    await page.getByLabel('Reservation deadline').fill('12/01/2026');
    await page.getByLabel('Upload Tear sheet').setInputFiles({
      name: 'tear-sheet.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByText(/sent on save/).waitFor();
    await shot(page, 'advertisement-new-1280');
    await page.getByRole('button', { name: 'Create advertisement' }).click();
    await toast(page, MSG.advertisementCreatedUpdated);
    await page.waitForURL(/\/eng\/viewAdvertisement\/\d+$/);
    await page.getByRole('heading', { level: 1, name: adName }).waitFor();
    const sheet = page.getByRole('group', { name: 'Tear sheet' });
    await sheet.getByText('tear-sheet.pdf').waitFor();
    await shot(page, 'advertisement-view-1280');
    expect(await axeViolations(page)).toEqual([]);

    await sheet.getByRole('button', { name: 'Delete Tear sheet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.fileRemovedFromServer);
    await sheet.getByLabel('Upload Tear sheet').waitFor({ state: 'attached' });

    // the edition field offers the outlet's editions
    await page.getByLabel('Edition').fill('');
    await page.getByLabel('Edition').click();
    await page.getByRole('option', { name: 'Winter' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/eng/advertisements');
    await page.getByLabel('Name').fill(adName);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: adName, exact: true }).waitFor();
    await rowAction(page, adName, 'Copy');
    await toast(page, MSG.advertisementCopied);
    const copy = `Copy of ${adName}`;
    await page.getByRole('cell', { name: copy, exact: true }).waitFor();
    await shot(page, 'advertisements-search-1280');
    await rowAction(page, copy, 'Delete');
    await page.getByText(MSG.confirmDeleteAdvertisement(copy)).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.advertisementDeleted);
    await expect.poll(() => page.getByRole('cell', { name: copy, exact: true }).count()).toBe(0);

    await page.getByLabel('Name').fill('zzz-no-such-advertisement');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(MSG.noRecordsFound).waitFor();
    await shot(page, 'advertisements-empty-1280');
    await context.close();
  });

  it('shows the advertisement list and a read-only advertisement to an agent on a phone', async () => {
    const { page, context } = await newPage(browser, { width: 390 });
    await signIn(page, 'agent@meridian.example', { to: '/eng/advertisements' });
    await page.getByRole('heading', { level: 1, name: 'Advertisements' }).waitFor();
    await tablesIdle(page);
    await page.getByText('Winter Estates Showcase').first().waitFor();
    expect(await page.getByRole('button', { name: 'New advertisement' }).count()).toBe(0);
    await shot(page, 'advertisements-390');
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByText('Winter Estates Showcase').first().click();
    await page.getByRole('heading', { level: 1, name: 'Winter Estates Showcase' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    await shot(page, 'advertisement-view-390');
    expect(await fitsWidth(page)).toBe(true);
    // the address of a new advertisement opens (the route is open to all) and says who creates them
    await page.goto('/eng/viewAdvertisement');
    await page.getByText('Advertisements are created by marketing staff').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Open advertisements' }).click();
    await page.waitForURL(/\/eng\/advertisements$/);
    await context.close();
  });
});
