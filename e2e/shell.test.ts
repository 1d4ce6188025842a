import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { isAllowed, MSG, navigationFor, ROUTES, type Actor } from '@atrium/domain';
import { baseUrl, go, launchBrowser, newPage, resultsDir, screenshot } from './support/browser';
import { signIn } from './support/sign-in';
import { concrete, storedActor } from './support/session';
import { PERSONA_EMAILS as PERSONAS } from './support/personas';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInHome(email: string, width = 1440) {
  // One retry with a fresh context: the sign-in round trip can be slow on a busy machine.
  for (let attempt = 1; ; attempt++) {
    const { page, context } = await newPage(browser, { width, height: 900 });
    try {
      await signIn(page, email);
      await page.waitForSelector('[data-testid="news-carousel"], [data-testid="office-chart"]', {
        timeout: 30_000,
      });
      return { page, context };
    } catch (err) {
      await context.close();
      if (attempt === 2) throw err;
    }
  }
}

/** Where a route lands: the agents and sales-teams lists open an agent's only record straight away. */
function landingOf(rulePath: string, requested: string, title: string, actor: Actor) {
  const isAgentRole = actor.roles.includes('agent');
  if (rulePath === '/eng/agents' && isAgentRole && actor.agentIds.length === 1)
    return { path: `/eng/agent/${actor.agentIds[0]}`, title: 'Agent' };
  if (rulePath === '/eng/salesTeams' && isAgentRole && actor.salesTeamIds.length === 1)
    return { path: `/eng/salesTeam/${actor.salesTeamIds[0]}`, title: 'Sales Team' };
  return { path: requested, title };
}

