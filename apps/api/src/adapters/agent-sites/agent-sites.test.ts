import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/audited-write';
import { jsonService } from '../../test/json-service';
import { AgentSitesError, createAgentSites } from './agent-sites';

/**
 * The real agent-sites client against a tiny local server standing in for the CMS: the paths,
 * bodies and bearer key of each call, and a refusal or a silence turned into AgentSitesError.
 */
const service = jsonService('/cms/');
const { seen } = service;
beforeAll(service.start);
afterAll(service.stop);

const sites = (timeoutMs = 2000) => createAgentSites({ url: service.url, apiKey: 'k-1', timeoutMs });
const noDb = {} as DbOrTx;
const list = [{ author: 'Ann Buyer', text: 'They found us the house.' }];

describe('the real agent-sites client', () => {
  it('syncs a sales team’s testimonials to siteoptions/salesteam', async () => {
    seen.length = 0;
    service.answer = () => ({ status: 204 });
    const s = sites();
    expect(s.mode).toBe('real');
    await s.syncTestimonials(noDb, 'salesTeam', 12, 7, list);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/cms/api/siteoptions/salesteam',
        auth: 'Bearer k-1',
        body: { entityIdentifier: 12, entityType: 5, lastModifiedUserId: 7, testimonialList: list },
      },
    ]);
  });

  it('syncs an agent’s testimonials to siteoptions/associate', async () => {
    seen.length = 0;
    service.answer = () => ({ status: 200, body: { ok: true } });
    await sites().syncTestimonials(noDb, 'agent', 33, 8, []);
    expect(seen[0]).toMatchObject({
      url: '/cms/api/siteoptions/associate',
      body: { entityIdentifier: 33, entityType: 4, lastModifiedUserId: 8, testimonialList: [] },
    });
  });

  it('saves the select-solds sort', async () => {
    seen.length = 0;
    service.answer = () => ({ status: 200 });
    await sites().saveSelectSoldsSort(noDb, 'agent', 33, 'closedDate');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/cms/api/siteoptions/selectsolds',
      body: { entityType: 4, entityIdentifier: 33, selectSoldsPage: { sortField: 'closedDate' } },
    });
  });

  it('reads a site status, and a status it cannot read as Unknown', async () => {
    seen.length = 0;
    service.answer = () => ({
      status: 200,
      body: { status: 'Published', siteUrl: 'https://harbor.example' },
    });
    expect(await sites().siteStatus(noDb, 'salesTeam', 12)).toEqual({
      status: 'Published',
      siteUrl: 'https://harbor.example',
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/cms/api/siteoptions/status?entityType=5&entityIdentifier=12',
    });
    service.answer = () => ({ status: 200, body: {} });
    expect(await sites().siteStatus(noDb, 'salesTeam', 12)).toEqual({ status: 'Unknown', siteUrl: null });
  });

  it('turns a refusal, a silence and an unreachable service into AgentSitesError', async () => {
    service.answer = () => ({ status: 500 });
    await expect(sites().syncTestimonials(noDb, 'salesTeam', 1, 1, list)).rejects.toBeInstanceOf(
      AgentSitesError,
    );
    service.answer = () => ({ status: 0 });
    await expect(sites(200).siteStatus(noDb, 'salesTeam', 1)).rejects.toBeInstanceOf(AgentSitesError);
    const gone = createAgentSites({ url: 'http://127.0.0.1:1', apiKey: null, timeoutMs: 500 });
    await expect(gone.saveSelectSoldsSort(noDb, 'agent', 1, 'price')).rejects.toBeInstanceOf(AgentSitesError);
  });
});
