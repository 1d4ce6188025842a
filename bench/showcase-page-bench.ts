import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';

/**
 * The public showcase page (/site/{listingId}) as a buyer opens it on a phone: 390x844 at device
 * scale 3, CPU slowed 4x and the network of Chromium DevTools' 'Fast 4G' preset (9 Mbps down,
 * 1.5 Mbps up, 60 ms RTT, with DevTools' own adjustment factors 0.9 and 2.75), a cold cache per
 * load. Figures: Largest Contentful Paint, the JavaScript bytes (the page has no script of its
 * own) and the bytes transferred. The site is prepared through the API: an eligible listing of the
 * data set without photos gets a domain (sandbox registrar), six camera-sized main photos
 * (3000x2000 JPEGs with grain) and a published site.
 */
export const SHOWCASE_BUDGET_LCP_MS = 1500;
export const SHOWCASE_PHOTOS = 6;
const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};

export type ShowcaseFigure = {
  path: string;
  profile: string;
  lcpMs: number | null;
  lcpElement: string | null;
  jsBytes: number;
  transferKb: number;
  runs: number[];
  note?: string;
};

/** A listing with a published showcase site and photos (made once; later runs reuse it). */
export async function prepareShowcaseSite(baseUrl: string, token: string): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  };
  const status = async (url: string) => (await fetch(`${baseUrl}/api/${url}`, { headers: auth })).status;

  let listingId = 0;
  for (let id = 1; id <= 200 && !listingId; id++) {
    if ((await status(`domain/getbyid?entityId=${id}&siteType=0`)) === 200) listingId = id;
  }
  // a listing without photos, so the page shows the camera-sized photos uploaded below
  for (let id = 1; id <= 200 && !listingId; id++) {
    if ((await status(`domain/${id}/eligibility`)) !== 200) continue;
    const own = await api<unknown[]>('GET', `image/${id}?entityType=listing&imageType=mainPhoto`);
    if (own.length) continue;
    await api('POST', 'domain/purchase', { domain: `showcase-bench-${id}.com`, entityId: id, siteType: 0 });
    listingId = id;
  }
  if (!listingId) throw new Error('no listing of the data set may have a showcase site');

  const photos = await api<unknown[]>('GET', `image/${listingId}?entityType=listing&imageType=mainPhoto`);
  for (let i = photos.length; i < SHOWCASE_PHOTOS; i++) {
    // camera-like pictures: 3000x2000, a colour gradient with grain, so the files weigh what real
    // photos weigh (flat colours would compress to almost nothing)
    const [w, h] = [3000, 2000];
    const pixels = Buffer.alloc(w * h * 3);
    for (let y = 0, o = 0; y < h; y++)
      for (let x = 0; x < w; x++, o += 3) {
        const grain = (Math.random() - 0.5) * 60;
        pixels[o] = 90 + (((x * 120) / w + i * 20 + grain) % 140);
        pixels[o + 1] = 80 + (((y * 110) / h + grain) % 130);
        pixels[o + 2] = 70 + ((((x + y) * 60) / (w + h) + i * 15 + grain) % 120);
      }
    const data = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .blur(1.2)
      .jpeg({ quality: 82 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `showcase-${i + 1}.jpg`);
    const res = await fetch(
      `${baseUrl}/api/image/save?entityType=listing&entityId=${listingId}&imageType=mainPhoto`,
      { method: 'POST', headers: auth, body: form },
    );
    if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
  }
  for (let wait = 0; ; wait++) {
    const list = await api<Array<{ renditionStatus: string }>>(
      'GET',
      `image/${listingId}?entityType=listing&imageType=mainPhoto`,
    );
    if (list.every((p) => p.renditionStatus === 'ready')) break;
    if (wait > 240) throw new Error('the photo renditions were not made within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  await api('PUT', `listing/${listingId}/togglepublish/true`);
  await api('PUT', `showcaseSite/${listingId}`, { publish: true });
  return listingId;
}

export async function measureShowcasePage(
  browser: Browser,
  baseUrl: string,
  listingId: number,
  runs: number,
  shotDir: string,
): Promise<ShowcaseFigure> {
  const pagePath = `/site/${listingId}`;
  const lcps: number[] = [];
  let lcpElement: string | null = null;
  let jsBytes = 0;
  let transfer = 0;
  let note: string | undefined;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl,
    });
    await context.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __lcpElement: string };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
          w.__lcp = e.startTime;
          w.__lcpElement = e.element ? `${e.element.tagName.toLowerCase()}.${e.element.className}` : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const types = new Map<string, string>();
    let runJs = 0;
    let runTotal = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      runTotal += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') runJs += e.encodedDataLength;
    });
    try {
      const res = await page.goto(pagePath, { waitUntil: 'load' });
      if (res?.status() !== 200) throw new Error(`${pagePath} answered ${res?.status()}`);
      await page.waitForLoadState('networkidle');
      // LCP is final at the first input; a tap on an empty spot ends it without changing the page
      await page.mouse.click(1, 843);
      const { lcp, element } = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number; __lcpElement: string };
        return { lcp: w.__lcp, element: w.__lcpElement };
      });
      if (!lcp) throw new Error('the browser reported no Largest Contentful Paint');
      lcps.push(lcp);
      lcpElement = element;
      jsBytes = Math.max(jsBytes, runJs);
      transfer = runTotal;
      if (i === runs - 1) {
        fs.mkdirSync(shotDir, { recursive: true });
        await page.screenshot({ path: path.join(shotDir, 'bench-web-site-phone.png') });
      }
    } catch (err) {
      note = (err as Error).message.split('\n')[0];
    } finally {
      await context.close();
    }
  }
  const median = lcps.length ? [...lcps].sort((a, b) => a - b)[Math.floor(lcps.length / 2)] : null;
  console.log(
    `${pagePath} (phone): LCP ${lcps.map((x) => x.toFixed(0)).join(', ')} ms (${lcpElement}); JS ${jsBytes} B; transfer ${(transfer / 1024).toFixed(0)} KB${note ? ` (${note})` : ''}`,
  );
  return {
    path: pagePath,
    profile: '390x844 @3x, CPU 4x slower, Fast 4G (165 ms RTT, 8.1 Mbps down), cold cache',
    lcpMs: median,
    lcpElement,
    jsBytes,
    transferKb: Math.round((transfer / 1024) * 10) / 10,
    runs: lcps.map(Math.round),
    ...(note ? { note } : {}),
  };
}
