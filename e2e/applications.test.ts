import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type ApplicationListResult } from '@atrium/domain';
import { fitsWidth, launchBrowser, newPage, resultsDir, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';
import { storedActor } from './support/session';
import { jpeg } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'applications'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => screenshot(page, `applications/${name}`);
const NAME = `Concierge Desk ${Date.now().toString(36)}`;

async function openDirectory(page: Page) {
  await page.goto('/eng/applications');
  await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
  await page.getByRole('list', { name: 'Applications' }).waitFor();
}

/** The agent persona's office (id and name) and a persona of none of its offices. */
async function offices() {
  const { page, context } = await newPage(browser, { width: 1280 });
  await signIn(page, 'agent@meridian.example', { to: null });
  const agent = await storedActor(page);
  const lookups = await apiCall<{ offices: { id: number; name: string }[] }>(page, 'GET', 'lookups');
  const office = lookups.offices.find((o) => o.id === agent.officeIds[0])!;
  await context.close();
  for (const email of [
    'agent2@meridian.example',
    'bm@meridian.example',
    'mc@meridian.example',
    'guest@meridian.example',
  ]) {
    const { page: p, context: c } = await newPage(browser, { width: 1280 });
    await signIn(p, email, { to: null });
    const other = await storedActor(p);
    await c.close();
    if (other.officeIds.length && !other.officeIds.includes(office.id)) return { office, outsider: email };
  }
  throw new Error('no persona outside the agent office');
}

describe('applications directory', () => {
  it('SA adds an app with a logo for one office; its agent stars it; another office does not see it; SA deletes it', async () => {
    const { office, outsider } = await offices();

    // the system administrator adds the application, limited to the agent's office
    const admin = await newPage(browser, { width: 1280 });
    await signIn(admin.page, 'admin@meridian.example', { to: null });
    await openDirectory(admin.page);
    await shot(admin.page, 'directory-admin-1280');
    await admin.page.getByRole('button', { name: 'Add application' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add application' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MSG.required(['Name'])).waitFor();
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Acronym').fill('CD');
    await dialog.getByLabel('Link').fill('concierge.example');
    await dialog.getByLabel('Acronym').click();
    await dialog.getByText(MSG.applicationLinkInvalid).waitFor();
    await dialog.getByLabel('Link').fill('https://concierge.example/desk');
    await dialog.getByRole('combobox', { name: 'Offices' }).fill(office.name);
    await admin.page.getByRole('option', { name: office.name, exact: true }).click();
    await dialog.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'concierge.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(160, 160, '#2e6f73'),
    });
    await dialog.getByText('concierge.jpg (sent on save)').waitFor();
    await shot(admin.page, 'add-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(admin.page, MSG.applicationAdded);
    const card = admin.page.getByRole('listitem', { name: NAME });
    await card.waitFor();
    await card.locator('img').waitFor();
    expect(await card.getByRole('link', { name: new RegExp(NAME) }).getAttribute('rel')).toContain(
      'noopener',
    );
    expect(await card.getByRole('link', { name: new RegExp(NAME) }).getAttribute('target')).toBe('_blank');

    // the agent of that office sees it (logo included) and stars it, on a laptop and a phone
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'agent@meridian.example', { to: null });
      await openDirectory(page);
      const mine = page.getByRole('listitem', { name: NAME });
      await mine.locator('img').waitFor();
      const star = mine.getByRole('button', { name: `Favourite ${NAME}` });
      if (width === 1280) {
        expect(await star.getAttribute('aria-pressed')).toBe('false');
        await star.click();
        await toast(page, MSG.applicationSaved);
        await page.waitForFunction(
          (name) =>
            document.querySelector(`li[aria-label="${name}"] button[aria-pressed="true"]`) != null &&
            document.querySelector('ul[aria-label="Applications"] > li')?.getAttribute('aria-label') != null,
          NAME,
        );
      }
      expect(await star.getAttribute('aria-pressed')).toBe('true');
      // favourites come first: the new star sits among them, before every promoted app
      const order = await page
        .locator('ul[aria-label="Applications"] > li')
        .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
      expect(order.indexOf(NAME)).toBeLessThan(order.indexOf('Cloud CMA'));
      await shot(page, `directory-agent-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      await context.close();
    }

    // a user of another office does not see it, not even by searching
    {
      const { page, context } = await newPage(browser, { width: 390 });
      await signIn(page, outsider, { to: null });
      await openDirectory(page);
      await page.getByRole('textbox', { name: 'Search applications' }).fill(NAME);
      await page.getByText(MSG.noRecordsFound).waitFor();
      const found = await apiCall<ApplicationListResult>(page, 'POST', 'applications/list', { text: NAME });
      expect(found.totalRecords).toBe(0);
      await shot(page, 'directory-outsider-empty-390');
      expect(await fitsWidth(page)).toBe(true);
      await context.close();
    }

    // the administrator deletes it after the confirmation
    await admin.page.reload();
    await openDirectory(admin.page);
    await admin.page
      .getByRole('listitem', { name: NAME })
      .getByRole('button', { name: `Actions for ${NAME}` })
      .click();
    await admin.page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Delete application' });
    await confirm.getByText(MSG.confirmDeleteApplication).waitFor();
    await shot(admin.page, 'delete-confirm-1280');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // the dialog closes once the server has answered; while it is open the list behind it is
    // hidden from roles, so the item's absence alone proved nothing (CI read the list too early)
    await confirm.waitFor({ state: 'detached' });
    await admin.page.getByRole('listitem', { name: NAME }).waitFor({ state: 'detached' });
    const left = await apiCall<ApplicationListResult>(admin.page, 'POST', 'applications/list', {
      text: NAME,
    });
    expect(left.totalRecords).toBe(0);
    await admin.context.close();
  }, 420_000);

  it('shows the add dialog on a phone', async () => {
    const { page, context } = await newPage(browser, { width: 390 });
    await signIn(page, 'admin@meridian.example', { to: null });
    await openDirectory(page);
    await shot(page, 'directory-admin-390');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: 'Add application' }).click();
    await page.getByRole('dialog', { name: 'Add application' }).getByLabel('Name').waitFor();
    await shot(page, 'add-dialog-390');
    await context.close();
  });
});
