import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, type AbcrDetails, type AdvertisingReport, type MarketingSearchResult } from '@atrium/domain';
import { baseUrl, fitsWidth, launchBrowser, newPage, screenshot, tablesIdle } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reporting (/eng/reporting)', () => {
  it("runs an agent's CIT report with its chart and export, then exports every listing in the background", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    // the demo data's CIT entry: an additional marketing entry shared by its listing's agents
    const found = await apiCall<MarketingSearchResult>(page, 'POST', 'Marketing/search', {
      text: 'Broker open catering',
    });
    const share = found.results[0].agentMarketingCosts[0];
    const lastName = share.agentName.split(' ').at(-1)!;

    await page.goto('/eng/reporting');
    await page.getByRole('heading', { name: 'Reporting' }).waitFor();
    await page.getByRole('combobox', { name: 'Agent' }).fill(lastName);
    await page
      .getByRole('option', { name: new RegExp(share.agentName) })
      .first()
      .click();
    // the domain's range rule answers at once, as the server would
    await page.getByLabel('From').fill(`${new Date().getFullYear() + 1}-01-01`);
    await page.getByText(MSG.reportEndBeforeStart).waitFor();
    expect(await page.getByRole('button', { name: 'Run report' }).isDisabled()).toBe(true);
    await page.getByLabel('From').fill(`${new Date().getFullYear() - 1}-01-01`);
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByRole('cell', { name: 'Broker open catering', exact: true }).waitFor();
    await tablesIdle(page);
    // the chart's code is loaded on demand: wait for it to draw
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    expect(await page.getByText(share.agentName, { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'reporting/cit-report-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Broker open catering');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fitsWidth(page)).toBe(true); // the layout follows the new width a render later
    await screenshot(page, 'reporting/cit-report-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('tab', { name: 'Exports' }).click();
    // a visit of a published showcase page counts today: the website report lists its listing
    let visited = 0;
    for (let id = 1; id <= 100 && !visited; id++)
      if ((await fetch(`${baseUrl()}/site/${id}`)).status === 200) visited = id;
    expect(visited).toBeGreaterThan(0);
    const website = page.getByRole('region', { name: 'Website report' });
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      website.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/^website-report-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const reportLines = fs
      .readFileSync((await report.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(reportLines[0]).toContain('Showcase page views');
    expect(reportLines.some((line) => line.startsWith(`${visited},`))).toBe(true);
    await page.getByRole('button', { name: 'Export listings' }).click();
    const fileButton = page.getByRole('button', { name: /^Download listings-/ }).first();
    await fileButton.waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText(/ rows$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'reporting/exports-1280');
    const [file] = await Promise.all([page.waitForEvent('download'), fileButton.click()]);
    expect(file.suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(fs.statSync((await file.path())!).size).toBeGreaterThan(1000);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fitsWidth(page)).toBe(true); // the layout follows the new width a render later
    await screenshot(page, 'reporting/exports-390');
    await context.close();
  }, 180_000);

  it("runs an agent's advertising report: figures, the chart by media outlet, the rows and their export", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    const year = new Date().getFullYear();
    const range = { startDate: `${year - 1}-01-01`, endDate: new Date().toISOString().slice(0, 10) };
    // the demo data books two spots with listings' agents and splits a reservation between two agents
    let found: AdvertisingReport | undefined;
    for (let id = 1; id <= 60 && !found; id++) {
      const report = await apiCall<AdvertisingReport>(
        page,
        'POST',
        `agent/${id}/advertisingReport`,
        range,
      ).catch(() => undefined);
      if (report?.rows.length) found = report;
    }
    expect(found).toBeDefined();
    const { agentName, rows } = found!;

    await page.goto('/eng/reporting');
    await page.getByRole('tab', { name: 'Advertising report' }).click();
    const form = page.getByRole('form', { name: 'Advertising report' });
    await form.getByRole('combobox', { name: 'Agent' }).fill(agentName.split(' ').at(-1)!);
    await page
      .getByRole('option', { name: new RegExp(agentName) })
      .first()
      .click();
    await form.getByLabel('From').fill(range.startDate);
    await form.getByRole('button', { name: 'Run report' }).click();
    await page.getByRole('cell', { name: rows[0].mediaOutlet, exact: true }).first().waitFor();
    await tablesIdle(page);
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    expect(await page.getByRole('table', { name: 'Advertising' }).getByRole('row').count()).toBe(
      rows.length + 1,
    );
    await screenshot(page, 'reporting/advertising-report-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^advertising-report-\d+-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Media outlet');
    expect(lines).toHaveLength(rows.length + 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'reporting/advertising-report-390');
    await context.close();
  }, 120_000);

  it("runs ABCR, the business closed by agent: figures, the agents, one agent's listings, the export", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@meridian.example', { to: null });
    const startDate = `${new Date().getFullYear() - 1}-01-01`;
    const expected = await apiCall<AbcrDetails>(page, 'POST', 'listing/abcrdetails', {
      startDate,
      endDate: new Date().toISOString().slice(0, 10),
    });
    expect(expected.rows.length).toBeGreaterThan(0);
    const top = expected.rows[0];

    await page.goto('/eng/reporting');
    await page.getByRole('tab', { name: 'Business closed (ABCR)' }).click();
    const form = page.getByRole('form', { name: 'Agent business closed' });
    await form.getByLabel('From').fill(startDate);
    await form.getByRole('button', { name: 'Run report' }).click();
    const table = page.getByRole('table', { name: "Agents' business closed" });
    await table.getByRole('button', { name: top.agentName, exact: true }).first().waitFor();
    await tablesIdle(page);
    expect(await table.getByRole('row').count()).toBe(expected.rows.length + 1);
    await screenshot(page, 'reporting/abcr-1280');

    await table.getByRole('button', { name: top.agentName, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: `Closed by ${top.agentName}` });
    await dialog.getByRole('table').getByRole('link').first().waitFor();
    expect(await dialog.getByRole('table').getByRole('row').count()).toBe(
      top.listingSides + top.saleSides + 1,
    );
    await screenshot(page, 'reporting/abcr-agent-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^abcr-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(expected.totalRecords + 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'reporting/abcr-390');
    await page.getByRole('button', { name: top.agentName, exact: true }).first().click();
    await dialog.getByRole('link').first().waitFor();
    await screenshot(page, 'reporting/abcr-agent-390');
    await context.close();
  }, 120_000);
});
