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

type Watch = { open: Set<Request>; writes: string[] };
const watched = new WeakMap<Page, Watch>();
/**
 * The page's requests still in flight and the writes it made, counted from the first drag on;
 * and what dnd-kit announced to screen readers (picked up, moved over, dropped, cancelled) in
 * `window.__dragSaid`, again after each reload.
 */
async function watch(page: Page): Promise<Watch> {
  if (!watched.has(page)) {
    const w: Watch = { open: new Set(), writes: [] };
    page.on('request', (r) => w.open.add(r));
    page.on('requestfailed', (r) => {
      w.open.delete(r);
      if (r.method() !== 'GET') w.writes.push(`${r.method()} ${new URL(r.url()).pathname} failed`);
    });
    page.on('requestfinished', async (r) => {
      w.open.delete(r);
      const status = (await r.response())?.status();
      if (r.method() !== 'GET')
        w.writes.push(
          `${r.method()} ${new URL(r.url()).pathname} ${status} in ${Math.round(r.timing().responseEnd)} ms`,
        );
    });
    watched.set(page, w);
    await page.addInitScript(LISTEN_TO_ANNOUNCEMENTS);
    await page.evaluate(LISTEN_TO_ANNOUNCEMENTS);
  }
  return watched.get(page)!;
}

// a string, not a function: the test runner's transform would add helpers the page does not have
const LISTEN_TO_ANNOUNCEMENTS = `(() => {
  if (window.__dragSaid) return;
  const said = (window.__dragSaid = []);
  const read = () =>
    document.querySelectorAll('[id^="DndLiveRegion"]').forEach((el) => {
      const text = el.textContent;
      if (text && said[said.length - 1] !== text) said.push(text);
    });
  const start = () => new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})()`;

/** What a failed step names: dnd-kit's last announcements and the writes since the try began. */
async function whatHappened(page: Page, w: Watch, writesBefore: number) {
  const said = await page.evaluate(() => (window as unknown as { __dragSaid?: string[] }).__dragSaid ?? []);
  const writes = w.writes.slice(writesBefore);
  return ` (announced: ${said.slice(-3).join(' | ') || 'nothing'}; writes: ${writes.join(', ') || 'none'})`;
}

/**
 * Until the page has settled: no call in flight and the handle where it was 300 ms ago. dnd-kit
 * measures the list when the item is picked up; a list still redrawing after the last save (or
 * moving under a late panel) is measured wrong, and the item lands on another place or none.
 */
async function settle(page: Page, handle: Locator) {
  const { open } = await watch(page);
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
    const w = await watch(page);
    const writesBefore = w.writes.length;
    const failed = async (stage: string) => stages.push(stage + (await whatHappened(page, w, writesBefore)));
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
      await failed('not picked up');
      continue;
    }
    await page.waitForTimeout(300); // dnd-kit listens for the arrows from its next task on
    for (let n = 0; n < 6 && !(await arrived()); n++) {
      await page.keyboard.press(key);
      await shows(arrived, 1_500);
    }
    if (!(await arrived())) {
      const at = JSON.stringify(await centre(handle));
      await failed(
        `did not arrive: at ${at}, to ${JSON.stringify(target)}, ${(await pressed()) ? 'held' : 'let go'}`,
      );
      continue;
    }
    await page.keyboard.press('Space');
    if (!(await shows(async () => !(await pressed()), 5_000))) {
      await failed('not dropped');
      continue;
    }
    // the save of a loaded server can take seconds: its answer is awaited before the result is judged
    await shows(async () => w.open.size === 0, 60_000, 200);
    if (!(await shows(done, 10_000))) await failed(`dropped, not done${saved ? `: ${await saved()}` : ''}`);
  }
  if (!(await done()))
    await page.screenshot({ path: path.join(resultsDir, `keyboard-drag-failed-${Date.now()}.png`) });
  expect(await done(), stages.join('; ')).toBe(true);
}
