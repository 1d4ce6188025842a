import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONCIERGE_LOGIN_LABEL, MSG } from '@atrium/domain';
import { launchBrowser, newPage, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

const ADMIN = 'admin@meridian.example';

type Row = { id: number; email: string; lastName: string; roles: string[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A generated marketing coordinator (no persona, no other journey changes them). */
async function generatedCoordinator(page: Page): Promise<Row> {
  const { results } = await apiCall<{ results: Row[] }>(page, 'POST', 'user/search', {
    status: 1,
    itemsPerPage: 500,
  });
  const found = results
    .filter((r) => /\.u\d+@/.test(r.email) && r.roles.includes('Marketing Coordinator'))
    .at(-1);
  if (!found) throw new Error('no generated marketing coordinator found');
  return found;
}

describe('concierge', () => {
  it('a system admin sets a login on the user page; the user opens the sandbox concierge from home; the visit is in the history', async () => {
    const admin = await newPage(browser, { width: 1280 });
    await signIn(admin.page, ADMIN, { to: null });
    const target = await generatedCoordinator(admin.page);
    await apiCall(admin.page, 'PUT', `user/${target.id}/concierge`, { login: null, enabled: false });

    // the user page: the section reads Off, then the form saves a login with the link on
    await admin.page.goto(`/eng/user/${target.id}`);
    const section = admin.page.locator('#section-Concierge');
    await section.getByText('Off', { exact: true }).waitFor({ timeout: 30_000 });
    await admin.page.getByRole('button', { name: 'Edit Concierge' }).click();
    const form = admin.page.getByRole('form', { name: 'Concierge' });
    await form.getByLabel('Concierge link on').check();
    await form.getByLabel('Concierge Login').click();
    await form.getByLabel('Concierge link on').focus();
    await form.getByText(MSG.required([CONCIERGE_LOGIN_LABEL])).waitFor();
    const login = `concierge.${target.id}@concierge.example`;
    await form.getByLabel('Concierge Login').fill(login);
    await form.getByLabel('Concierge link on').focus();
    await toast(admin.page, MSG.conciergeLoginSaved);
    await form.getByText('All changes saved.').waitFor();
    await screenshot(admin.page, 'concierge/user-concierge-edit-1280');
    await form.getByRole('button', { name: 'Close' }).click();
    await section.getByText(login).waitFor();
    await section.getByText('On', { exact: true }).waitFor();

    // the user: a Concierge button on home opens the sandbox portal in a new tab, signed in
    const user = await newPage(browser, { width: 1280 });
    await signIn(user.page, target.email);
    const button = user.page.getByRole('link', { name: /Concierge \(sandbox\)/ });
    await button.waitFor({ timeout: 30_000 });
    await screenshot(user.page, 'concierge/home-1280');
    const [portal] = await Promise.all([user.context.waitForEvent('page'), button.click()]);
    await portal.getByTestId('concierge-login').waitFor({ timeout: 30_000 });
    expect(await portal.getByTestId('concierge-login').textContent()).toBe(`Signed in as ${login}`);
    expect(new URL(portal.url()).pathname).toBe('/api/concierge/sandbox');
    await screenshot(portal, 'concierge/sandbox-portal-1280');

    // the admin sees the redirect in the user's history
    await admin.page.reload();
    const history = admin.page.locator('#section-History');
    await history.scrollIntoViewIfNeeded();
    await history.getByText('Opened from the home page').first().waitFor({ timeout: 30_000 });
    expect(await history.getByText('Concierge Redirect').count()).toBeGreaterThan(0);
    await user.context.close();
    await admin.context.close();
  });

  it('fits a phone, and tells a user without a login what to do', async () => {
    const admin = await newPage(browser, { width: 390, height: 844 });
    await signIn(admin.page, ADMIN, { to: null });
    const target = await generatedCoordinator(admin.page);
    await apiCall(admin.page, 'PUT', `user/${target.id}/concierge`, {
      login: `concierge.${target.id}@concierge.example`,
      enabled: true,
    });
    await admin.page.goto(`/eng/user/${target.id}`);
    await admin.page
      .locator('#section-Concierge')
      .getByText('On', { exact: true })
      .waitFor({ timeout: 30_000 });
    await admin.page.locator('#section-Concierge').scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'concierge/user-page-390');

    const user = await newPage(browser, { width: 390, height: 844 });
    await signIn(user.page, target.email);
    const button = user.page.getByRole('link', { name: /Concierge \(sandbox\)/ });
    await button.waitFor({ timeout: 30_000 });
    await screenshot(user.page, 'concierge/home-390');
    const [portal] = await Promise.all([user.context.waitForEvent('page'), button.click()]);
    await portal.getByTestId('concierge-welcome').waitFor({ timeout: 30_000 });
    expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(portal, 'concierge/sandbox-portal-390');

    const guest = await newPage(browser, { width: 390, height: 844 });
    await signIn(guest.page, 'guest@meridian.example');
    await guest.page.getByRole('heading', { name: 'Office statistics' }).waitFor({ timeout: 30_000 });
    expect(await guest.page.getByRole('link', { name: /Concierge/ }).count()).toBe(0);
    await guest.page.goto('/eng/concierge');
    await guest.page.getByText(MSG.conciergeNoLogin).waitFor({ timeout: 30_000 });
    await screenshot(guest.page, 'concierge/no-login-390');
    for (const c of [admin.context, user.context, guest.context]) await c.close();
  });
});
