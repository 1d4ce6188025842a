import { showcaseEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { createRegistrar } from '../../adapters/registrar/registrar';
import {
  checkAvailability,
  getDomainByEntity,
  getDomainInfo,
  getEligibility,
  getShowcaseSite,
  publishShowcaseSite,
  purchaseDomain,
  redeemDomain,
  releaseDomain,
  renewDomain,
  saveShowcaseSettings,
} from './showcase.service';
import { DOMAIN_SWEEP_CRON, DOMAIN_SWEEP_JOB, sweepShowcaseDomains } from './showcase-sweep.service';

/**
 * Showcase sites and their domains (the sandbox registrar unless REGISTRAR_URL is set), and the
 * daily sweep that warns of expiring domains and moves them through their windows.
 */
export const showcaseRoutes: FeatureRoutes = async (app, { config, database: { db }, jobs, mailer }) => {
  const d = { db, registrar: createRegistrar(config.registrar), brand: config.brand, log: app.log };
  await jobs.registerJob(DOMAIN_SWEEP_JOB, async () => {
    await sweepShowcaseDomains({ db, mailer });
  });
  await jobs.schedule(DOMAIN_SWEEP_JOB, DOMAIN_SWEEP_CRON);
  registerEndpoints(app, E, {
    getShowcaseSite: (req) => getShowcaseSite(d, actorOf(req), req.params.id),
    updateShowcaseSite: async (req, reply) => {
      await saveShowcaseSettings(d, actorOf(req), req.body);
      return reply.status(204).send();
    },
    createShowcaseSite: async (req, reply) => {
      await saveShowcaseSettings(d, actorOf(req), req.body);
      return reply.status(204).send();
    },
    deleteShowcaseSite: async (req, reply) => {
      await releaseDomain(d, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    publishShowcaseSite: async (req, reply) => {
      await publishShowcaseSite(d, actorOf(req), req.params.id, req.body.publish);
      return reply.status(204).send();
    },
    checkDomainAvailability: (req) => checkAvailability(d, req.query.domain),
    getDomainInfo: (req) => getDomainInfo(d, actorOf(req), req.query.id),
    getDomainByEntity: (req) => getDomainByEntity(d, actorOf(req), req.query.entityId),
    getDomainEligibility: (req) => getEligibility(d, actorOf(req), req.params.id),
    purchaseDomain: (req) => purchaseDomain(d, actorOf(req), req.body, req.ip),
    renewDomain: (req) => renewDomain(d, actorOf(req), req.body.entityId),
    redeemDomain: (req) => redeemDomain(d, actorOf(req), req.body.entityId),
    releaseDomain: async (req, reply) => {
      await releaseDomain(d, actorOf(req), req.body.entityId);
      return reply.status(204).send();
    },
  });
};
