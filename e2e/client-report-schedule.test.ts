import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { fitsWidth, launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiResponse } from './support/api-call';

/**
 * The client marketing report scheduler, as an administrator uses it: an invalid recipient
 * blocks saving, a weekly report is saved and listed, a report is sent now and shows in the sent
 * e-mails, the report link is copied and revoked, the schedule deleted. Shot at 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'client-marketing'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(resultsDir, 'client-marketing', `${name}.png`), fullPage: true });

/** A demo listing with no schedule yet. */
async function freshListing(page: Page): Promise<number> {
  for (let id = 1; id < 200; id++) {
    const res = await apiResponse<unknown[]>(page, 'GET', `ClientMarketingSchedule/${id}`);
    if (res.status === 200 && res.body.length === 0) return id;
  }
  throw new Error('no demo listing without a report schedule');
}

describe('client marketing report scheduler', () => {
  it('schedules a weekly report, sends one now and lists it, copies and revokes the link', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'admin@meridian.example', { to: null });
    const listingId = await freshListing(page);
    await page.goto(`/scheduler/${listingId}`);
    await page
      .getByRole('heading', { name: 'Client Marketing - Schedule Report' })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Back', exact: true }).getAttribute('href')).toBe(
      `/eng/listing/${listingId}`,
    );

    const form = page.getByRole('form', { name: 'New report' });
    const recipients = form.getByRole('textbox', { name: 'Recipient e-mails' });
    await recipients.fill('ann@seller.example, not-an-address');
    await form.getByText('not-an-address (not valid)').waitFor();
    const save = form.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true); // an invalid address blocks saving
    await recipients.fill('ann@seller.example, bo@seller.example');
    await form.getByRole('textbox', { name: 'Recipient names' }).fill('Ann & Bo Seller');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Your weekly marketing report');
    await form.getByRole('textbox', { name: 'Custom message' }).fill('Two showings this week <great>.');
    await save.click();
    await toast(page, MSG.reportScheduleSaved);
    const schedule = page.getByRole('region', { name: 'Current schedule' });
    await schedule.getByText('Weekly (Monday)').waitFor();
    await schedule.getByText('Ann  Bo Seller').waitFor(); // the ampersand stripped

    // Send Now: the button reads Send
    await form.getByRole('textbox', { name: 'Recipient e-mails' }).fill('now@seller.example');
    await form.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Send Now' }).click();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, MSG.reportSendNowQueued);
    const sent = page.getByRole('region', { name: 'Sent e-mails' });
    await sent.getByText('now@seller.example').waitFor({ timeout: 40_000 });

    // the report link, copied, then revoked
    await page.getByRole('button', { name: 'Copy report link' }).click();
    const link = page.getByRole('textbox', { name: 'Report link' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`/ListingMarketingReport/${listingId}\\?token=[A-Za-z0-9_-]{40,}$`));
    await shot(page, 'scheduler-1280');
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await toast(page, MSG.reportLinkRevoked);
    await expect.poll(() => link.inputValue(), { timeout: 20_000 }).not.toBe(url); // a new link

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Current schedule' }).scrollIntoViewIfNeeded();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await shot(page, 'scheduler-390');

    // delete the weekly schedule, after confirming
    await schedule
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.reportScheduleDeleted);
    await schedule.getByText('No records found').waitFor();
    await context.close();
  }, 180_000);
});
