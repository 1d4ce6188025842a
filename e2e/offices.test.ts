import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, resultsDir, screenshot, tablesIdle, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';
import { jpeg } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'offices'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => screenshot(page, `offices/${name}`);

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('offices', () => {
  it('lists offices, searches by name and status, and fits a phone', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'admin@meridian.example', { to: '/eng/offices' });
      await page.getByRole('heading', { level: 1, name: 'Offices' }).waitFor();
      await tablesIdle(page);
      await page.getByText('Brokerage').first().waitFor();
      await shot(page, `office-list-${width}`);
      if (width === 1280) {
        await page.getByLabel('Office Name').fill('zzz-no-such-office');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByText(MSG.noRecordsFound).waitFor();
        await shot(page, 'office-list-empty-1280');
        await page.getByRole('button', { name: 'Clear' }).click();
        await page.getByText('Brokerage').first().waitFor();
        await choose(page, 'Office Status', 'Inactive');
        await page.getByRole('button', { name: 'Search' }).click();
        await tablesIdle(page);
        await expect
          .poll(() =>
            page.locator('tbody tr').filter({ hasText: 'Active' }).filter({ hasNotText: 'Inactive' }).count(),
          )
          .toBe(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    }
  });

  it('creates an office, assigns a manager, changes a setting, and a new listing there takes it', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const lookups = await apiCall<{ specializations: Array<{ name: string }> }>(
      page,
      'GET',
      'Office/lookups',
    );
    const name = `Seaside E2E ${Date.now().toString(36)}`;

    await page.goto('/eng/offices');
    await page.getByRole('button', { name: 'New office' }).click();
    await page.waitForURL(/\/eng\/office\/new$/);
    await page.getByRole('heading', { level: 1, name: 'New office' }).waitFor();
    // an empty form names every missing field at the first of them
    await page.getByRole('button', { name: 'Create office' }).click();
    await page
      .getByText(
        MSG.required([
          'Name',
          'Office region',
          'Sales region',
          'Address 1',
          'City',
          'State',
          'Zip',
          'Phone number',
          'Fax',
          'Email',
        ]),
      )
      .waitFor();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, 'Office region', 'Northeast');
    await choose(page, 'Sales region', 'East');
    await page.getByLabel('Address 1').fill('9 Ocean Drive');
    await page.getByLabel('City').fill('Newport');
    await choose(page, 'State', 'Rhode Island');
    await page.getByLabel('Zip').fill('0284');
    await page.getByLabel('Phone number').fill('401 555 01');
    await page.getByLabel('Fax').fill('401.555.0199');
    await page.getByLabel('Email').fill('seaside@meridian');
    await page.getByLabel('Email').blur();
    await page.getByText(MSG.zipFiveDigits).waitFor();
    await page.getByText(MSG.officePhoneTenDigits).waitFor();
    await page.getByText(MSG.userEmailNotValid).waitFor();
    await page.getByLabel('Zip').fill('02840');
    await page.getByLabel('Phone number').fill('(401) 555-0100');
    await page.getByLabel('Email').fill('seaside@meridian.example');
    await page.getByRole('combobox', { name: 'Specializations' }).click();
    await page.getByRole('option', { name: lookups.specializations[0].name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Additional MLSs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Additional MLSs' });
    await dialog.getByLabel('MLS name').fill('Ocean State MLS');
    await dialog.getByLabel('MLS number').fill('OS-77');
    await shot(page, 'office-create-mls-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ocean State MLS · OS-77').waitFor();
    await shot(page, 'office-create-1280');
    await page.getByRole('button', { name: 'Create office' }).click();
    await page.waitForURL(/\/eng\/office\/\d+$/);
    await toast(page, MSG.officeCreated);
    const officeId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const details = page.locator('#section-Description');
    await details.getByText(lookups.specializations[0].name).waitFor();
    await details.getByText('Ocean State MLS · OS-77').waitFor();
    await details.getByText('(401) 555-0100').waitFor();

    // manager
    await page.getByRole('button', { name: 'Edit Managers' }).click();
    const managers = page.locator('#section-Managers');
    await managers.getByRole('combobox', { name: 'Agent' }).fill('Lindqvist');
    await page
      .getByRole('option', { name: /Avery Lindqvist/ })
      .first()
      .click();
    await managers.getByLabel('Title').fill('Managing Broker');
    await managers.getByRole('button', { name: 'Assign manager' }).click();
    await toast(page, MSG.officeManagerAssigned);
    await managers.getByText('Avery Lindqvist').waitFor();

    // description (history)
    await page.getByRole('button', { name: 'Edit Description' }).click();
    const editor = page.getByTestId('office-history-editor');
    await editor.click();
    await page.keyboard.type('Founded on the harbour in 1990.');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.officeDescriptionUpdated);

    // office photo: the shared single-photo panel
    await page.getByLabel('Choose the office photo').setInputFiles({
      name: 'office.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(2000, 1200),
    });
    await toast(page, MSG.photoSaved);
    await page.locator('#section-OfficePhoto').getByRole('button', { name: 'Replace photo' }).waitFor();

    // settings: new listings published, address hidden
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const settings = page.locator('#section-Settings');
    await settings.getByLabel('Default publish').check();
    await toast(page, MSG.officeSettingsSaved);
    await settings.getByLabel('Default show address').uncheck();
    await expect
      .poll(
        async () =>
          (await apiCall<{ defaultShowAddress: boolean }>(page, 'GET', `office/${officeId}/settings`))
            .defaultShowAddress,
      )
      .toBe(false);
    await shot(page, 'office-edit-settings-1280');
    await settings.getByRole('button', { name: 'Done' }).click();
    await shot(page, 'office-edit-1280');

    // a new listing in that office, through the listing list's creation dialog
    await page.goto('/eng/listings');
    await page.getByRole('button', { name: 'New listing' }).click();
    await choose(page, 'Office', name);
    await page.getByLabel('Title (optional)').fill('Seaside Defaults Villa');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/eng\/listing\/\d+$/);
    const listingId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Display options' }).waitFor();
    expect(await page.getByLabel('Publish', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Show address', { exact: true }).isChecked()).toBe(false);
    const listing = await apiCall<{ officeId: number; publish: boolean; showAddress: boolean }>(
      page,
      'GET',
      `listing/${listingId}/details`,
    );
    expect(listing).toMatchObject({ officeId, publish: true, showAddress: false });

    // deactivation with confirmation
    await page.goto(`/eng/office/${officeId}`);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate office' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await toast(page, MSG.officeDeactivated);
    await page.getByRole('button', { name: 'Activate' }).waitFor();
    await context.close();

    // the phone width of the edit and creation pages
    const phone = await newPage(browser, { width: 390 });
    await signIn(phone.page, 'admin@meridian.example', { to: `/eng/office/${officeId}` });
    await phone.page.getByRole('heading', { level: 1, name }).waitFor();
    await phone.page.locator('#section-Settings').getByText('Default publish').waitFor();
    await shot(phone.page, 'office-edit-390');
    await phone.page.goto('/eng/office/new');
    await phone.page.getByRole('heading', { level: 1, name: 'New office' }).waitFor();
    await shot(phone.page, 'office-create-390');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await phone.context.close();
  });

  it('lets a marketing coordinator edit the details of their offices, without admin sections', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'mc@meridian.example', { to: '/eng/offices' });
    // the table itself, loaded: tablesIdle alone passes before the page has drawn any table
    const firstRow = page.locator('table[aria-busy="false"] tbody tr').first();
    await firstRow.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'New office' }).count()).toBe(0);
    await firstRow.click();
    await page.waitForURL(/\/eng\/office\/\d+$/);
    await page.getByRole('button', { name: 'Edit Details' }).waitFor();
    expect(await page.locator('#section-Settings').count()).toBe(0);
    expect(await page.locator('#section-Managers').count()).toBe(0);
    await context.close();
  });
});
