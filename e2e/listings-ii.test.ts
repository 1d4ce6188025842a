import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, VIRTUAL_TOUR_EXAMPLE } from '@atrium/domain';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { launchBrowser, newPage, resultsDir, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A close-up of one part of the screen, beside the full-page screenshots. */
async function closeUp(target: Locator, name: string) {
  fs.mkdirSync(resultsDir, { recursive: true });
  await target.scrollIntoViewIfNeeded();
  await target.screenshot({ path: path.join(resultsDir, `${name}.png`) });
}
type Agent = { agentId: number; sideTypeId: number; name: string; split: number };
type Details = {
  id: number;
  dealTypeId: number;
  listingStatusId: number;
  ownerInfo: unknown[];
  title: string | null;
};
const agentsOf = (page: Page, id: number) =>
  apiCall<{ listingAgents: Agent[] }>(page, 'GET', `listing/${id}/agentDetails`).then((d) => d.listingAgents);

/** An editable listing of office 1 on the list side only, in a status every form accepts. */
async function listSideListing(page: Page, skip: number[] = []): Promise<number> {
  for (let id = 21; id < 400; id++) {
    if (skip.includes(id)) continue;
    const d = await apiCall<Details & { officeId: number }>(page, 'GET', `listing/${id}/details`).catch(
      () => null,
    );
    if (
      d &&
      d.officeId === 1 &&
      d.dealTypeId === 1 &&
      [1, 8].includes(d.listingStatusId) &&
      d.ownerInfo.length &&
      d.title
    )
      return id;
  }
  throw new Error('no list-side listing found');
}
async function openSection(page: Page, id: number, edit: string, heading: string) {
  await page.goto(`/eng/listing/${id}?edit=${edit}`);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 30_000 });
}

