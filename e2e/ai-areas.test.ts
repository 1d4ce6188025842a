import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type AiAreaSearchResult } from '@atrium/domain';
import {
  fitsWidth,
  launchBrowser,
  newPage,
  resultsDir,
  screenshot,
  tablesIdle,
  toast,
} from './support/browser';
import { jpeg } from './support/images';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'ai-areas'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const ADMIN = 'admin@meridian.example';
const shot = (page: Page, name: string) => screenshot(page, `ai-areas/${name}`);

async function choose(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  combobox: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

describe('AI areas', () => {
  it('lists the areas and filters by status, on a laptop and a phone', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, ADMIN, { to: '/eng/aiNeighborhood' });
      await page.getByRole('heading', { level: 1, name: 'AI Areas' }).waitFor();
      await tablesIdle(page);
      await page.getByText('Carbon Beach', { exact: true }).first().waitFor();
      await shot(page, `ai-areas-list-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      await choose(page, page, 'Status', 'Rejected');
      await page.getByRole('button', { name: 'Search' }).click();
      await tablesIdle(page);
      await page.getByText('Village', { exact: true }).first().waitFor();
      expect(await page.getByText('Carbon Beach', { exact: true }).count()).toBe(0);
      await shot(page, `ai-areas-rejected-${width}`);
      if (width === 390) {
        await page.getByRole('button', { name: 'New AI area' }).click();
        await page.getByRole('dialog', { name: 'New AI area' }).getByLabel('Name').waitFor();
        await shot(page, 'ai-area-dialog-390');
        expect(await fitsWidth(page)).toBe(true);
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      await context.close();
    }
  });

  it('creates an area with an image, sets its parent, exports, opens it from a link and deletes it', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, ADMIN, { to: '/eng/aiNeighborhood' });
    await tablesIdle(page);
    const name = `Hudson Square ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'New AI area' }).click();
    const dialog = page.getByRole('dialog', { name: 'New AI area' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.required(['Name'])).waitFor();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Alias').fill('West SoHo');
    await choose(page, dialog, 'Sales region', 'East');
    await choose(page, dialog, 'Status', 'Approved');
    await dialog
      .getByLabel('Summary')
      .fill('Former printing district west of SoHo, now offices and new condominiums.');
    await dialog
      .getByLabel('AI area image')
      .setInputFiles({ name: 'hudson.jpg', mimeType: 'image/jpeg', buffer: await jpeg(640, 400, '#7a9a6b') });
    await dialog.getByText('hudson.jpg (sent on save)').waitFor();
    await shot(page, 'ai-area-create-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.aiAreaSaved);

    await page.getByLabel('Search', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await tablesIdle(page);
    await page.getByRole('img', { name: `Image of ${name}` }).waitFor();

    // the parent, from the row
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Set parent area' }).click();
    const parentDialog = page.getByRole('dialog', { name: 'Set parent area' });
    await choose(page, parentDialog, 'Parent area', 'Lower Manhattan');
    await parentDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.aiAreaParentUpdated);
    await tablesIdle(page);
    await page.getByRole('cell', { name: 'Lower Manhattan' }).waitFor();
    await shot(page, 'ai-area-parent-set-1280');

    // the export of the list as it is filtered
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ai-areas.xlsx');
    const file = fs.readFileSync((await download.path())!);
    expect(file.subarray(0, 2).toString()).toBe('PK');

    // the notification link opens the area
    const found = await apiCall<AiAreaSearchResult>(page, 'POST', 'neighborhood/search', { text: name });
    const id = found.results[0].id;
    expect(found.results[0]).toMatchObject({ hasImage: true, parentNeighborhoodName: 'Lower Manhattan' });
    await page.goto(`/eng/aiNeighborhood?search=${id}`);
    const opened = page.getByRole('dialog', { name: 'Edit AI area' });
    await opened.getByRole('img', { name: `Image of ${name}` }).waitFor();
    expect(await opened.getByLabel('Name').inputValue()).toBe(name);
    expect(await opened.getByRole('combobox', { name: 'Parent area' }).textContent()).toContain(
      'Lower Manhattan',
    );
    await shot(page, 'ai-area-linked-1280');
    await opened.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(`Showing AI area ${name} only`).waitFor();

    // delete, after confirming
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this AI area?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, MSG.aiAreaDeleted);
    await tablesIdle(page);
    await page.getByText(MSG.noRecordsFound).first().waitFor();
    await context.close();
  });
});
