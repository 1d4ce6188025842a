import type { Page } from 'playwright-core';

/**
 * Scrolls through the page so its lazy images load, waits until every image a person can see has
 * arrived (not those inside a closed <details>), then goes back to the top: a full-page screenshot
 * then shows the photos rather than their empty frames.
 */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
  });
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => !img.closest('details:not([open])'))
          .every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: 20_000, polling: 250 },
    )
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}
