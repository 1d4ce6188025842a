import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { agentSitesSandbox } from '../../db/schema';

/**
 * The agent-sites CMS: the public sites of agents and sales teams. Without AGENT_SITES_URL the
 * embedded sandbox: the agent_sites_sandbox table holds what each entity was sent, and every
 * site reads as a sandbox site (the screens say so). With AGENT_SITES_URL the service's REST API
 * (docs/decisions/0040-sales-teams.md), each call with 'Authorization: Bearer {AGENT_SITES_API_KEY}':
 *   GET  {url}/api/siteoptions/status?entityType=&entityIdentifier=  → {status, siteUrl}
 *   POST {url}/api/siteoptions/associate   {entityIdentifier, entityType, lastModifiedUserId, testimonialList}
 *   POST {url}/api/siteoptions/salesteam   the same, for a sales team
 *   POST {url}/api/siteoptions/selectsolds {entityType, entityIdentifier, selectSoldsPage: {sortField}}
 */
export type AgentSitesConfig = { url: string | null; apiKey: string | null; timeoutMs: number };

/** The entity types the service knows: 4 an agent (as elsewhere in the product), 5 a sales team (chosen). */
export const AGENT_SITE_ENTITY = { agent: 4, salesTeam: 5 } as const;
export type AgentSiteEntity = keyof typeof AGENT_SITE_ENTITY;

export type SiteTestimonial = { author: string; text: string };
export type SiteStatus = { status: string; siteUrl: string | null };

export type AgentSites = {
  mode: 'sandbox' | 'real';
  siteStatus(db: DbOrTx, entityType: AgentSiteEntity, id: number): Promise<SiteStatus>;
  /** Sends the complete testimonial list of an agent (associate) or a sales team. */
  syncTestimonials(
    db: DbOrTx,
    entityType: AgentSiteEntity,
    entityIdentifier: number,
    lastModifiedUserId: number,
    testimonialList: readonly SiteTestimonial[],
  ): Promise<void>;
  /** The order of an agent's or a team's select solds on their site (closedDate or price). */
  saveSelectSoldsSort(
    db: DbOrTx,
    entityType: AgentSiteEntity,
    entityIdentifier: number,
    sortField: string,
  ): Promise<void>;
};

/** The service did not answer or refused: the caller answers its own message (503). */
export class AgentSitesError extends Error {}

const TESTIMONIAL_PATH: Record<AgentSiteEntity, string> = {
  agent: '/api/siteoptions/associate',
  salesTeam: '/api/siteoptions/salesteam',
};

export function createAgentSites(config: AgentSitesConfig): AgentSites {
  if (!config.url) return sandbox();
  const base = config.url.replace(/\/$/, '');
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (e) {
      throw new AgentSitesError(`agent-sites unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new AgentSitesError(`agent-sites answered ${res.status}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  };
  return {
    mode: 'real',
    siteStatus: async (_db, entityType, id) => {
      const q = new URLSearchParams({
        entityType: String(AGENT_SITE_ENTITY[entityType]),
        entityIdentifier: String(id),
      });
      const r = await call<{ status?: unknown; siteUrl?: unknown }>('GET', `/api/siteoptions/status?${q}`);
      return {
        status: typeof r.status === 'string' && r.status ? r.status : 'Unknown',
        siteUrl: typeof r.siteUrl === 'string' && r.siteUrl ? r.siteUrl : null,
      };
    },
    syncTestimonials: async (_db, entityType, entityIdentifier, lastModifiedUserId, testimonialList) => {
      await call('POST', TESTIMONIAL_PATH[entityType], {
        entityIdentifier,
        entityType: AGENT_SITE_ENTITY[entityType],
        lastModifiedUserId,
        testimonialList,
      });
    },
    saveSelectSoldsSort: async (_db, entityType, entityIdentifier, sortField) => {
      await call('POST', '/api/siteoptions/selectsolds', {
        entityType: AGENT_SITE_ENTITY[entityType],
        entityIdentifier,
        selectSoldsPage: { sortField },
      });
    },
  };
}

/** The embedded stand-in: one row per entity in agent_sites_sandbox. */
function sandbox(): AgentSites {
  const key = (entityType: AgentSiteEntity, id: number) =>
    and(
      eq(agentSitesSandbox.entityType, AGENT_SITE_ENTITY[entityType]),
      eq(agentSitesSandbox.entityIdentifier, id),
    );
  const upsert = async (
    db: DbOrTx,
    entityType: AgentSiteEntity,
    id: number,
    set: Partial<typeof agentSitesSandbox.$inferInsert>,
  ) => {
    const now = new Date().toISOString();
    await db
      .insert(agentSitesSandbox)
      .values({ entityType: AGENT_SITE_ENTITY[entityType], entityIdentifier: id, ...set, updatedAt: now })
      .onConflictDoUpdate({
        target: [agentSitesSandbox.entityType, agentSitesSandbox.entityIdentifier],
        set: { ...set, updatedAt: sql`now()` },
      });
  };
  return {
    mode: 'sandbox',
    siteStatus: async (db, entityType, id) => {
      const [row] = await db.select().from(agentSitesSandbox).where(key(entityType, id));
      return { status: row ? 'Sandbox site, updated' : 'Sandbox site, nothing sent yet', siteUrl: null };
    },
    syncTestimonials: async (db, entityType, id, lastModifiedUserId, testimonialList) =>
      upsert(db, entityType, id, { testimonialList: [...testimonialList], lastModifiedUserId }),
    saveSelectSoldsSort: async (db, entityType, id, sortField) =>
      upsert(db, entityType, id, { soldsSortField: sortField }),
  };
}
