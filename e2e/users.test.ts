import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, roleKey } from '@atrium/domain';
import { launchBrowser, newPage, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

const ADMIN = 'admin@meridian.example';

type Row = { id: number; email: string; firstName: string; lastName: string; roles: string[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A generated demo user who is an Accounting User only, without permissions. */
async function plainUser(page: Page): Promise<Row> {
  const { results } = await apiCall<{ results: Row[] }>(page, 'POST', 'user/search', {
    status: 1,
    itemsPerPage: 500,
  });
  for (const u of results.filter((r) => r.roles.length === 1 && r.roles[0] === 'Accounting User')) {
    const roles = await apiCall<Array<{ isSelected: boolean }>>(page, 'GET', `user/${u.id}/roles`);
    if (roles.filter((r) => r.isSelected).length === 1) return u;
  }
  throw new Error('no plain Accounting User found');
}

const navLink = (page: Page, path: string) =>
  page.locator(`[data-testid="main-nav"] [data-nav-path="${path}"]`);

describe('users', () => {
  it('lists, searches and exports users; edits identity, roles and dash roles; the user sees the new navigation', async () => {
    const admin = await newPage(browser, { width: 1280 });
    const page = admin.page;
    await signIn(page, ADMIN, { to: null });
    const target = await plainUser(page);

    // the user signs in first: no My Sales Goals yet
    const them = await newPage(browser, { width: 1280 });
    await signIn(them.page, target.email);
    await navLink(them.page, '/eng/home').waitFor({ timeout: 30_000 });
    expect(await navLink(them.page, '/eng/business').count()).toBe(0);

    // the list: active users by last name, 20 a page
    await page.goto('/eng/users');
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('row').nth(20).waitFor({ timeout: 30_000 });
    expect(await table.getByRole('row').count()).toBe(21);
    await screenshot(page, 'users/users-list-1280');

    // the export answers a spreadsheet while the button shows its progress
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export active users' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('active-users.xlsx');
    await toast(page, MSG.activeUsersExported);

    // search by e-mail, open the user
    await page.getByLabel('Search users by name or e-mail').fill(target.email);
    const link = table.getByRole('link', { name: new RegExp(target.lastName) });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBe(2);
    await link.waitFor();
    await link.click();
    await page.waitForURL(new RegExp(`/eng/user/${target.id}$`));
    await page.getByRole('heading', { level: 2, name: 'Identity', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Dash Roles' }).waitFor();
    await screenshot(page, 'users/user-page-1280');

    // identity: the required message, then a saved title
    await page.getByRole('button', { name: 'Edit Identity' }).click();
    const identity = page.getByRole('form', { name: 'Identity' });
    const firstName = identity.getByRole('textbox', { name: /^First Name/ });
    await firstName.fill('');
    await identity.getByLabel('Title').click();
    await identity.getByText(MSG.required(['First Name'])).waitFor();
    await firstName.fill(target.firstName);
    await identity.getByLabel('Title').fill('Controller, Accounting');
    await identity.getByLabel('Middle Name').click();
    await toast(page, MSG.userDetailsSaved);
    await identity.getByText('All changes saved.').waitFor();
    await screenshot(page, 'users/user-identity-edit-1280');
    await identity.getByRole('button', { name: 'Close' }).click();
    await page.locator('#section-Identity').getByText('Controller, Accounting').waitFor();

    // roles: a permission chip toggles on and saves at once
    await page.getByRole('button', { name: 'Edit Roles' }).click();
    const permissions = page.getByRole('group', { name: 'Permissions' });
    const chip = permissions.getByRole('button', { name: 'Agent Pre-release' });
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    await chip.click();
    await toast(page, MSG.userDetailsSaved);
    await page.waitForFunction(
      () =>
        document
          .querySelector('[role="group"][aria-label="Permissions"] [aria-pressed="true"]')
          ?.textContent?.includes('Agent Pre-release') ?? false,
    );
    await screenshot(page, 'users/user-roles-edit-1280');
    await page.getByRole('form', { name: 'Roles' }).getByRole('button', { name: 'Close' }).click();
    await page.locator('#section-Roles').getByText('Agent Pre-release').waitFor();

    // the signed-in user's navigation follows on their next visit
    await them.page.goto('/eng/home');
    await navLink(them.page, '/eng/business').waitFor({ timeout: 30_000 });
    expect((await navLink(them.page, '/eng/business').textContent())?.trim()).toBe('My Sales Goals');
    await them.page.goto('/eng/business');
    await them.page.waitForURL(/\/eng\/business$/);
    await them.context.close();

    // dash roles: both required, the same pair refused, removal after a confirmation
    await page.getByRole('button', { name: 'Edit Dash Roles' }).click();
    const addForm = page.getByRole('form', { name: 'Add dash role' });
    await addForm.getByRole('button', { name: 'Add' }).click();
    await addForm.getByText(MSG.required(['Office', 'Role'])).waitFor();
    const choose = async (label: string, option: string | RegExp) => {
      await addForm.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).first().click();
    };
    await choose('Office', /./);
    await addForm.getByRole('button', { name: 'Add' }).click();
    await addForm.getByText(MSG.required(['Role'])).waitFor();
    await choose('Role', 'Accounting User');
    await addForm.getByRole('button', { name: 'Add' }).click();
    await toast(page, MSG.dashRoleSaved);
    const section = page.locator('#section-DashRoles');
    await section.getByRole('listitem').filter({ hasText: 'Accounting User' }).waitFor();
    const officeName = (await section.locator('.MuiListItemText-primary').first().textContent())!;
    await choose('Office', officeName);
    await choose('Role', 'Accounting User');
    await addForm.getByRole('button', { name: 'Add' }).click();
    await addForm.getByText(MSG.dashRoleDuplicate).waitFor();
    await screenshot(page, 'users/user-dash-roles-edit-1280');
    await section.getByRole('button', { name: `Remove Accounting User in ${officeName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await toast(page, MSG.dashRoleRemoved);
    await section.getByText(MSG.noRecordsFound).waitFor();

    // the history shows the changes just made
    await page.locator('#section-History').scrollIntoViewIfNeeded();
    await page.locator('#section-History').getByText('Roles').first().waitFor({ timeout: 20_000 });
    await page.locator('#section-History').getByText('Dash role removed').first().waitFor();
    await admin.context.close();

    // back as they were
    const restore = await newPage(browser, { width: 1280 });
    await signIn(restore.page, ADMIN, { to: null });
    await apiCall(restore.page, 'PUT', `user/${target.id}/roles`, { roleIds: [roleKey('accountingUser')] });
    await restore.context.close();
  }, 240_000);

  it('fits a phone: the list as cards, the user page in one column', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, ADMIN, { to: '/eng/users' });
    await page.getByRole('button', { name: 'Export active users' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: /,/ }).first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'users/users-list-390');
    await page.getByRole('link', { name: /,/ }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Roles', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Edit Roles' }).click();
    await page.getByRole('group', { name: 'Permissions' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'users/user-page-390');
    await context.close();
  }, 120_000);
  it('shows the agents and sales teams an office coordinator assists, each linking to its page', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width, height: 900 });
      await signIn(page, ADMIN);
      const { results } = await apiCall<{ results: Row[] }>(page, 'POST', 'user/search', {
        status: 1,
        itemsPerPage: 500,
      });
      const coordinator = results.find(
        (r) => r.roles.includes('Office Coordinator') && /\.u\d+@/.test(r.email),
      );
      if (!coordinator) throw new Error('no generated office coordinator found');
      await page.goto(`/eng/user/${coordinator.id}`);
      const section = page.locator('#section-Assists');
      await section.getByRole('heading', { name: 'Assistant To' }).waitFor({ timeout: 30_000 });
      const agents = section.getByRole('list', { name: 'Agents' });
      await agents.getByRole('link').first().waitFor({ timeout: 30_000 });
      expect(await agents.getByRole('link').count()).toBe(2);
      expect(await section.getByRole('list', { name: 'Sales Teams' }).getByRole('link').count()).toBe(1);
      await section.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `users/user-assists-${width}`);
      if (width === 1280) {
        const name = (await agents.getByRole('link').first().textContent())!;
        await agents.getByRole('link').first().click();
        await page.waitForURL(/\/eng\/agent\/\d+$/);
        await page.getByText(name).first().waitFor({ timeout: 30_000 });
      }
      await context.close();
    }
  }, 120_000);
});
