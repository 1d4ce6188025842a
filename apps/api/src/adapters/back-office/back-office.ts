/**
 * The back-office listing system (spec/000 sections 3.1 and 7): a listing's QC status with its
 * rejectReasons, and the validation record (sentToTrident, validationMessages).
 * Without BACK_OFFICE_URL the embedded sandbox derives both from the listing's own data; with it,
 * a small HTTP client asks the real system (GET {url}/listing/{id}/validate and .../qcstatus).
 * Send to Dash hands a listing over (POST {url}/listing/{listingNumber}); the answer carries the
 * deal reference the system gave it.
 */
export type BackOfficeListing = {
  id: number;
  listingNumber: string | null;
  listingStatusId: number;
  dataSource: string | null;
  tridentDealNumber: string | null;
  mlsNumber: string | null;
  currentPrice: number | null;
  tridentPrice: number | null;
  ignoreTridentPrice: boolean;
  officeId: number | null;
  imageCount: number;
  hasLowResImages: boolean;
  publish: boolean;
  isValid: boolean;
};
export type ValidationRecord = { sentToTrident: boolean; validationMessages: string[] };
export type QcStatus = { status: 'Approved' | 'Rejected' | 'Not Submitted'; rejectReasons: string[] };
export type DashReceipt = { reference: string | null };

export type BackOfficeSystem = {
  kind: 'sandbox' | 'http';
  validationRecord: (listing: BackOfficeListing) => Promise<ValidationRecord>;
  qcStatus: (listing: BackOfficeListing) => Promise<QcStatus>;
  /** Sends the listing to the dash system; throws when the system refuses it. */
  sendListing: (listing: BackOfficeListing) => Promise<DashReceipt>;
};

export function createBackOffice(opts: { url: string | null; fetchImpl?: typeof fetch }): BackOfficeSystem {
  return opts.url ? createHttpBackOffice(opts.url, opts.fetchImpl ?? fetch) : createSandboxBackOffice();
}

/** Rejection reasons of the display feed, derived from the data we hold. */
export const REJECT_REASONS = {
  lowResolution: 'Photo does not meet minimum resolution requirement',
  tooFewPhotos: 'Fewer than 10 photos',
  unpublished: 'Unpublished',
  missingMls: 'Missing MLS number',
} as const;

export function createSandboxBackOffice(): BackOfficeSystem {
  return {
    kind: 'sandbox',
    async validationRecord(l) {
      const sentToTrident = (l.dataSource ?? '').toLowerCase() === 'trident' || Boolean(l.tridentDealNumber);
      const messages: string[] = [];
      if (!l.tridentDealNumber) messages.push('Deal number is missing in the back-office system');
      if (!l.mlsNumber) messages.push('MLS number is missing');
      if (l.currentPrice == null) messages.push('Current price is missing');
      if (
        !l.ignoreTridentPrice &&
        l.tridentPrice != null &&
        l.currentPrice != null &&
        l.tridentPrice !== l.currentPrice
      )
        messages.push('Price differs from the back-office system price');
      if (l.officeId == null) messages.push('Office is missing');
      return { sentToTrident, validationMessages: messages };
    },
    async qcStatus(l) {
      if (!l.publish) return { status: 'Not Submitted', rejectReasons: [REJECT_REASONS.unpublished] };
      const reasons: string[] = [];
      if (l.hasLowResImages) reasons.push(REJECT_REASONS.lowResolution);
      if (l.imageCount < 10) reasons.push(REJECT_REASONS.tooFewPhotos);
      if (!l.mlsNumber) reasons.push(REJECT_REASONS.missingMls);
      return { status: reasons.length ? 'Rejected' : 'Approved', rejectReasons: reasons };
    },
    // the deal the back office already has for the listing, or a new one named after its number
    async sendListing(l) {
      return { reference: l.tridentDealNumber ?? `D-${l.listingNumber ?? l.id}` };
    },
  };
}

export function createHttpBackOffice(baseUrl: string, fetchImpl: typeof fetch): BackOfficeSystem {
  const base = baseUrl.replace(/\/$/, '');
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetchImpl(`${base}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Back-office system answered ${res.status} for ${path}`);
    return (await res.json()) as T;
  };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Back-office system answered ${res.status} for ${path}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  };
  return {
    kind: 'http',
    async validationRecord(l) {
      const r = await get<Partial<ValidationRecord>>(
        `/listing/${encodeURIComponent(l.listingNumber ?? String(l.id))}/validate`,
      );
      return { sentToTrident: Boolean(r.sentToTrident), validationMessages: r.validationMessages ?? [] };
    },
    async qcStatus(l) {
      const r = await get<Partial<QcStatus>>(
        `/listing/${encodeURIComponent(l.listingNumber ?? String(l.id))}/qcstatus`,
      );
      return { status: r.status ?? 'Not Submitted', rejectReasons: r.rejectReasons ?? [] };
    },
    async sendListing(l) {
      const r = await post<{ reference?: string | null; dealNumber?: string | null }>(
        `/listing/${encodeURIComponent(l.listingNumber ?? String(l.id))}`,
        l,
      );
      return { reference: r.reference ?? r.dealNumber ?? null };
    },
  };
}
