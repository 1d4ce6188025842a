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
import { apiCall } from './support/api-call';
import { axeViolations } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'spots'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => screenshot(page, `spots/${name}`);
const figure = async (page: Page, label: string) =>
  Number(
    await page
      .getByRole('group', { name: 'Your spot figures' })
      .locator('div', { hasText: label })
      .last()
      .locator('p')
      .first()
      .textContent(),
  );

async function openBooking(page: Page, spotName: string) {
  await page.goto('/eng/spotBooking');
  await page.getByRole('heading', { level: 1, name: 'Spot Booking' }).waitFor();
  await page.getByRole('list', { name: 'Media outlets' }).getByRole('button').first().click();
  await page
    .getByRole('button', { name: new RegExp(`^${spotName} \\d+ of`) })
    .first()
    .click();
  await page.getByRole('heading', { level: 2, name: `Listings for ${spotName}` }).waitFor();
  await tablesIdle(page);
}

describe('spot booking', () => {
  it('an agent with Agent Spot Booking books a listing into an open spot; the spot leaves the list', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'agent2@meridian.example', { to: null });
    await openBooking(page, 'Half page');
    const before = await page.getByRole('button', { name: /^Half page \d+ of/ }).count();
    const booked = await figure(page, 'Booked this year');
    await shot(page, 'booking-agent2-1280');
    expect(await axeViolations(page)).toEqual([]);
    const book = page.getByRole('button', { name: /^Book Half page for / }).first();
    await book.waitFor();
    await book.click();
    await toast(page, MSG.spotAssigned);
    await expect.poll(() => page.getByRole('button', { name: /^Half page \d+ of/ }).count()).toBe(before - 1);
    await expect.poll(() => figure(page, 'Booked this year')).toBe(booked + 1);
    await page.getByText('Choose a spot above to book it for a listing.').waitFor();
    await shot(page, 'booked-agent2-1280');
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });

  it('an agent without the permission can only request a spot; the request is acknowledged', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'agent@meridian.example', { to: null });
    await openBooking(page, 'Full page');
    expect(await page.getByRole('button', { name: /^Book / }).count()).toBe(0);
    const requested = await figure(page, 'Requested this year');
    await page
      .getByRole('button', { name: /^Request Full page for / })
      .first()
      .click();
    await toast(page, MSG.spotRequested);
    await expect.poll(() => figure(page, 'Requested this year')).toBe(requested + 1);
    await shot(page, 'requested-agent-1280');
    await context.close();
  });

  it('fits a phone: the booking screen and the spots of an advertisement', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'agent2@meridian.example', { to: null });
    await openBooking(page, 'Full page');
    await shot(page, 'booking-agent2-390');
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});

describe('spots of an advertisement', () => {
  it('marketing staff see the counts, reserve spots for an office and edit the agent cost', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'mc@meridian.example', { to: null });
      // the demo data's reservations are on the spots of the first advertisement (the lowest id)
      // that has spots, whichever outlet runs it
      const outlets = await apiCall<Array<{ id: number; name: string }>>(
        page,
        'POST',
        'MediaOutlet/spotbasedsearch',
        {},
      );
      const ads: Array<{ id: number }> = [];
      for (const outlet of outlets)
        ads.push(
          ...(await apiCall<Array<{ id: number }>>(page, 'POST', 'advertisement/mediaoutletsearch', {
            mediaOutletId: outlet.id,
          })),
        );
      const ad = ads.reduce((first, a) => (a.id < first.id ? a : first));
      await page.goto(`/eng/spots/${ad.id}`);
      await page.getByRole('heading', { level: 1, name: 'Spots' }).waitFor();
      await tablesIdle(page);
      await page.getByText('Half page').first().click();
      await page.getByRole('heading', { level: 2, name: 'Half page' }).waitFor();
      await shot(page, `spots-assignments-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      if (width === 1280) {
        await page.getByRole('tab', { name: 'Reservations' }).click();
        const open = Number(
          (
            await page
              .getByText(/ of \d+ open · /)
              .first()
              .textContent()
          )?.match(/^(\d+)/)?.[1],
        );
        await page.getByRole('combobox', { name: 'Offices' }).click();
        await page.getByRole('option').first().click();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Reserve', exact: true }).click();
        await toast(page, MSG.spotReserved);
        await expect
          .poll(async () =>
            Number(
              (
                await page
                  .getByText(/ of \d+ open · /)
                  .first()
                  .textContent()
              )?.match(/^(\d+)/)?.[1],
            ),
          )
          .toBe(open - 1);
        await shot(page, 'spots-reservations-1280');
        await page.getByRole('tab', { name: 'Agent cost' }).click();
        const form = page.getByRole('form', { name: /^Agent cost of reservation/ }).first();
        await form.getByRole('spinbutton').first().fill('400');
        await form.getByRole('button', { name: 'Save agent cost' }).click();
        await toast(page, MSG.spotAgentCostUpdated);
        await expect
          .poll(() =>
            page
              .getByRole('form', { name: /^Agent cost of reservation/ })
              .first()
              .getByRole('spinbutton')
              .first()
              .inputValue(),
          )
          .toBe('400');
        await page.getByText(/total \$725/).waitFor();
        await shot(page, 'spots-agent-cost-1280');
      }
      await context.close();
    }
  });
});
