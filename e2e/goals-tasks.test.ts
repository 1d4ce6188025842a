import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'goals-tasks'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('agent goals and tasks', () => {
  it('an agent sets a goal for this year and sees production against it', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'agent@meridian.example', { to: '/eng/agentGoals' });
    await page.getByRole('heading', { level: 1, name: 'Agent Goals' }).waitFor();
    const year = new Date().getFullYear();
    const form = page.getByRole('form', { name: `Goals for ${year}` });
    await form.getByLabel('Sales volume goal').fill('');
    await form.getByLabel('Sales volume goal').fill('12345000');
    await form.getByLabel('Closed deals goal').fill('9');
    await form.getByLabel('New listings goal').fill('11');
    await form.getByRole('button', { name: /goal/i }).click();
    await toast(page, MSG.agentGoalSaved);
    // the year to date now reads against the new goal, and the chart draws the goal's pace
    await page.getByText(/of \$12,345,000/).waitFor();
    await page.getByRole('img', { name: `Closed volume in ${year} against the goal` }).waitFor();
    await page.getByText('Goal pace').first().waitFor();
    await screenshot(page, 'goals-tasks/agent-goals-1280');
    expect(await fitsWidth(page)).toBe(true);
    // the figures are also a table
    await page.getByText('Production by month: figures as a table').click();
    await page.getByRole('table', { name: 'Production by month' }).waitFor();
    // the year as a file: the months, then the goal just saved
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^goal-report-\\d+-${year}\\.csv$`));
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(`${year}-01,`);
    expect(csv).toContain(`Goal ${year},12345000,9,11,,`);
    await context.close();

    const phone = await newPage(browser, { width: 390 });
    await signIn(phone.page, 'agent@meridian.example', { to: '/eng/agentGoals' });
    await phone.page.getByRole('form', { name: `Goals for ${year}` }).waitFor();
    await phone.page.getByRole('img', { name: `Listings by month in ${year}` }).waitFor();
    await screenshot(phone.page, 'goals-tasks/agent-goals-390');
    expect(await fitsWidth(phone.page)).toBe(true);
    await phone.page.goto('/eng/agentLTMSummary');
    await phone.page.getByRole('heading', { level: 1, name: 'Agent LTM Summary' }).waitFor();
    await phone.page.getByRole('img', { name: 'Closed volume in each of the last twelve months' }).waitFor();
    await screenshot(phone.page, 'goals-tasks/agent-ltm-390');
    expect(await fitsWidth(phone.page)).toBe(true);
    await phone.context.close();
  });

  it('agent2 picks one of their agent profiles on My Sales Goals', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'agent2@meridian.example', { to: '/eng/business' });
    await page.getByRole('heading', { level: 1, name: 'My Sales Goals' }).waitFor();
    await page.getByRole('combobox', { name: 'Agent profile' }).click();
    const options = page.getByRole('option');
    expect(await options.count()).toBe(2);
    await options.nth(1).click();
    await page.getByRole('form', { name: /Goals for/ }).waitFor();
    await screenshot(page, 'goals-tasks/business-1280');
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });

  it('the tasks page lists an expiring listing whose link opens the listing', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page, 'agent@meridian.example', { to: '/eng/mytask' });
      await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
      await tablesIdle(page);
      const expiring = page.getByRole('region', { name: 'Listings expiring within a month' });
      const link = expiring.getByRole('link').first();
      await link.waitFor();
      await expiring
        .getByText(/expires in 12 days/)
        .first()
        .waitFor();
      await screenshot(page, `goals-tasks/tasks-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      if (width === 1280) {
        // stop this listing's expiry reminders, see it kept after a reload, then turn them back on
        const stop = expiring.getByRole('button', { name: /^Stop reminders: / }).first();
        const listingName = (await stop.getAttribute('aria-label'))!.replace('Stop reminders: ', '');
        await stop.click();
        await toast(page, MSG.remindersOff);
        const remind = expiring.getByRole('button', { name: `Remind me: ${listingName}` });
        await remind.waitFor();
        await screenshot(page, 'goals-tasks/tasks-reminders-off-1280');
        await page.reload();
        await remind.waitFor();
        await remind.click();
        await toast(page, MSG.remindersOn);
        await expiring.getByRole('button', { name: `Stop reminders: ${listingName}` }).waitFor();
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^\/eng\/listing\/\d+\?edit=Dates$/);
        await link.click();
        await page.waitForURL(/\/eng\/listing\/\d+/);
        await page.locator('#section-Dates').waitFor();
      }
      await context.close();
    }
  });
});
