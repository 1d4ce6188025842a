import { listingSectionEndpoints as E, type ListingToggle } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints, type EndpointRequest } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import type { FastifyReply } from 'fastify';
import {
  getListingLookups,
  getNeighborhoods,
  getOwners,
  getRentalPeriods,
  getRentalDetail,
  saveListingDates,
  saveListingPrices,
  saveOwners,
  saveRentalTerms,
  toggleListingOption,
} from './listing-sections.service';

/** The listing page's sections: dates, prices, rental terms, owners, display options, lookups. */
export const listingSectionsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  const toggle =
    (name: ListingToggle) => async (req: EndpointRequest<typeof E.togglePublish>, reply: FastifyReply) =>
      savedVersion(
        reply,
        await toggleListingOption(
          db,
          actorOf(req),
          req.params.id,
          name,
          req.params.flag,
          expectedVersion(req),
        ),
      );

  registerEndpoints(app, E, {
    saveListingDates: async (req, reply) =>
      savedVersion(
        reply,
        await saveListingDates(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    saveListingPrices: async (req, reply) =>
      savedVersion(
        reply,
        await saveListingPrices(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    saveRentalTerms: async (req, reply) =>
      savedVersion(
        reply,
        await saveRentalTerms(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    getRentalPeriods: (req) => getRentalPeriods(db, actorOf(req), req.params.id),
    getRentalDetail: (req) => getRentalDetail(db, actorOf(req), req.params.id, req.params.rentalPeriodId),
    getOwners: (req) => getOwners(db, actorOf(req), req.params.id),
    saveOwners: async (req, reply) =>
      savedVersion(reply, await saveOwners(db, actorOf(req), req.params.id, req.body, expectedVersion(req))),
    togglePublish: toggle('togglepublish'),
    toggleShowAddress: toggle('toggleshowaddress'),
    toggleShowMap: toggle('toggleshowmap'),
    toggleUseAddress: toggle('toggleuseaddress'),
    toggleShowSoldPrice: toggle('toggleshowsoldpriceforselectsold'),
    toggleSuppressMls: async (req, reply) =>
      savedVersion(
        reply,
        await toggleListingOption(
          db,
          actorOf(req),
          req.params.id,
          'togglesuppressmls',
          req.body.toggleStatus,
          expectedVersion(req),
        ),
      ),
    getNeighborhoods: (req) => getNeighborhoods(db, req.params.id),
    getListingLookups: () => getListingLookups(db),
  });
};
