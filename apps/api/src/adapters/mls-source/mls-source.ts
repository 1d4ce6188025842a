/**
 * The MLS source: the MLS's own record of a listing, by its MLS number (the listing key).
 * Without MLS_SOURCE_URL an embedded sandbox generates a record from the number itself, the same
 * for the same number (an MLS number starting with 'NOMLS' has no record: the MLS's 404); with it,
 * a small HTTP client asks GET {url}/listings/{listingKey} (404: no record; any other non-2xx or
 * a timeout of 10 s is an error).
 */
export type MlsRecord = {
  listingKey: string;
  listPrice: number;
  bedrooms: number;
  fullBaths: number;
  halfBaths: number;
  livingArea: number;
  description: string;
};

export type MlsSource = {
  kind: 'sandbox' | 'http';
  /** The record, or null when the MLS has no listing with this key. */
  getListing: (listingKey: string) => Promise<MlsRecord | null>;
};

export function createMlsSource(opts: { url: string | null; fetchImpl?: typeof fetch }): MlsSource {
  return opts.url ? createHttpMlsSource(opts.url, opts.fetchImpl ?? fetch) : createSandboxMlsSource();
}

/** A number from the key: the same key always gives the same record. */
function seedOf(key: string): number {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const VIEWS = ['water', 'garden', 'skyline', 'park', 'mountain'];

export function createSandboxMlsSource(): MlsSource {
  return {
    kind: 'sandbox',
    async getListing(listingKey) {
      const key = listingKey.trim();
      if (!key || key.toUpperCase().startsWith('NOMLS')) return null;
      const s = seedOf(key.toUpperCase());
      const bedrooms = 2 + (s % 5);
      const fullBaths = 1 + ((s >>> 3) % 4);
      const halfBaths = (s >>> 5) % 2;
      const livingArea = 1200 + ((s >>> 7) % 60) * 50;
      const listPrice = (900 + ((s >>> 11) % 400) * 25) * 1000;
      const view = VIEWS[(s >>> 13) % VIEWS.length];
      return {
        listingKey: key,
        listPrice,
        bedrooms,
        fullBaths,
        halfBaths,
        livingArea,
        description: `A ${bedrooms}-bedroom residence of ${livingArea.toLocaleString('en-US')} sq ft with ${view} views (sandbox MLS record ${key}).`,
      };
    },
  };
}

export function createHttpMlsSource(url: string, fetchImpl: typeof fetch): MlsSource {
  const base = url.replace(/\/$/, '');
  return {
    kind: 'http',
    async getListing(listingKey) {
      const res = await fetchImpl(`${base}/listings/${encodeURIComponent(listingKey)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`The MLS source answered ${res.status}`);
      const body = (await res.json()) as Partial<Record<keyof MlsRecord, unknown>>;
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
      return {
        listingKey: typeof body.listingKey === 'string' ? body.listingKey : listingKey,
        listPrice: num(body.listPrice),
        bedrooms: Math.trunc(num(body.bedrooms)),
        fullBaths: Math.trunc(num(body.fullBaths)),
        halfBaths: Math.trunc(num(body.halfBaths)),
        livingArea: Math.trunc(num(body.livingArea)),
        description: typeof body.description === 'string' ? body.description : '',
      };
    },
  };
}
