import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, type OpenHouse, type Showing } from '@atrium/domain';
import { launchBrowser, newPage, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A listing the admin may edit that has no showings or open houses yet. */
async function freshListing(page: Page): Promise<number> {
  for (let id = 40; id < 400; id++) {
    const d = await apiCall<{ id: number }>(page, 'GET', `listing/${id}/details`).catch(() => null);
    if (!d) continue;
    const [s, o] = await Promise.all([
      apiCall<Showing[]>(page, 'GET', `listing/${id}/showings`),
      apiCall<OpenHouse[]>(page, 'GET', `listing/${id}/openHouse`),
    ]);
    if (!s.length && !o.length) return id;
  }
  throw new Error('no listing without showings found');
}

async function openSection(page: Page, id: number, edit: string, heading: string) {
  await page.goto(`/eng/listing/${id}?edit=${edit}`);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 30_000 });
}

describe('open houses and showings', () => {
  it('adds, edits and deletes an open house and a showing', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const id = await freshListing(page);

    // open house
    await openSection(page, id, 'OpenHouse', 'Open House');
    const section = page.locator('#section-OpenHouse');
    await section.getByText(MSG.noRecordsFound).waitFor();
    await section.getByRole('button', { name: 'Add open house' }).click();
    const form = section.getByRole('form', { name: 'New open house' });
    const add = form.getByRole('button', { name: 'Add', exact: true });
    await form.getByLabel('OH date').fill('12/05/2026');
    await form.getByLabel('From time hour').fill('1');
    await form.getByLabel('From time minute').fill('00');
    await form.getByRole('group', { name: 'From time AM or PM' }).getByRole('button', { name: 'PM' }).click();
    await form.getByLabel('To time hour').fill('11');
    await form.getByLabel('To time minute').fill('30');
    // 1:00 PM to 11:30 AM: the end comes before the start
    expect(await add.isDisabled()).toBe(true);
    await form.getByRole('group', { name: 'To time AM or PM' }).getByRole('button', { name: 'PM' }).click();
    expect(await add.isDisabled()).toBe(false);
    const hideTime = form.getByRole('checkbox', { name: "Don't display time" });
    expect(await hideTime.isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: 'By Appointment Only' }).check();
    expect(await hideTime.isDisabled()).toBe(false);
    await hideTime.check();
    await form.getByRole('checkbox', { name: 'By Appointment Only' }).uncheck();
    expect(await hideTime.isChecked()).toBe(false);
    await form.getByLabel('OH agent').fill('Dana Host');
    await form.getByLabel('Notes').fill('Bring the brochures');
    await add.click();
    await toast(page, MSG.openHouseSaved);
    const row = section.getByRole('row').filter({ hasText: 'Dana Host' });
    await row.getByText('1:00 PM').waitFor();
    await row.getByText('11:30 PM').waitFor();
    await row.getByRole('button', { name: 'Show more' }).click();
    await section.getByText('Bring the brochures').waitFor();
    await screenshot(page, 'showings-open-house-1280');
    await section.screenshot({ path: 'test-results/showings-open-house-section-1280.png' });

    await row.getByRole('button', { name: 'Edit open house' }).click();
    const edit = section.getByRole('form', { name: 'Edit open house' });
    await edit.getByLabel('OH agent').fill('Dana Host-Smith');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    // the add's toast (same sentence) may still show: the saved edit is waited for, not the toast
    await row.getByText('Dana Host-Smith').waitFor();
    const saved = await apiCall<OpenHouse[]>(page, 'GET', `listing/${id}/openHouse`);
    expect(saved.map((o) => [o.showingAgent, o.startDateTime, o.endDateTime])).toEqual([
      ['Dana Host-Smith', '2026-12-05T13:00', '2026-12-05T23:30'],
    ]);

    // showing
    await openSection(page, id, 'Showings', 'Showings');
    const showings = page.locator('#section-Showings');
    await showings.getByText(MSG.noRecordsFound).waitFor();
    await showings.getByRole('button', { name: 'Add showing' }).click();
    const sform = showings.getByRole('form', { name: 'New showing' });
    const sadd = sform.getByRole('button', { name: 'Add', exact: true });
    expect(await sadd.isDisabled()).toBe(true);
    await sform.getByLabel('Date').fill('12/06/2026');
    expect(await sadd.isDisabled()).toBe(false);
    await sform.getByLabel('Buyer', { exact: true }).fill('Ann Buyer');
    await sform.getByLabel('Buyer Agents').fill('Bo Agent');
    await sform.getByLabel('Feedback').fill('Loved the light');
    await sadd.click();
    await toast(page, MSG.showingSaved);
    const srow = showings.getByRole('row').filter({ hasText: 'Ann Buyer' });
    await srow.getByText('12/06/2026').waitFor();
    // a date without a count is one showing
    expect((await apiCall<Showing[]>(page, 'GET', `listing/${id}/showings`))[0].count).toBe(1);
    await srow.getByRole('button', { name: 'Edit showing' }).click();
    const sedit = showings.getByRole('form', { name: 'Edit showing' });
    await sedit.getByLabel('Number of Showings').fill('3');
    await sedit.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.showingSaved);
    await srow.getByText('3', { exact: true }).waitFor();
    expect((await apiCall<Showing[]>(page, 'GET', `listing/${id}/showings`))[0].count).toBe(3);
    await screenshot(page, 'showings-showings-1280');
    await showings.screenshot({ path: 'test-results/showings-showings-section-1280.png' });

    // a phone: rows become cards
    await page.setViewportSize({ width: 390, height: 844 });
    await openSection(page, id, 'Showings', 'Showings');
    await showings.getByText('Ann Buyer').waitFor();
    await screenshot(page, 'showings-showings-390');
    await showings.screenshot({ path: 'test-results/showings-showings-section-390.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await openSection(page, id, 'OpenHouse', 'Open House');
    await section.getByText('Dana Host-Smith').waitFor();
    await section.getByRole('button', { name: 'Edit open house' }).click();
    await section.getByRole('form', { name: 'Edit open house' }).waitFor();
    await screenshot(page, 'showings-open-house-edit-390');
    await section.screenshot({ path: 'test-results/showings-open-house-section-390.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await section.getByRole('button', { name: 'Cancel' }).click();

    // delete both, after confirming
    await section.getByRole('button', { name: 'Delete open house' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.showingOpenHouseDeleted);
    await section.getByText(MSG.noRecordsFound).waitFor();
    await openSection(page, id, 'Showings', 'Showings');
    await showings.getByRole('button', { name: 'Delete showing' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.showingOpenHouseDeleted);
    await showings.getByText(MSG.noRecordsFound).waitFor();
    expect(await apiCall<Showing[]>(page, 'GET', `listing/${id}/showings`)).toEqual([]);
    await context.close();
  }, 180_000);
});
