import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { baseUrl, launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { jpeg } from './support/images';
import { apiCall } from './support/api-call';

/**
 * Sharing photos from the image manager, as an administrator does it: two photos selected, the
 * share dialog filled in (its refusals first), 'Images shared successfully', the e-mail in the
 * outbox, and its link answering the zip without a sign-in. The dialog is shot at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'image-manager'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Uploads photos through the API as the signed-in user of the page (the upload is not under test). */
async function uploadPhotos(page: Page, listingId: number, files: Array<{ name: string; data: Buffer }>) {
  await page.evaluate(
    async ({ listingId, files }) => {
      const token = JSON.parse(localStorage.getItem('atrium.session') ?? '{}').accessToken;
      for (const f of files) {
        const form = new FormData();
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        form.append('file', new File([bytes], f.name, { type: 'image/jpeg' }));
        const res = await fetch(
          `/api/image/save?entityType=listing&entityId=${listingId}&imageType=mainPhoto`,
          { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
        );
        if (res.status !== 201) throw new Error(`upload ${f.name}: ${res.status}`);
      }
    },
    { listingId, files: files.map((f) => ({ name: f.name, base64: f.data.toString('base64') })) },
  );
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(resultsDir, 'image-manager', `${name}.png`) });
describe('sharing images', () => {
  it('shares two selected photos by e-mail, with a link to a zip of them', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const { id } = await apiCall<{ id: number }>(page, 'POST', 'listing/create', {
      title: 'Harbor Light Loft',
      officeId: 1,
    });
    await uploadPhotos(page, id, [
      { name: 'Share-1.jpg', data: await jpeg(1800, 1200, '#7c93b5') },
      { name: 'Share-2.jpg', data: await jpeg(1800, 1200, '#c9a27e') },
      { name: 'Share-3.jpg', data: await jpeg(1800, 1200, '#6f9b82') },
    ]);
    await page.goto(`/eng/listing/${id}?edit=Photos`);
    await page.getByRole('tab', { name: 'MAIN PHOTOS (3)' }).waitFor({ timeout: 30_000 });

    const shareButton = page.getByRole('button', { name: 'Share', exact: true });
    expect(await shareButton.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select Photo 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select Photo 3', exact: true }).check();
    await page.getByText('2 selected').waitFor();
    await shareButton.click();

    const dialog = page.getByRole('dialog', { name: 'Share 2 images' });
    await dialog.waitFor();
    // the options every listing has; Street Easy and 800x600 belong to sales regions 6 and 9
    expect(await dialog.getByRole('radio').count()).toBe(3);
    expect(await dialog.getByRole('radio', { name: '1800 x 1200' }).isChecked()).toBe(true);

    // the form's refusals, before anything is sent
    await dialog.getByLabel('Email').fill('not an address');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByText(MSG.userEmailNotValid).waitFor();
    await dialog.getByText(MSG.required(['Title'])).waitFor();

    await dialog.getByLabel('Email').fill('new.buyer@example.com');
    await dialog.getByLabel('Title').fill('Harbor Light Loft: the photos');
    await dialog.getByLabel('Message').fill('The two rooms we talked about, at full size.');
    await dialog.getByText('44 / 500').waitFor();
    await dialog.getByRole('radio', { name: 'Original' }).check();
    await page.waitForTimeout(400); // the radios' dot animation settles before the picture
    await shot(page, 'share-dialog-1280');

    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await toast(page, MSG.imagesShared);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // the selection is cleared once shared
    await page.getByText('3 images', { exact: true }).waitFor();

    // the e-mail in the outbox, and its link answering the zip to anyone
    const { results } = await apiCall<{ results: Array<{ subject: string; body: string }> }>(
      page,
      'GET',
      `admin/outbox?to=${encodeURIComponent('new.buyer@example.com')}`,
    );
    expect(results[0]?.subject).toBe('Harbor Light Loft: the photos');
    expect(results[0]?.body).toContain('The two rooms we talked about, at full size.');
    const link = /\/api\/share\/[\w-]+/.exec(results[0]?.body ?? '')?.[0];
    expect(link).toBeTruthy();
    const zip = await fetch(`${baseUrl()}${link}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.includes(Buffer.from('share-1.jpg'))).toBe(true);
    expect(bytes.includes(Buffer.from('share-3.jpg'))).toBe(true);
    expect(bytes.includes(Buffer.from('share-2.jpg'))).toBe(false);

    // the outbox page shows it to the administrator
    await page.goto('/eng/admin/outbox');
    await page.getByText('Harbor Light Loft: the photos').first().waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const { id } = await apiCall<{ id: number }>(page, 'POST', 'listing/create', {
      title: 'Harbor Light Studio',
      officeId: 1,
    });
    await uploadPhotos(page, id, [{ name: 'Phone-1.jpg', data: await jpeg(1800, 1200, '#7c93b5') }]);
    await page.goto(`/eng/listing/${id}?edit=Photos`);
    // on a phone the image types are a select, not a row of tabs that would run off the screen
    const types = page.getByRole('combobox', { name: 'Image type' });
    await expect.poll(() => types.textContent(), { timeout: 30_000 }).toBe('MAIN PHOTOS (1)');
    await types.click();
    await page.getByRole('option', { name: 'FLOOR PLAN (0)' }).click();
    await page.getByText('Drop images or PDFs here, or').waitFor();
    await types.click();
    await page.getByRole('option', { name: 'MAIN PHOTOS (1)' }).click();
    await page.getByRole('checkbox', { name: 'Select Photo 1', exact: true }).check();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share 1 image' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill('phone.buyer@example.com');
    await dialog.getByLabel('Title').fill('One photo');
    await shot(page, 'share-dialog-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