describe('listing agents, features, tour and notes', () => {
  let listingId: number;

  it('changing the deal type from list side to both sides duplicates the agents', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    listingId = await listSideListing(page);
    const before = await agentsOf(page, listingId);
    await openSection(page, listingId, 'ListingDetails', 'Listing Details');
    await page.getByRole('combobox', { name: 'Deal type' }).click();
    await page.getByRole('option', { name: /Both sides|Our List\/Our Sale/ }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.listingDetailsSaved);
    await page.goto(`/eng/listing/${listingId}`);
    const sell = page.getByRole('list', { name: 'Sell Agents' });
    await sell.waitFor({ timeout: 30_000 });
    for (const a of before) await expect.poll(() => sell.getByText(a.name, { exact: true }).count()).toBe(1);
    const after = await agentsOf(page, listingId);
    expect(after.filter((a) => a.sideTypeId === 2).map((a) => a.agentId)).toEqual(
      before.map((a) => a.agentId),
    );
    await page.locator('#section-SellAgent').scrollIntoViewIfNeeded();
    await screenshot(page, 'listings-ii-deal-type-both-sides');
    await closeUp(page.locator('#section-SellAgent'), 'listings-ii-sell-agents-closeup');
    await context.close();
  });

  it('adds and removes agents and shows the splits', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    const current = (await agentsOf(page, listingId)).filter((a) => a.sideTypeId === 1);
    const candidates = await apiCall<Array<{ agentId: number; name: string }>>(
      page,
      'GET',
      'agent/searchbyname?name=M',
    );
    const pick = candidates.find((c) => !current.some((a) => a.agentId === c.agentId))!;
    await openSection(page, listingId, 'ListAgent', 'Listing Agents');
    const search = page.getByRole('combobox', { name: 'Add an agent' });
    await search.fill('Smith-Jones');
    await page.waitForTimeout(800);
    expect(await page.getByRole('option').count()).toBe(0); // a hyphen is ignored
    await search.fill(pick.name.split(' ').slice(-1)[0]);
    await page
      .getByRole('option', { name: new RegExp(pick.name) })
      .first()
      .click();
    await toast(page, MSG.agentAdded);
    const count = current.length + 1;
    const expected = Array.from(
      { length: count },
      (_, i) => Math.floor(100 / count) + (i < 100 % count ? 1 : 0),
    );
    await expect
      .poll(async () =>
        (await agentsOf(page, listingId)).filter((a) => a.sideTypeId === 1).map((a) => a.split),
      )
      .toEqual(expected);
    await expect
      .poll(() => page.getByLabel(`Split of ${pick.name}`).inputValue())
      .toBe(String(expected[count - 1]));
    await page.getByTestId('split-total').filter({ hasText: 'Total 100%' }).waitFor();
    await screenshot(page, 'listings-ii-agents-added');
    await closeUp(page.locator('#section-ListAgent'), 'listings-ii-agents-closeup');

    await page.getByRole('button', { name: `Remove ${pick.name}` }).click();
    await toast(page, MSG.agentDeleted);
    await expect
      .poll(async () => (await agentsOf(page, listingId)).filter((a) => a.sideTypeId === 1).length)
      .toBe(current.length);
    await expect
      .poll(() => page.getByLabel(`Split of ${current[0].name}`).inputValue())
      .toBe(String(Math.floor(100 / current.length) + (100 % current.length ? 1 : 0)));
    await context.close();
  });

  it('ticks amenities, sets a virtual tour and adds a note', async () => {
    const { page, context } = await newPage(browser);
    // the rich-text editor runs under the strict Content-Security-Policy without a violation
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/content.security.policy|CSP violation/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    await signIn(page, 'admin@meridian.example', { to: null });
    await openSection(page, listingId, 'ListingFeatures', 'Features');
    await page.getByText(MSG.amenityNote).waitFor();
    await page.getByRole('tab', { name: 'PARKING' }).click();
    const ev = page.getByRole('checkbox', { name: 'EV Charging' });
    if (await ev.isChecked()) {
      await ev.uncheck();
      await toast(page, MSG.amenitiesSaved);
    }
    await ev.check();
    await toast(page, MSG.amenitiesSaved);
    const amenities = await apiCall<Array<{ amenityName: string; selected: boolean }>>(
      page,
      'GET',
      `listing/${listingId}/amenityDetails`,
    );
    expect(amenities.find((a) => a.amenityName === 'EV Charging')?.selected).toBe(true);
    await screenshot(page, 'listings-ii-amenities');
    await closeUp(page.locator('#section-ListingFeatures'), 'listings-ii-features-closeup');

    await openSection(page, listingId, 'VirtualTour', 'Virtual Tour');
    const tour = page.getByLabel('Virtual tour URL', { exact: true });
    await tour.fill('http://tours.example/123');
    await page.getByLabel('3D virtual tour URL').click();
    await page.getByText(MSG.virtualTourHttps(VIRTUAL_TOUR_EXAMPLE)).waitFor();
    await tour.fill('https://tours.example/123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.virtualTourSaved);
    const d = await apiCall<{ virtualTourUrl: string }>(page, 'GET', `listing/${listingId}/details`);
    expect(d.virtualTourUrl).toBe('https://tours.example/123');

    await openSection(page, listingId, 'Notes', 'Notes');
    const editor = page.getByTestId('note-editor');
    await editor.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Seller call');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' moved to Friday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await toast(page, MSG.noteSaved);
    const notes = page.getByRole('list', { name: 'Notes' }).first();
    await notes.getByText('moved to Friday.').first().waitFor();
    const saved = await apiCall<Array<{ note: string }>>(page, 'GET', `listing/${listingId}/notes`);
    expect(saved[0].note).toContain('<b>Seller call</b>');
    expect(violations).toEqual([]);
    await screenshot(page, 'listings-ii-notes');
    await closeUp(page.locator('#section-Notes'), 'listings-ii-notes-closeup');
    // a paste arrives as plain text: no bold, heading or link from the copied page
    await editor.click();
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<h2>Keys</h2><p><b>with</b> <a href="https://x.example">the doorman</a></p>',
      );
      data.setData('text/plain', 'Keys with the doorman');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => editor.innerText()).toContain('Keys with the doorman');
    expect(await editor.innerHTML()).not.toMatch(/<b>|<strong>|<h2|<a /);

    await page.goto(`/eng/listing/${listingId}`);
    const panel = page.getByTestId('completeness');
    await panel.waitFor({ timeout: 30_000 });
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'listings-ii-listing-page');
    await closeUp(page.locator('#section-Completeness'), 'listings-ii-completeness-closeup');
    // the history reads as the forms do: the deal type by its name, no ids or raw JSON
    const history = page.getByRole('table', { name: 'Change history' });
    await page.locator('#section-History').scrollIntoViewIfNeeded();
    await history.getByText('Deal type').first().waitFor({ timeout: 30_000 });
    expect(await history.getByText('Our List/Our Sale').count()).toBeGreaterThan(0);
    expect(await history.innerText()).not.toMatch(/[{[]"/);
    await closeUp(page.locator('#section-History'), 'listings-ii-history-closeup');
    await page.goto(`/eng/listingUtilitarian/${listingId}`);
    await page.getByRole('heading', { name: 'Validation' }).waitFor({ timeout: 30_000 });
    await page.getByText('https://tours.example/123').waitFor();
    await screenshot(page, 'listings-ii-utilitarian');
    await context.close();
  });
});

