import { expect } from 'vitest';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { resultsDir } from './browser';

type Move = {
  /** The arrow that moves the dragged item, pressed until it has arrived. */
  key: string;
  /** Where it should go: the handle whose place it takes, or a check of the dragged item. */
  to: Locator | (() => Promise<boolean>);
  /** Whether the move has landed (saved, or shown where the page saves later). */
  done: () => Promise<boolean>;
  /**
   * Puts the list back as it was before the move and reloads the page, before a try after the
   * first: a drop that landed elsewhere on a loaded machine would otherwise change where every
   * later try starts. Without it a later try starts after Escape.
   */
  reset?: () => Promise<void>;
  /** What the page saved, named in the failure. */
  saved?: () => Promise<string>;
};

const shows = (check: () => Promise<boolean>, timeout: number, interval = 100) =>
  expect
    .poll(check, { timeout, interval })
    .toBe(true)
    .then(() => true)
    .catch(() => false);

/** An element's centre in its scroll containers' content: the same wherever dnd-kit scrolled them. */
const centre = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    let [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    for (let p = el.parentElement; p; p = p.parentElement) [x, y] = [x + p.scrollLeft, y + p.scrollTop];
    return { x, y };
  });

const pending = new WeakMap<Page, Set<Request>>();
/** The page's requests still in flight, counted from the first drag on. */
function inFlight(page: Page) {
  if (!pending.has(page)) {
    const open = new Set<Request>();
    page.on('request', (r) => open.add(r));
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    pending.set(page, open);
  }
  return pending.get(page)!;
}

/**
 * Until the page has settled: no call in flight and the handle where it was 300 ms ago. dnd-kit
 * measures the list when the item is picked up; a list still redrawing after the last save (or
 * moving under a late panel) is measured wrong, and the item lands on another place or none.
 */
async function settle(page: Page, handle: Locator) {
  const open = inFlight(page);
  let last = '';
  await shows(
    async () => {
      const now = JSON.stringify(await centre(handle));
      const still = now === last && open.size === 0;
      last = now;
      return still;
    },
    10_000,
    300,
  );
}

/**
 * Moves an item of a dnd-kit list with the keyboard on its drag handle, each step waited for on
 * the page rather than on the clock: space picks it up (the handle is pressed), the arrow moves it
 * one place per press until it has arrived, space drops it (the handle is released). On a loaded
 * machine a key can land before dnd-kit listens for it; a step that does not show is tried again
 * after Escape has cancelled whatever drag was left open, or after `reset`.
 */
export async function keyboardDrag(handle: Locator, { key, to, done, reset, saved }: Move) {
  const page = handle.page();
  const pressed = async () => (await handle.getAttribute('aria-pressed')) === 'true';
  const stages: string[] = [];
  for (let attempt = 0; attempt < 5 && !(await done()); attempt++) {
    if (attempt > 0) await (reset ? reset() : page.keyboard.press('Escape'));
    await handle.scrollIntoViewIfNeeded();
    await settle(page, handle);
    const target = typeof to === 'function' ? null : await centre(to);
    const arrived =
      typeof to === 'function'
        ? to
        : async () => {
            const at = await centre(handle);
            return Math.abs(at.x - target!.x) < 8 && Math.abs(at.y - target!.y) < 8;
          };
    await handle.focus();
    await page.keyboard.press('Space');
    if (!(await shows(pressed, 5_000))) {
      stages.push('not picked up');
      continue;
    }
    await page.waitForTimeout(300); // dnd-kit listens for the arrows from its next task on
    for (let n = 0; n < 6 && !(await arrived()); n++) {
      await page.keyboard.press(key);
      await shows(arrived, 1_500);
    }
    if (!(await arrived())) {
      stages.push(`did not arrive: at ${JSON.stringify(await centre(handle))}, to ${JSON.stringify(target)}`);
      continue;
    }
    await page.keyboard.press('Space');
    if (!(await shows(async () => !(await pressed()), 5_000))) {
      stages.push('not dropped');
      continue;
    }
    if (!(await shows(done, 5_000))) stages.push(`dropped, not done${saved ? `: ${await saved()}` : ''}`);
  }
  if (!(await done()))
    await page.screenshot({ path: path.join(resultsDir, `keyboard-drag-failed-${Date.now()}.png`) });
  expect(await done(), stages.join('; ')).toBe(true);
}
