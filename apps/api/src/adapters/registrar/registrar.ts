import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { oneYearAfter } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { domains } from '../../db/schema';

/**
 * The domain registrar. Without REGISTRAR_URL the embedded sandbox: the domains table is the
 * registry (a domain is free when no row holds it and it is not reserved); every purchase,
 * renewal and redemption succeeds and moves the expiration a year. With REGISTRAR_URL a
 * registrar's REST API (docs/decisions/0027-showcase-domains.md):
 *   POST {url}/domains/check   {domain}          → {available: boolean}
 *   POST {url}/domains         {domain, years:1, ...the domain request} → {orderId, expirationDate}
 *   POST {url}/domains/{domain}/renew  {years:1} → {expirationDate}
 *   POST {url}/domains/{domain}/redeem           → {expirationDate}
 *   DELETE {url}/domains/{domain}                → 2xx
 * each with 'Authorization: Bearer {REGISTRAR_API_KEY}'.
 */
export type RegistrarConfig = { url: string | null; apiKey: string | null; timeoutMs: number };

/**
 * Who asks for a domain and for what (the domain request): registrars want the buyer's address and
 * contact for their own checks.
 */
export type DomainRequest = {
  ipAddress: string;
  createdBy: number;
  userEmail: string;
  entityId: number;
  siteType: number;
  officeId: number | null;
  privateSite: boolean;
};

export type Registrar = {
  mode: 'sandbox' | 'real';
  isAvailable(db: DbOrTx, domain: string): Promise<boolean>;
  purchase(domain: string, now: Date, request: DomainRequest): Promise<{ orderId: string; expiration: Date }>;
  /** Renewal and redemption: one more year after the current expiration. */
  renew(domain: string, expiration: Date): Promise<{ expiration: Date }>;
  redeem(domain: string, expiration: Date): Promise<{ expiration: Date }>;
  release(domain: string): Promise<void>;
};

/** The registrar did not answer or refused: the action's own message is answered (503). */
export class RegistrarError extends Error {}

/** Names the sandbox treats as registered elsewhere (to try the 'not available' path). */
export const SANDBOX_RESERVED = ['example.com', 'google.com', 'taken-domain.com'];

export function createRegistrar(config: RegistrarConfig): Registrar {
  if (!config.url) {
    return {
      mode: 'sandbox',
      isAvailable: async (db, domain) => {
        if (SANDBOX_RESERVED.includes(domain)) return false;
        const held = await db
          .select({ id: domains.id })
          .from(domains)
          .where(eq(domains.domainUrl, domain))
          .limit(1);
        return held.length === 0;
      },
      purchase: async (_domain, now) => ({
        orderId: `sandbox-${crypto.randomUUID()}`,
        expiration: oneYearAfter(now),
      }),
      renew: async (_domain, expiration) => ({ expiration: oneYearAfter(expiration) }),
      redeem: async (_domain, expiration) => ({ expiration: oneYearAfter(expiration) }),
      release: async () => {},
    };
  }
  const base = config.url.replace(/\/$/, '');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (e) {
      throw new RegistrarError(`registrar unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new RegistrarError(`registrar answered ${res.status}`);
    return (res.status === 204 ? {} : await res.json()) as T;
  };
  const date = (value: unknown) => {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new RegistrarError('registrar answered no expiration date');
    return d;
  };
  const path = (domain: string) => `/domains/${encodeURIComponent(domain)}`;
  return {
    mode: 'real',
    isAvailable: async (_db, domain) =>
      (await call<{ available?: boolean }>('POST', '/domains/check', { domain })).available === true,
    purchase: async (domain, _now, request) => {
      const r = await call<{ orderId?: string; expirationDate?: string }>('POST', '/domains', {
        domain,
        years: 1,
        ...request,
      });
      return { orderId: String(r.orderId ?? ''), expiration: date(r.expirationDate) };
    },
    renew: async (domain) => ({
      expiration: date(
        (await call<{ expirationDate?: string }>('POST', `${path(domain)}/renew`, { years: 1 }))
          .expirationDate,
      ),
    }),
    redeem: async (domain) => ({
      expiration: date(
        (await call<{ expirationDate?: string }>('POST', `${path(domain)}/redeem`)).expirationDate,
      ),
    }),
    release: async (domain) => {
      await call('DELETE', path(domain));
    },
  };
}