describe.each(PERSONAS)('the shell for %s', (email) => {
  it('shows exactly the navigation the rules allow, opens each allowed route and redirects the protected others', async () => {
    const { page, context } = await signedInHome(email);
    const actor = await storedActor(page);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console ${m.text().slice(0, 400)}`);
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) problems.push(`navigated ${f.url()}`);
    });

    const shown = await page.$$eval('[data-testid="main-nav"] [data-nav-path]', (els) =>
      els.map((e) => ({ label: e.textContent?.trim(), path: e.getAttribute('data-nav-path') })),
    );
    expect(shown).toEqual(navigationFor(actor).map((i) => ({ label: i.label, path: i.path })));

    for (const rule of ROUTES) {
      const requested = concrete(rule.path, actor);
      await go(page, requested);
      // the action keys: an agent with one agent id (one team) lands on that agent's (team's) page
      const { path, title } = landingOf(rule.path, requested, rule.title, actor);
      if (isAllowed(actor, rule.allow)) {
        // opened: at the address, with its title, and without a refusal or a server error
        const opened = () =>
          page.evaluate(
            ([p, title, refusals]) =>
              location.pathname === p &&
              document.querySelector('[data-testid="page-title"]')?.textContent === title &&
              !refusals.some((m) => document.body.innerText.includes(m)),
            [path, title, [MSG.noAccessToPage, MSG.serverError]] as const,
          );
        await page
          .waitForFunction(
            ([p, title]) =>
              location.pathname === p &&
              document.querySelector('[data-testid="page-title"]')?.textContent === title,
            [path, title],
            { timeout: 15_000 },
          )
          .catch(async () => {
            const shownTitle = await page.textContent('[data-testid="page-title"]').catch(() => null);
            const body = (await page.textContent('body').catch(() => ''))?.slice(0, 300);
            throw new Error(
              `${path} did not open: at ${new URL(page.url()).pathname}, title ${shownTitle}, page: ${body}, events: ${problems.join(' | ')}`,
            );
          });
        // a redirect or a refusal would follow the render within a frame or two
        await page.waitForTimeout(30);
        expect(await opened(), `${path} stayed open without a refusal`).toBe(true);
      } else if (rule.protected) {
        await page.waitForURL('**/eng/home', { timeout: 5000 });
      } else {
        await page.getByText(MSG.noAccessToPage).waitFor({ timeout: 5000 });
        expect(new URL(page.url()).pathname).toBe(requested);
      }
    }
    await context.close();
  });
});

describe('home page and shell details', () => {
  it('screenshots the home page with the navigation for the administrator and an agent', async () => {
    for (const [email, name] of [
      ['admin@meridian.example', 'home-admin'],
      ['agent@meridian.example', 'home-agent'],
    ]) {
      const { page, context } = await signedInHome(email);
      await page.waitForSelector('[data-testid="office-chart"]');
      await page.waitForSelector('[data-testid="news-carousel"]');
      expect(await page.locator('[data-testid="figure-Active"]').count()).toBe(1);
      await page.waitForTimeout(500);
      await screenshot(page, name);
      await context.close();
    }
  });

  it('hides the back arrow on the home page and shows it on a detail page; the profile goes to the agent page', async () => {
    const { page, context } = await signedInHome('agent@meridian.example');
    const actor = await storedActor(page);
    expect(await page.locator('[data-testid="back-arrow"]').count()).toBe(0);
    await page.click('[data-testid="profile-button"]');
    await page.waitForURL(`**/eng/agent/${actor.agentIds[0]}`);
    await page.locator('[data-testid="back-arrow"]').waitFor();
    expect(await page.textContent('[data-testid="page-title"]')).toBe('Agent');
    expect(await page.getByRole('link', { name: /^Support/ }).count()).toBe(0);
    await context.close();
  });

  it('sends a non-agent to their user page from the profile and offers the support button', async () => {
    const { page, context } = await signedInHome('staff@meridian.example');
    const actor = await storedActor(page);
    expect(await page.getByRole('link', { name: /^Support/ }).count()).toBe(1);
    await page.click('[data-testid="profile-button"]');
    await page.waitForURL(`**/eng/user/${actor.userId}`);
    await page.getByText(MSG.noAccessToPage).waitFor();
    await context.close();
  });

  it('a failing call shows its catalogue message, posts a log entry, and the toast closes after 6 seconds', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'mc@meridian.example');
    const logs: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/log/error') && req.method() === 'POST') logs.push(req.postData() ?? '');
    });
    await page.route('**/api/stats', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","errors":[]}' }),
    );
    await page.goto('/eng/home');
    const toast = page.locator('[data-testid="toast"]');
    await toast.waitFor({ timeout: 20_000 });
    const shownAt = Date.now();
    expect(await toast.textContent()).toContain(MSG.failedOfficeStats);
    await page.getByRole('alert').filter({ hasText: MSG.failedOfficeStats }).first().waitFor();
    await expect.poll(() => logs.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.parse(logs[0]).message).toBe(MSG.failedOfficeStats);
    await page.waitForTimeout(Math.max(0, 4500 - (Date.now() - shownAt)));
    expect(await toast.isVisible()).toBe(true);
    await toast.waitFor({ state: 'detached', timeout: 4000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter).toBeGreaterThanOrEqual(5000);
    expect(closedAfter).toBeLessThan(8000);
    await context.close();
  });

  it('collapses the navigation into a drawer on a narrow screen', async () => {
    const { page, context } = await signedInHome('admin@meridian.example', 800);
    expect(await page.locator('[data-testid="nav-permanent"]').count()).toBe(0);
    await screenshot(page, 'home-narrow');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('[data-testid="main-nav"]').waitFor({ state: 'visible' });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${resultsDir}/home-narrow-drawer.png` });
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('shows the Coming Soon page with three images to an agent', async () => {
    const { page, context } = await signedInHome('agent@meridian.example');
    await go(page, '/eng/myBusiness');
    await page.getByText('Coming Soon', { exact: true }).waitFor();
    await expect
      .poll(() =>
        page.$$eval(
          '[data-testid="coming-soon-image"]',
          (imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length,
        ),
      )
      .toBe(3);
    await screenshot(page, 'my-business');
    await context.close();
  });

  it('lets a user send feedback and the administrator read it', async () => {
    const { page, context } = await signedInHome('guest@meridian.example');
    await page.goto('/feedback');
    const text = `The shell feels calm ${Date.now()}`;
    await page.getByLabel('Your feedback').fill(text);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText(MSG.feedbackSent).waitFor();
    await context.close();

    const admin = await signedInHome('admin@meridian.example');
    await admin.page.goto('/feedback');
    await admin.page.getByText(text).waitFor();
    await screenshot(admin.page, 'feedback-admin');
    await admin.context.close();
  });

  it('lets the administrator add a news item and delete it after confirming', async () => {
    const { page, context } = await signedInHome('admin@meridian.example');
    await page.getByRole('button', { name: 'Manage news' }).click();
    await page.getByRole('button', { name: 'Add news item' }).click();
    const title = `Autumn gala ${Date.now() % 100000}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Text').fill('Join the network for an evening at the gallery.');
    await page.getByRole('button', { name: 'Add news item' }).click();
    await page.getByText(MSG.newsSaved).waitFor();
    await page.getByRole('listitem').filter({ hasText: title }).waitFor();
    await screenshot(page, 'home-news-manager');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(MSG.newsDeleted).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: title }).count()).toBe(0);
    await context.close();
  });

  it('opens the external service desk from /support (address from configuration)', async () => {
    const config = (await (await fetch(`${baseUrl()}/api/app/config`)).json()) as { supportUrl: string };
    const { page, context } = await signedInHome('staff@meridian.example');
    await page.route(`${config.supportUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Service desk</h1>' }),
    );
    await page.goto('/support');
    await page.waitForURL(`${config.supportUrl}**`);
    expect(await page.textContent('h1')).toBe('Service desk');
    await context.close();
  });

  it("starts the shell's calls with the page, before the app's code has arrived", async () => {
    const { page, context } = await signedInHome('staff@meridian.example');
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/eng/listings');
    await page.locator('tbody tr').first().waitFor();
    // the lookups once: the page's first script asked, and the app took those answers
    expect(asked.filter((p) => p === '/api/lookups')).toHaveLength(1);
    expect(asked.filter((p) => p === '/api/Office/lookups')).toHaveLength(1);
    const early = await page.evaluate(() => {
      const e = (window as { __atriumEarly?: { calls: Record<string, unknown> } }).__atriumEarly;
      return e && Object.fromEntries(Object.entries(e.calls).map(([k, v]) => [k, v === undefined]));
    });
    // each of the page's first calls was taken by the app (the list's too: the staff user's first tab)
    expect(early).toMatchObject({
      'GET /api/lookups ': true,
      'GET /api/Office/lookups ': true,
      'GET /api/app/config ': true,
    });
    expect(Object.values(early!).every(Boolean)).toBe(true);
    expect(Object.keys(early!).filter((k) => k.startsWith('POST /api/listing/search'))).toHaveLength(2);
    await context.close();
  });

  it("starts the first calls of the listings, a listing and the agents list while the page's code loads", async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    /** Opens the address with the page's code held back 1.5 s; the calls asked before it arrived. */
    const callsWhileHeld = async (email: string, address: string, source: string, shown: string) => {
      const { page, context } = await signedInHome(email);
      let isHeld = true;
      await page.route(`**/${manifest[source].file}`, async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        isHeld = false;
        await route.continue();
      });
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/'))
          asked.push(`${r.method()} ${new URL(r.url()).pathname}${isHeld ? '' : ' (late)'}`);
      });
      await page.goto(address);
      await page.locator(shown).first().waitFor();
      await context.close();
      return asked;
    };

    // the agent's own listings on the first tab, and its counts: asked once, before the code came
    const listings = await callsWhileHeld(
      'agent@meridian.example',
      '/eng/listings',
      'src/features/listings/listing-list-page.tsx',
      'tbody tr',
    );
    expect(listings.filter((c) => c.includes('/api/listing/search'))).toEqual([
      'POST /api/listing/search/counts',
      'POST /api/listing/search',
    ]);
    const agents = await callsWhileHeld(
      'admin@meridian.example',
      '/eng/agents',
      'src/features/agents/agent-list-page.tsx',
      'tbody tr',
    );
    expect(agents.filter((c) => c.includes('/api/agent/search'))).toEqual(['POST /api/agent/search']);
    const listing = await callsWhileHeld(
      'admin@meridian.example',
      '/eng/listing/1',
      'src/features/listings/listing-page.tsx',
      'h1',
    );
    expect(listing).toContain('GET /api/listing/1/details');
    expect(listing.filter((c) => c.includes('/api/listing/lookups'))).toEqual(['GET /api/listing/lookups']);
  });
});
