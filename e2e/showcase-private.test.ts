import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage, resultsDir, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall, apiResponse } from './support/api-call';

/**
 * A private showcase site: the administrator buys a domain for a demo listing in the sandbox,
 * switches the site on and makes it private, and adds an access code. A visitor opens the site
 * with the code; another asks for access, and the approval link e-mailed to the lead agent
 * approves them. The tab, the access page and the approval page are shot at 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page at 1280 and 390 px: whole, or only the window (a dialog). */
const shoot = async (page: Page, name: string, fullPage = true) => {
  await page.screenshot({ path: `${resultsDir}/${name}-desktop.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${resultsDir}/${name}-phone.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** One part of the page at 1280 and 390 px, cut from the whole page (the fixed bars stay at the top). */
const shootPart = async (page: Page, part: Locator, name: string) => {
  for (const [width, suffix] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const box = await part.boundingBox();
    if (!box) throw new Error(`${name} is not shown`);
    await page.screenshot({ path: `${resultsDir}/${name}-${suffix}.png`, fullPage: true, clip: box });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

describe('private showcase site', () => {
  it('opens with an access code and approves a request through the e-mailed link', async () => {
    const { page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    // the first eligible demo listing without a domain whose public page is shown
    let listingId = 0;
    for (let id = 1; id <= 80 && !listingId; id++) {
      const ok = (await apiResponse(page, 'GET', `domain/${id}/eligibility`)).status === 200;
      if (!ok || (await apiResponse(page, 'GET', `showCaseSite/${id}`)).status !== 404) continue;
      if ((await page.request.get(`/site/${id}`)).status() === 200) listingId = id;
    }
    expect(listingId).toBeGreaterThan(0);
    const domain = `private-${listingId}-${Date.now().toString(36)}.com`;
    await apiCall(page, 'POST', 'domain/purchase', { domain, entityId: listingId });

    await page.goto(`/eng/listing/${listingId}`);
    const section = page
      .locator('section, [role="region"], .MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: 'Showcase Website', exact: true }) })
      .last();
    await section.getByText(domain).waitFor({ timeout: 20_000 });
    await section.getByRole('switch').first().click();
    await toast(page, MSG.websiteSaved);
    await section.getByRole('tab', { name: 'Private Showcase Site' }).click();
    const tab = page.locator('section').filter({ hasText: 'Generate New Access Code' }).last();
    await tab.getByLabel('Private Showcase Site').check();
    await expect
      .poll(
        async () =>
          (await apiCall<{ privateSite: boolean }>(page, 'GET', `showCaseSite/${listingId}`)).privateSite,
      )
      .toBe(true);
    await tab.getByLabel('Email Lead Agent').check();
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ privateListingAccessEmailOption: number }>(
              page,
              'GET',
              `showCaseSite/${listingId}`,
            )
          ).privateListingAccessEmailOption,
      )
      .toBe(1);

    // a code for a client: generated in the form
    await tab.getByRole('button', { name: 'Generate New Access Code' }).click();
    const dialog = page.getByRole('dialog');
    const code = await dialog.getByLabel('Access Code').inputValue();
    expect(code).toHaveLength(10);
    await expect.poll(() => dialog.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Client Name').fill('Olivia Grant');
    await dialog.getByLabel('Email').fill('olivia.grant@example.com');
    await dialog.getByLabel('Custom dates').check();
    await shoot(page, 'showcase-private-add-dialog', false);
    await dialog.getByLabel('Custom dates').uncheck();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toast(page, MSG.privateUserSaved);
    const row = tab.getByRole('row').filter({ hasText: 'Olivia Grant' });
    await row.getByText('Active').waitFor();
    await row.getByText(code).waitFor();
    await page
      .getByText(MSG.privateUserSaved)
      .waitFor({ state: 'hidden', timeout: 15_000 })
      .catch(() => undefined);
    await shootPart(page, section, 'showcase-private-tab');

    // a visitor: the access page, then the full page with the code
    const visitor = await newPage(browser, { width: 1280, height: 900 });
    await visitor.page.goto(`/site/${listingId}`);
    await visitor.page.getByRole('heading', { name: 'Private Residence' }).waitFor();
    await shoot(visitor.page, 'showcase-private-access');
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.page.getByLabel('Access code').fill('WRONGCODE1');
    await visitor.page.getByRole('button', { name: 'View the property' }).click();
    await visitor.page.getByText(MSG.privateAccessWrongCode).waitFor();
    await visitor.page.getByLabel('Access code').fill(code);
    await visitor.page.getByRole('button', { name: 'View the property' }).click();
    await visitor.page.getByRole('heading', { name: 'Presented By' }).waitFor();
    expect(await visitor.page.getByText('Private Residence').count()).toBe(0);
    await visitor.context.close();

    // another visitor asks for access; the lead agent's e-mail carries the approval link
    const asker = await newPage(browser, { width: 390, height: 844 });
    await asker.page.goto(`/site/${listingId}`);
    await asker.page.getByText('Request access', { exact: true }).first().click();
    const email = `noah.${Date.now().toString(36)}@example.com`;
    await asker.page.getByLabel('Name').fill('Noah Bennett');
    await asker.page.getByLabel('E-mail').fill(email);
    await asker.page.getByRole('button', { name: 'Request access' }).click();
    await asker.page.getByText(MSG.privateAccessRequested).waitFor();
    await screenshot(asker.page, 'showcase-private-requested-phone');
    await asker.context.close();

    const { results } = await apiCall<{ results: Array<{ subject: string; body: string }> }>(
      page,
      'GET',
      'admin/outbox?pageSize=50',
    );
    const mail = results.find((m) => m.subject.startsWith('Access request:') && m.body.includes(email));
    const link = /https?:\/\/\S+\/showcase\/approveAccessCode\?\S+/.exec(mail?.body ?? '')?.[0];
    expect(link, 'the approval link in the outbox').toBeTruthy();
    const approver = await newPage(browser, { width: 1280, height: 900 });
    await approver.page.goto(link!);
    await approver.page
      .getByRole('heading', { name: MSG.accessApproved, exact: true })
      .waitFor({ timeout: 20_000 });
    await shoot(approver.page, 'showcase-private-approved');
    // an altered link is refused
    await approver.page.goto(link!.replace(/userName=[^&]+/, 'userName=Someone+Else'));
    await approver.page.getByRole('heading', { name: MSG.accessNotApproved }).waitFor({ timeout: 20_000 });
    await approver.context.close();

    await page.reload();
    await section.getByRole('tab', { name: 'Private Showcase Site' }).click();
    const approved = page
      .locator('section')
      .filter({ hasText: 'Generate New Access Code' })
      .last()
      .getByRole('row')
      .filter({ hasText: 'Noah Bennett' });
    await approved.getByText('Active').waitFor({ timeout: 20_000 });
  }, 180_000);
});
