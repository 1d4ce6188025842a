import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@atrium/domain';
import { launchBrowser, newPage, screenshot, toast } from './support/browser';
import { signIn } from './support/sign-in';
import { apiCall } from './support/api-call';
import { jpeg } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('test-results/agents', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('agents', () => {
  it('as admin: the list, then an agent’s biography edited, kept after a reload', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await signIn(page, 'admin@meridian.example', { to: '/eng/agents' });
    await page.getByRole('heading', { level: 1, name: 'Agents' }).waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Agents' });
    await table.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'agents/agent-list-1280');
    await page.getByLabel('Search by name').fill('Lindqvist');
    await table.getByRole('row').filter({ hasText: 'Avery Lindqvist' }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('row').filter({ hasText: 'Avery Lindqvist' }).click();
    await page.waitForURL(/\/eng\/agent\/1$/);
    // the sections are tabs (spec/002 2.1): Description first
    const tabs = page.getByRole('tablist', { name: 'Agent sections' });
    await page.getByRole('heading', { level: 2, name: 'Description' }).waitFor({ timeout: 30_000 });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Description',
      'Assistants',
      'Other Specializations/\u200BLanguages/\u200BDesignations',
      'Biography',
      'Photo',
      'Video',
      'Agent Select Sales',
      'Agent Select Rentals',
      'Agent Testimonials',
      'Additional MLS',
    ]);
    await screenshot(page, 'agents/agent-page-1280');
    await tabs.getByRole('tab', { name: 'Biography' }).click();
    await page.getByRole('heading', { level: 2, name: 'Biography' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Description' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Biography' }).click();
    const form = page.getByRole('form', { name: 'Biography' });
    const headline = `Aspen ${Date.now() % 100000}`;
    await form.getByLabel('Headline').fill(headline);
    const editor = form.getByRole('textbox', { name: 'Biography' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Twenty years selling mountain homes.');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, MSG.agentBiographyUpdated);
    // the form closes (or the next one opens) once its save has gone through
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await apiCall<{ body: string | null }>(page, 'GET', 'agent/1/agentBio')).body ?? '')
      .toContain('Twenty years selling mountain homes.');
    await page.goto('/eng/agent/1');
    await tabs.getByRole('tab', { name: 'Biography' }).click({ timeout: 30_000 });
    const section = page.locator('#section-Biography');
    await section.getByText(headline).waitFor();
    await section.getByText('Twenty years selling mountain homes.').waitFor();
    const bio = await apiCall<{ headline: string; body: string }>(page, 'GET', 'agent/1/agentBio');
    expect(bio.headline).toBe(headline);
    expect(bio.body).toContain('Twenty years selling mountain homes.');

    // the photo: the shared single-photo panel, kept after a reload
    await tabs.getByRole('tab', { name: 'Photo' }).click();
    const photo = page.locator('#section-Photo');
    await photo.getByLabel('Choose the agent photo').setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(840, 1120),
    });
    await toast(page, MSG.agentPhotoUploaded);
    await page.reload();
    await tabs.getByRole('tab', { name: 'Photo' }).click({ timeout: 30_000 });
    await page
      .locator('#section-Photo')
      .getByRole('button', { name: 'Replace photo' })
      .waitFor({ timeout: 30_000 });

    await tabs.getByRole('tab', { name: 'Description' }).click();
    await page.getByRole('button', { name: 'Edit Description' }).click();
    await page.getByRole('form', { name: 'Description' }).waitFor();
    await screenshot(page, 'agents/agent-description-1280');
    await context.close();
  });

  it('as the agent persona: Agents opens their own agent page', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'agent@meridian.example', { to: '/eng/agents' });
    await page.waitForURL(/\/eng\/agent\/1$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 2, name: 'Description' }).waitFor({ timeout: 30_000 });
    // a non-admin sees the trident-kept fields locked
    await page.getByRole('button', { name: 'Edit Description' }).click();
    const form = page.getByRole('form', { name: 'Description' });
    expect(await form.getByRole('textbox', { name: 'First Name', exact: true }).isDisabled()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Title', exact: true }).isDisabled()).toBe(false);
    await screenshot(page, 'agents/agent-page-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // the agent site (sandbox) beside the select sales; the testimonial service's demo testimonials
    const tabs = page.getByRole('tablist', { name: 'Agent sections' });
    await tabs.getByRole('tab', { name: 'Agent Select Sales' }).click();
    await page.getByText(/^Agent site: Sandbox site/).waitFor({ timeout: 20_000 });
    await screenshot(page, 'agents/agent-select-sales-390');
    await tabs.getByRole('tab', { name: 'Agent Testimonials' }).click();
    await page.getByText('Calm, candid and always a step ahead', { exact: false }).waitFor();
    await screenshot(page, 'agents/agent-testimonials-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // another agent's page is not theirs
    await page.goto('/eng/agent/5');
    await page.getByText('Agent not found').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('the list on a phone (admin)', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'admin@meridian.example', { to: '/eng/agents' });
    await page.getByRole('heading', { level: 1, name: 'Agents' }).waitFor({ timeout: 30_000 });
    await page
      .getByText('Avery Lindqvist')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'agents/agent-list-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
