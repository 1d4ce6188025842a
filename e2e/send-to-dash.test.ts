import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, resultsDir, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall, apiResponse } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'send-to-dash'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const dashCard = (page: Page) => page.getByRole('region', { name: 'Dash' });
async function openListing(page: Page, id: number) {
  await page.goto(`/eng/listing/${id}`);
  await page.getByRole('heading', { level: 2, name: 'Listing Details' }).waitFor({ timeout: 30_000 });
  await dashCard(page).getByText('Dash status').waitFor();
}
async function sendToDash(page: Page) {
  await page.getByRole('button', { name: 'Send to Dash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to Dash' });
  await dialog.getByText(MSG.confirmSendToDash).waitFor();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
}
/** A listing the signed-in agent is on the list side of and may edit, never sent to Dash. */
async function ownListingNeverSent(page: Page) {
  for (let id = 1; id < 400; id++) {
    const res = await apiResponse<{ canEdit: boolean; listingAgents: Array<{ sideTypeId: number }> }>(
      page,
      'GET',
      `listing/${id}/agentDetails`,
    );
    if (res.status !== 200 || !res.body.canEdit || !res.body.listingAgents.some((a) => a.sideTypeId === 1))
      continue;
    if ((await apiCall<{ status: string }>(page, 'GET', `dash/listing/${id}`)).status === 'Not sent')
      return id;
  }
  throw new Error('no listing of the agent found');
}
const shot = (page: Page, name: string) => screenshot(page, `send-to-dash/${name}`);

describe('send to dash', () => {
  it('refuses a listing without a list-side agent with the spec sentence', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'staff@meridian.example', { to: null });
    const { id } = await apiCall<{ id: number }>(page, 'POST', 'listing/create', {
      title: 'Dash without agent',
    });
    await openListing(page, id);
    await expect.poll(() => dashCard(page).getByText('Never sent to Dash.').count()).toBe(1);
    await sendToDash(page);
    await toast(page, MSG.noAgentOnListing);
    expect(await dashCard(page).getByText('Not sent', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('an agent sends their listing, sees the success toast and the deal Dash gives it', async () => {
    let listingId = 0;
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'agent@meridian.example', { to: null });
      if (!listingId) listingId = await ownListingNeverSent(page);
      await openListing(page, listingId);
      if (width === 1280) {
        await dashCard(page).scrollIntoViewIfNeeded();
        await shot(page, 'not-sent-1280');
        await sendToDash(page);
        await toast(page, 'Listing queued successfully.  Check back shortly to see its status.');
        // the status is asked again every few seconds while the sending waits
        await dashCard(page).getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
      }
      await expect
        .poll(() =>
          dashCard(page)
            .getByText(/^Sent .* · deal \S+\.$/)
            .count(),
        )
        .toBe(1);
      await dashCard(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(resultsDir, `send-to-dash/sent-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    }
  });
});
