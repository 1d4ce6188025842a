import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ReportLink } from '@atrium/domain';
import { baseUrl, launchBrowser, newPage, resultsDir } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';
import { pdfPagesAsPng } from './support/pdf-pages';

/**
 * The seller's report: the builder's View Report opens it with the session; the signed link opens
 * it for the seller without one, on a laptop and a phone; its PDF is the same report; a revoked
 * link opens nothing.
 */

let browser: Browser;
const dir = path.join(resultsDir, 'client-marketing');
beforeAll(async () => {
  fs.mkdirSync(dir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A listing the admin sees with main photos, given showings, an open house, campaigns and notes. */
async function listingWithMarketing(page: Page): Promise<number> {
  let id = 0;
  for (let candidate = 420; candidate < 700 && !id; candidate++) {
    const media = await apiCall<{ mediaType: string }[]>(
      page,
      'GET',
      `clientmarketing/${candidate}/listingImages`,
    ).catch(() => []);
    if (media.some((m) => m.mediaType === 'image')) id = candidate;
  }
  if (!id) throw new Error('no listing with photos found');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const [offset, count, feedback] of [
    [-40, 2, 'Loved the light and the terrace'],
    [-12, 1, null],
    [-3, 3, 'Second visit planned'],
  ] as const)
    await apiCall(page, 'POST', 'Showing', {
      listingId: id,
      showingDate: day(offset),
      count,
      buyerAgents: 'Kim Lee',
      feedback,
    });
  await apiCall(page, 'POST', 'OpenHouse', {
    listingId: id,
    startDateTime: `${day(-6)}T13:00`,
    endDateTime: `${day(-6)}T15:00`,
    attendees: 18,
  });
  await apiCall(page, 'PUT', 'marketing', {
    listingId: id,
    marketingTypeId: 12,
    date: day(-8),
    description: 'Private clients e-mail',
    audience: 'Top buyers list',
    emailsSent: 1200,
    views: 300,
    clicks: 45,
  });
  await apiCall(page, 'POST', 'ViewsOnWeb', {
    listingId: id,
    siteName: 'Luxury Portal',
    deepLink: 'portal.example/home',
    totalViews: 260,
  });
  const tree = await apiCall<{ id: number; name: string }[]>(page, 'GET', `clientmarketing/${id}/sections`);
  const notes = tree.find((s) => s.name === 'notes')!;
  await apiCall(page, 'PUT', `clientmarketing/${notes.id}/introduction`, {
    remark:
      '<p>Strong <b>interest</b> from out-of-town buyers this month.</p><ul><li>Second showing booked</li></ul>',
  });
  return id;
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the client marketing report', () => {
  it('opens from the builder, through its link on a laptop and a phone, as a PDF, and not once revoked', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const id = await listingWithMarketing(page);

    // View Report: a new tab, with the session
    await page.goto(`/reportBuilder/${id}`);
    const view = page.getByRole('link', { name: 'View Report' });
    await view.waitFor({ timeout: 30_000 });
    expect(await view.getAttribute('href')).toBe(`/ListingMarketingReport/${id}?calledfrom=report`);
    const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await tab.getByRole('heading', { level: 2, name: 'Overview' }).waitFor({ timeout: 30_000 });
    expect(await tab.getByRole('link', { name: /Support/ }).count()).toBe(0); // calledfrom=report
    await tab.close();

    // the seller's link, without a session
    const link = await apiCall<ReportLink>(page, 'GET', `ClientMarketingSchedule/${id}/reportLink`);
    const seller = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const report = await seller.newPage();
    await report.goto(link.url.replace(/^https?:\/\/[^/]+/, ''));
    await report.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    const overview = report.getByRole('region', { name: 'Overview' });
    await overview.getByText('Visitors at showings').waitFor();
    expect(await overview.getByText('Showings', { exact: true }).count()).toBe(1);
    await report.getByText('Private clients e-mail').waitFor();
    await report.getByText('25.00% viewed').waitFor();
    await report
      .getByText(/^Source: Showings recorded/)
      .first()
      .waitFor();
    // the cover photo has loaded, from the renditions, through the link
    await expect
      .poll(() =>
        report
          .locator('header img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await report.locator('header img').getAttribute('srcset')).toContain('token=');
    // the charts arrive with their sections
    await report
      .getByRole('region', { name: 'Views Over Time' })
      .locator('svg')
      .first()
      .waitFor({ timeout: 20_000 });
    await report
      .getByRole('region', { name: 'Showings' })
      .locator('svg')
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await sidewaysScroll(report)).toBeLessThanOrEqual(0);
    await report.waitForTimeout(600);
    await report.screenshot({ path: path.join(dir, 'public-report-desktop.png'), fullPage: true });

    await report.setViewportSize({ width: 390, height: 844 });
    await report.waitForTimeout(600);
    expect(await sidewaysScroll(report)).toBeLessThanOrEqual(0);
    await report.screenshot({ path: path.join(dir, 'public-report-phone.png'), fullPage: true });

    // the PDF: the same report, its first pages drawn as a viewer would
    const pdfHref = await report.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await seller.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pages = await pdfPagesAsPng(new Uint8Array(await pdf.body()), [1, 2]);
    pages.forEach((png, i) => fs.writeFileSync(path.join(dir, `public-report-pdf-page-${i + 1}.png`), png));

    // revoked: the seller's link opens nothing
    await apiCall(page, 'DELETE', `ClientMarketingSchedule/${id}/reportLink`);
    await report.reload();
    await report.getByRole('heading', { name: 'This report is not available' }).waitFor({ timeout: 20_000 });
    expect((await seller.request.get(pdfHref!)).status()).toBe(404);
    await seller.close();
  });
});
