import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { MSG } from '@atrium/domain';
import { fitsWidth, launchBrowser, newPage, resultsDir, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';

/**
 * The listing's Videos section, as an administrator uses it: a 1280x720 clip chosen for the
 * Property Video slot shows 'Uploading...' with Cancel (held at the network so it can be seen;
 * the first upload is cancelled and the slot is empty again), then
 * processing and the player; the 15 Second Video slot no longer asks for a property video; the
 * video is deleted after the confirmation and the re-upload wait counts down. Shot at 1280 and
 * 390 px.
 */
let browser: Browser;
let clip: string;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(path.join(resultsDir, 'videos'), { recursive: true });
  clip = path.join(os.tmpdir(), `atrium-e2e-tour-${process.pid}.mp4`);
  await promisify(execFile)(ffmpeg.path, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=25',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '300k',
    '-pix_fmt',
    'yuv420p',
    clip,
  ]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  fs.rmSync(clip, { force: true });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(resultsDir, 'videos', `${name}.png`), fullPage: false });

describe('videos', () => {
  it('uploads a property video, plays it, and deletes it with the re-upload wait', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin@meridian.example', { to: null });
    const { id } = await apiCall<{ id: number }>(page, 'POST', 'listing/create', {
      title: 'Cove Point Villa',
      officeId: 1,
    });
    await page.goto(`/eng/listing/${id}`);
    const property = page.getByRole('group', { name: 'Property Video' });
    const fifteen = page.getByRole('group', { name: '15 Second Video' });
    await property.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await fifteen.getByText(MSG.propertyVideoFirst).waitFor();
    await property.getByRole('button', { name: 'Choose video' }).waitFor();
    await property.scrollIntoViewIfNeeded();
    await shot(page, 'videos-empty-1280');

    // each upload is held at the network until the test lets it go (or drops it), so that its
    // progress and Cancel can be seen: the first is cancelled, the second goes through
    const held: Array<(how: 'continue' | 'abort') => void> = [];
    await page.route('**/api/listing/*/videos*', async (route) => {
      const how = await new Promise<'continue' | 'abort'>((r) => held.push(r));
      await (how === 'abort' ? route.abort() : route.continue()).catch(() => {});
    });
    const input = property.getByLabel('Property Video file');
    await input.setInputFiles(clip);
    await property.getByText('Uploading...').waitFor();
    await shot(page, 'videos-uploading-1280');
    await property.getByRole('button', { name: 'Cancel' }).click();
    await property.getByRole('button', { name: 'Choose video' }).waitFor();
    await expect.poll(() => held.length).toBe(1);
    held[0]('abort');

    await input.setInputFiles(clip);
    await property.getByText('Uploading...').waitFor();
    await expect.poll(() => held.length).toBe(2);
    held[1]('continue');

    // processing, then the player once the 20-second poll reads it again
    const player = property.locator('video');
    await player.waitFor({ timeout: 45_000 });
    expect(await player.getAttribute('poster')).toMatch(/\/api\/video\/\d+\/poster\?key=/);
    expect(await player.textContent()).toBe(MSG.videoTagUnsupported);
    await fifteen.getByRole('button', { name: 'Choose video' }).waitFor();
    await page.waitForTimeout(500); // the poster paints
    await property.scrollIntoViewIfNeeded();
    await shot(page, 'videos-player-1280');

    await property.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Details of the Property Video' });
    await details.getByLabel('Title').fill('Cove Point Villa: the tour');
    await details.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.videoDetailsUpdated);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await property.scrollIntoViewIfNeeded();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await shot(page, 'videos-player-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await property.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the Property Video?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, MSG.videoDeleted);
    await property.getByText('You can upload a new one in 180 seconds.').waitFor();
    await fifteen.getByText(MSG.propertyVideoFirst).waitFor();
    await shot(page, 'videos-countdown-1280');
    await context.close();
  }, 120_000);
});
