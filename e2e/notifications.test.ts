import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type UserNotification } from '@atrium/domain';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'notifications'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const ADMIN = 'admin@meridian.example';
const shot = (page: Page, name: string) => screenshot(page, `notifications/${name}`);
const dotShown = (page: Page) =>
  page
    .getByTestId('notifications-badge')
    .locator('.MuiBadge-dot')
    .evaluate((el) => !el.classList.contains('MuiBadge-invisible'));

/** Dismisses every open notification of the signed-in user, so the journey starts with no dot. */
async function dismissAll(page: Page) {
  const { results } = await apiCall<{ results: UserNotification[] }>(page, 'POST', 'user/notifications', {
    itemsPerPage: 100,
  });
  if (results.length)
    await apiCall(page, 'PUT', 'user/notification/dismiss', { ids: results.map((n) => n.id) });
}

describe('notifications', () => {
  it('the admin assigns themself to a type, an event raises one, its link opens, dismiss removes it', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, ADMIN, { to: null });
    await dismissAll(page);

    // assign the admin to 'Listing created'
    await page.goto('/eng/managenotifications');
    await page.getByRole('heading', { level: 1, name: 'Manage Notifications' }).waitFor();
    await tablesIdle(page);
    await shot(page, 'manage-1280');
    expect(await fitsWidth(page)).toBe(true);
    const typeRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Listing created', exact: true }) });
    await typeRow.getByRole('cell', { name: 'Listing created', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Who is notified: Listing created/ });
    await dialog.getByRole('combobox', { name: 'Add a user by name or e-mail' }).fill('admin@meridian');
    await page
      .getByRole('option', { name: /admin@meridian\.example/ })
      .first()
      .click();
    await shot(page, 'assignees-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.notificationAssignmentsSaved);
    await typeRow.getByText('1 user', { exact: true }).waitFor();

    // an event of that type: a new listing
    await page.goto('/eng/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await tablesIdle(page);
    expect(await dotShown(page)).toBe(false);
    const { id } = await apiCall<{ id: number }>(page, 'POST', 'listing/create', {
      officeId: 1,
      title: 'Dot House',
    });
    await page.reload();
    await tablesIdle(page);
    const link = page.getByRole('link', { name: /created the listing Dot House/ });
    await link.waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="notifications-badge"] .MuiBadge-invisible'),
    );
    expect(await dotShown(page)).toBe(true);
    await shot(page, 'list-1280');
    expect(await fitsWidth(page)).toBe(true);

    // the link opens the listing
    await link.click();
    await page.waitForURL(new RegExp(`/eng/listing/${id}$`));
    await page.goBack();
    await tablesIdle(page);

    // choose it and dismiss it
    await page.getByRole('checkbox', { name: /Choose: .*created the listing Dot House/ }).check();
    await page.getByRole('button', { name: 'Dismiss (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Dismiss notifications?' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await toast(page, MSG.notificationsDismissed);
    await page.getByText(MSG.noRecordsFound).waitFor();
    await page.waitForFunction(
      () => !!document.querySelector('[data-testid="notifications-badge"] .MuiBadge-invisible'),
    );
    // still there among the dismissed
    await page.getByRole('switch', { name: 'Show dismissed' }).check();
    await page.getByRole('link', { name: /created the listing Dot House/ }).waitFor();
    await shot(page, 'list-dismissed-1280');
    await context.close();
  });

  it('stops the reminders of an expiring listing from its notification, kept after a reload', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'mc@meridian.example', { to: '/eng/notifications' });
      await tablesIdle(page);
      await page.getByRole('switch', { name: 'Show dismissed' }).check();
      const stop = page.getByRole('button', { name: 'Stop reminders: A listing expires within the week' });
      const remind = page.getByRole('button', { name: 'Remind me: A listing expires within the week' });
      await stop.or(remind).first().waitFor();
      if (await remind.isVisible()) {
        await remind.click();
        await toast(page, MSG.remindersOn);
      }
      await stop.click();
      await toast(page, MSG.remindersOff);
      await remind.waitFor();
      await shot(page, `reminders-off-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      // the list says so after a reload: the answer carries remindersOff
      await page.reload();
      await tablesIdle(page);
      await page.getByRole('switch', { name: 'Show dismissed' }).check();
      await remind.waitFor();
      await remind.click();
      await toast(page, MSG.remindersOn);
      await stop.waitFor();
      await context.close();
    }
  });

  it('fits a phone', async () => {
    const { page, context } = await newPage(browser, { width: 390 });
    await signIn(page, 'mc@meridian.example', { to: '/eng/notifications' });
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await tablesIdle(page);
    await page
      .getByText(/requested the spot/)
      .first()
      .waitFor();
    await shot(page, 'list-390');
    expect(await fitsWidth(page)).toBe(true);
    // on a phone the navigation is behind the menu button: the dot shows there too
    await page.getByRole('button', { name: 'Open navigation (new notifications)' }).waitFor();
    expect(
      await page
        .getByTestId('menu-notifications-badge')
        .locator('.MuiBadge-dot')
        .evaluate((el) => el.classList.contains('MuiBadge-invisible')),
    ).toBe(false);
    await context.close();

    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, ADMIN, { to: '/eng/managenotifications' });
    await admin.page.getByRole('heading', { level: 1, name: 'Manage Notifications' }).waitFor();
    await tablesIdle(admin.page);
    await admin.page.getByText('Commission export').first().waitFor();
    await screenshot(admin.page, 'notifications/manage-390');
    expect(await fitsWidth(admin.page)).toBe(true);
    await admin.page.getByText('Commission export').first().click();
    await admin.page.getByRole('dialog', { name: /Who is notified: Commission export/ }).waitFor();
    await screenshot(admin.page, 'notifications/assignees-390');
    await admin.context.close();
  });
});
