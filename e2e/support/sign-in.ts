import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Signs a persona in through the real flow: /eng/home redirects to the embedded provider's
 * sign-in page, the persona is chosen, /auth completes the code flow and returns to /eng/home.
 * Use a fresh browser context (a provider session would sign the previous user in again).
 */
export async function signIn(page: Page, email: string) {
  const baseUrl = inject('baseUrl');
  const toProvider = async (timeout: number) => {
    await page.goto(`${baseUrl}/eng/home`);
    await page.waitForURL(/\/oidc\/interaction\//, { timeout });
  };
  // One retry: a page served while the web app was being rebuilt may miss its scripts.
  await toProvider(15_000).catch(() => toProvider(30_000));
  const persona = page.locator(`button[data-email="${email}"]`);
  if ((await persona.count()) === 0) {
    // Not among the first users listed: filter the list by the e-mail.
    await page.fill('input[name="q"]', email);
    await Promise.all([page.waitForURL(/[?&]q=/), page.press('input[name="q"]', 'Enter')]);
  }
  await persona.click();
  await page.waitForURL((url) => url.pathname === '/eng/home', { timeout: 30_000 });
  await page.waitForFunction(
    (expected) => JSON.parse(localStorage.getItem('atrium.session') ?? '{}')?.user?.email === expected,
    email,
    { timeout: 30_000 },
  );
}
