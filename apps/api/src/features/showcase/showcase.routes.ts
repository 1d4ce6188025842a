import { showcaseEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { createRegistrar } from '../../adapters/registrar/registrar';
import {
  checkAvailability,
  getDomainByEntity,
  getEligibility,
  getShowcaseSite,
  publishShowcaseSite,
  purchaseDomain,
  redeemDomain,
  releaseDomain,
  renewDomain,
  saveShowcaseSettings,
} from './showcase.service';

/** Showcase sites and their domains (the sandbox registrar unless REGISTRAR_URL is set). */
export const showcaseRoutes: FeatureRoutes = (app, { config, database: { db } }) => {
  const d = { db, registrar: createRegistrar(config.registrar), brand: config.brand };
  registerEndpoints(app, E, {
    getShowcaseSite: (req) => getShowcaseSite(d, actorOf(req), req.params.id),
    updateShowcaseSite: async (req, reply) => {
      await saveShowcaseSettings(d, actorOf(req), req.body);
      return reply.status(204).send();
    },
    publishShowcaseSite: async (req, reply) => {
      await publishShowcaseSite(d, actorOf(req), req.params.id, req.body.publish);
      return reply.status(204).send();
    },
    checkDomainAvailability: (req) => checkAvailability(d, req.query.domain),
    getDomainByEntity: (req) => getDomainByEntity(d, actorOf(req), req.query.entityId),
    getDomainEligibility: (req) => getEligibility(d, actorOf(req), req.params.id),
    purchaseDomain: (req) => purchaseDomain(d, actorOf(req), req.body),
    renewDomain: (req) => renewDomain(d, actorOf(req), req.body.entityId),
    redeemDomain: (req) => redeemDomain(d, actorOf(req), req.body.entityId),
    releaseDomain: async (req, reply) => {
      await releaseDomain(d, actorOf(req), req.body.entityId);
      return reply.status(204).send();
    },
  });
};
