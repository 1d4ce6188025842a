import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'mls-imports'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => screenshot(page, `mls-imports/${name}`);

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('MLS e-mails', () => {
  it('shows the contacts of an MLS on a laptop and a phone', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'admin@meridian.example', { to: '/mlsemails' });
      await page.getByRole('heading', { level: 1, name: 'MLS Emails' }).waitFor({ timeout: 30_000 });
      await tablesIdle(page);
      await choose(page, 'MLS', 'NY Regional MLS');
      await tablesIdle(page);
      await page.getByText('listings@nyrmls.example').first().waitFor();
      await shot(page, `mls-emails-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      if (width === 390) {
        await page.getByRole('button', { name: 'New MLS e-mail' }).click();
        await page.getByRole('dialog', { name: 'New MLS e-mail' }).getByLabel('Filter value').waitFor();
        await shot(page, 'mls-email-dialog-390');
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      await context.close();
    }
  });

  it('adds, edits and deletes an MLS e-mail as the system admin', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: '/mlsemails' });
    await page.getByRole('heading', { level: 1, name: 'MLS Emails' }).waitFor({ timeout: 30_000 });
    await choose(page, 'MLS', 'FL Regional MLS');
    await tablesIdle(page);
    const email = `desk.${Date.now().toString(36)}@flrmls.example`;

    await page.getByRole('button', { name: 'New MLS e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'New MLS e-mail' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.userEmailNotValid).waitFor();
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.getByLabel('Filter value').fill('Waterfront');
    await dialog.getByLabel('Insert only (new listings only)').check();
    await shot(page, 'mls-email-new-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.mlsEmailSaved);
    await tablesIdle(page);
    // kept lowercased
    await page.getByText(email, { exact: true }).waitFor();

    await rowAction(page, email, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit MLS e-mail' });
    await edit.getByLabel('Filter value').fill('Beachfront');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.mlsEmailSaved);
    await tablesIdle(page);
    await page.getByText('Beachfront', { exact: true }).waitFor();

    await rowAction(page, email, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete this MLS e-mail?' });
    await confirm.waitFor();
    await shot(page, 'mls-email-delete-1280');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.mlsEmailDeleted);
    await tablesIdle(page);
    expect(await page.getByText(email, { exact: true }).count()).toBe(0);
    await context.close();
  });
});