describe('merge and commissions as staff', () => {
  it('merges two listings', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'staff@meridian.example', { to: null });
    // two listings of its own, so no other journey's listing is touched
    const stamp = Date.now().toString(36);
    const created = [
      await apiCall<{ id: number }>(page, 'POST', 'listing/create', { title: `Merge source ${stamp}` }),
      await apiCall<{ id: number }>(page, 'POST', 'listing/create', { title: `Merge target ${stamp}` }),
    ];
    await apiCall(page, 'POST', `listing/${created[0].id}/notes`, { note: 'Keys are with the doorman.' });
    const find = async (id: number) =>
      (
        await apiCall<Array<{ id: number; listingNumber: string; title: string }>>(
          page,
          'GET',
          `listing/mergeCandidates?text=${stamp}`,
        )
      ).find((c) => c.id === id)!;
    const from = await find(created[0].id);
    const to = await find(created[1].id);
    await page.goto('/eng/listing/mergeListing');
    const pickListing = async (label: string, l: { listingNumber: string; title: string }) => {
      const box = page.getByRole('combobox', { name: label });
      await box.fill(l.listingNumber);
      await page
        .getByRole('option', { name: new RegExp(l.listingNumber) })
        .first()
        .click();
    };
    await pickListing('From listing', from);
    await pickListing('To listing (kept)', to);
    await page.getByRole('checkbox', { name: 'All' }).check();
    expect(await page.getByRole('checkbox', { name: 'Notes' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Preview merge' }).click();
    await page.getByRole('table', { name: 'Totals' }).waitFor();
    const confirm = page.getByRole('checkbox', { name: 'I have reviewed the merge and want to go ahead' });
    await confirm.check();
    await screenshot(page, 'listings-ii-merge-preview');
    // changing a selection clears the confirmation
    await page.getByRole('checkbox', { name: 'Showings' }).uncheck();
    expect(await confirm.count()).toBe(0);
    await page.getByRole('button', { name: 'Preview merge' }).click();
    await confirm.check();
    await page.getByRole('button', { name: 'Merge listings' }).click();
    await toast(page, MSG.mergeDone);
    await expect.poll(() => page.getByRole('combobox', { name: 'From listing' }).inputValue()).toBe('');
    const history = await apiCall<{ results: Array<{ action: string }> }>(
      page,
      'GET',
      `auditing/listing/${to.id}/audits`,
    );
    expect(history.results.some((r) => r.action === 'merge')).toBe(true);
    const notes = await apiCall<Array<{ note: string }>>(page, 'GET', `listing/${to.id}/notes`);
    expect(notes.map((n) => n.note)).toContain('Keys are with the doorman.');
    await context.close();
  });

  it('edits and exports commissions', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'staff@meridian.example', { to: '/eng/listingListCommissions' });
    const table = page.getByRole('table', { name: 'Sales commissions' });
    await table
      .getByRole('button', { name: /^Edit commissions of/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await table
      .getByRole('button', { name: /^Edit commissions of/ })
      .first()
      .click();
    await page.getByLabel('Listing commission').fill('120');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.listingCommissionMax).waitFor();
    await page.getByLabel('Listing commission').fill('5.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MSG.commissionsUpdated);
    await table.getByText('5.5%').first().waitFor();
    await screenshot(page, 'listings-ii-commissions');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(resultsDir, 'listings-ii-commissions-top.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('listing-commissions-sales.csv');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('Listing Number,MLS Number,Address');
    expect(text.split('\r\n').length).toBeGreaterThan(3);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('listing-commissions-sales.xlsx');

    // the server sorts: by price, lowest first, then highest first
    const prices = async () =>
      (await table.getByRole('row').allInnerTexts())
        .slice(1)
        .map((row) => row.split('\t')[3] ?? '')
        .filter((cell) => cell.startsWith('$'))
        .map((cell) => Number(cell.replace(/[^0-9.]/g, '')));
    const isSorted = (values: number[], direction: 1 | -1) =>
      values.length > 2 && values.every((v, i) => i === 0 || direction * (v - values[i - 1]) >= 0);
    await table.getByRole('button', { name: 'Price' }).click();
    await expect.poll(async () => isSorted(await prices(), 1), { timeout: 15_000 }).toBe(true);
    await table.getByRole('button', { name: 'Price' }).click();
    await expect.poll(async () => isSorted(await prices(), -1), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
