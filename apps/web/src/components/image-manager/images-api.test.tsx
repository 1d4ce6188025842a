import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@atrium/domain';
import { toastStore } from '../../lib/toast-store';
import { downloadFile, downloadZip } from './images-api';

type Sent = { method: string; url: string; body: string };

/**
 * A server whose download starts (200 and a first chunk) and then breaks off, as when the
 * connection drops while a zip is streamed; log entries are recorded.
 */
function brokenDownloads() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? 'GET', url, body: String(init.body ?? '') });
      if (url.includes('/log/')) return new Response(null, { status: 204 });
      const body = new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array([80, 75, 3, 4]));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/zip' } });
    }),
  );
  return sent;
}

describe('downloads that break off after they started', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toastStore.close();
  });

  it("several images: 'Failed to download images', logged, and nothing saved", async () => {
    const sent = brokenDownloads();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadZip(['a', 'b'], 'photos')).rejects.toThrow();
    expect(toastStore.get()).toMatchObject({ severity: 'error', message: MSG.failedDownloadImages });
    await vi.waitFor(() =>
      expect(
        sent.some((s) => s.url.endsWith('/log/error') && s.body.includes(MSG.failedDownloadImages)),
      ).toBe(true),
    );
    expect(click).not.toHaveBeenCalled();
  });

  it("one image: 'Failed to download Image'", async () => {
    brokenDownloads();
    await expect(downloadFile('file-1', 'front.jpg')).rejects.toThrow();
    expect(toastStore.get()).toMatchObject({ severity: 'error', message: MSG.failedDownloadImage });
  });
});
