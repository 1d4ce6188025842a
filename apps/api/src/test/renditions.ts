import type { Image } from '@atrium/domain';

/**
 * Waits until the background job has made an image's renditions: `list` reads the images of its
 * record (each caller through its own call), polled every 200 ms.
 */
export async function waitForRenditions(
  list: () => Promise<Image[]>,
  id: string,
  timeoutMs = 20_000,
): Promise<Image> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await list()).find((i) => i.id === id);
    if (found?.renditionStatus === 'ready') return found;
    if (Date.now() > until) throw new Error(`renditions of ${id} not made within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
