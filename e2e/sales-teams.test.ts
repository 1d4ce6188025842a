import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
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

type Found = { agentId: number; name: string };

/** Two active agents with different last names, found as the member picker finds them. */
async function twoAgents(page: Page): Promise<[Found, Found]> {
  const found = await apiCall<Found[]>(page, 'GET', 'agent/searchbyname?name=M');
  const byLast = new Map<string, Found>();
  for (const a of found) {
    const last = a.name.split(' ').slice(1).join(' ');
    if (!byLast.has(last) && found.filter((f) => f.name.endsWith(` ${last}`)).length === 1)
      byLast.set(last, a);
  }
  const [first, second] = [...byLast.values()];
  if (!first || !second) throw new Error('two agents with distinct last names were not found');
  return [first, second];
}

const memberNames = (page: Page) =>
  page
    .locator('#section-Members li')
    .evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent?.trim() ?? ''));

async function addMember(page: Page, agent: Found) {
  const section = page.locator('#section-Members');
  const input = section.getByLabel('Add a member');
  await input.fill(agent.name.split(' ').slice(1).join(' '));
  await page
    .getByRole('option', { name: new RegExp(agent.name) })
    .first()
    .click({ timeout: 20_000 });
  await toast(page, MSG.salesTeamMemberAdded);
  await section.getByText(agent.name).first().waitFor();
}

describe('sales teams', () => {
  it('as admin: creates a team with two members, reorders them, and the order is kept on reload', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: '/eng/salesTeams' });
    await page.getByRole('heading', { level: 1, name: 'Sales Teams' }).waitFor({ timeout: 30_000 });
    await page.getByRole('table', { name: 'Sales teams' }).locator('tbody tr').first().waitFor();
    await screenshot(page, 'sales-teams/list-1280');

    await page.getByRole('button', { name: 'New sales team' }).click();
    await page.waitForURL(/\/eng\/salesTeam\/new$/);
    const form = page.getByRole('form', { name: 'New sales team' });
    // Save with nothing filled: the required fields say so and nothing is created
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(MSG.required(['Name', 'Email', 'Office', 'Description'])).waitFor();
    await screenshot(page, 'sales-teams/create-1280');
    const name = `E2E Harbor ${Date.now().toString(36)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Email').blur();
    await form.getByText(MSG.userEmailNotValid).waitFor();
    await form.getByLabel('Email').fill('harbor-e2e@meridian.example');
    await form.getByRole('combobox', { name: 'Office' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('A team for harbor homes.');
    // Clear empties the form
    await form.getByRole('button', { name: 'Clear' }).click();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('harbor-e2e@meridian.example');
    await form.getByRole('combobox', { name: 'Office' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('A team for harbor homes.');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.salesTeamCreated);
    await page.waitForURL(/\/eng\/salesTeam\/\d+$/);
    const teamId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Inactive').first().waitFor();

    // two members make the team active
    const [first, second] = await twoAgents(page);
    await page.getByRole('button', { name: 'Edit Members' }).click();
    await addMember(page, first);
    await addMember(page, second);
    await page.getByText('Active', { exact: true }).first().waitFor();
    expect(await memberNames(page)).toEqual([first.name, second.name]);

    // reorder: the second moves up
    await page.getByRole('button', { name: `Move ${second.name} up` }).click();
    await toast(page, MSG.salesTeamMembersReordered);
    await page.waitForFunction(
      (n) => document.querySelector('#section-Members li p')?.textContent?.trim() === n,
      second.name,
    );
    await screenshot(page, 'sales-teams/edit-members-1280');

    await page.goto(`/eng/salesTeam/${teamId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.locator('#section-Members li').first().waitFor();
    expect(await memberNames(page)).toEqual([second.name, first.name]);
    const stored = await apiCall<{
      teamMembers: Array<{ agentId: number; displayOrder: number }>;
      statusId: number;
    }>(page, 'GET', `SalesTeam/${teamId}`);
    expect(stored.statusId).toBe(1);
    expect(stored.teamMembers.map((m) => [m.agentId, m.displayOrder])).toEqual([
      [second.agentId, 1],
      [first.agentId, 2],
    ]);
    await screenshot(page, 'sales-teams/edit-1280');

    // the description section: a website without a scheme gets http://
    await page.getByRole('button', { name: 'Edit Description' }).click();
    const description = page.getByRole('form', { name: 'Description' });
    await description.getByLabel('Website').fill('harbor-e2e.example');
    await description.getByLabel('Website').blur();
    await toast(page, MSG.salesTeamUpdated);
    await description.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'harbor-e2e.example' }).waitFor();

    // testimonials go to the (sandbox) team site
    await page.getByRole('button', { name: 'Edit Testimonials' }).click();
    const testimonials = page.getByRole('form', { name: 'Testimonials' });
    await testimonials.getByText('Sandbox: no real team site is updated').waitFor();
    await testimonials.getByRole('button', { name: 'Add testimonial' }).click();
    await testimonials.getByLabel('Author', { exact: true }).fill('Ann Buyer');
    await testimonials.getByLabel('Testimonial', { exact: true }).fill('They found us the house.');
    await testimonials.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.salesTeamTestimonialsSaved);
    await page.locator('#section-SalesTeamTestimonials').getByText('Ann Buyer').waitFor();
    await screenshot(page, 'sales-teams/edit-full-1280');

    // on a phone
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, 'admin@meridian.example', { to: '/eng/salesTeams' });
    await phone.page.getByRole('heading', { level: 1, name: 'Sales Teams' }).waitFor({ timeout: 30_000 });
    await phone.page.waitForLoadState('networkidle');
    await screenshot(phone.page, 'sales-teams/list-390');
    await phone.page.goto('/eng/salesTeam/new');
    await phone.page.getByRole('form', { name: 'New sales team' }).waitFor();
    await screenshot(phone.page, 'sales-teams/create-390');
    await phone.page.goto(`/eng/salesTeam/${teamId}?edit=Members`);
    await phone.page.getByRole('button', { name: `Move ${first.name} up` }).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'sales-teams/edit-390');
    await phone.context.close();
    await context.close();
  }, 240_000);

  it('an agent with one team goes straight to it, and cannot open another team', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'agent@meridian.example', { to: '/eng/salesTeams' });
    await page.waitForURL(/\/eng\/salesTeam\/\d+$/, { timeout: 30_000 });
    const own = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 2, name: 'Members' }).waitFor();
    await page.goto(`/eng/salesTeam/${own === 2 ? 3 : 2}`);
    await page.getByText(MSG.salesTeamFetchError).first().waitFor();
    await context.close();
  }, 120_000);
});
