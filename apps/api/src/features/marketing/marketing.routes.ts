import { MARKETING_TYPES, marketingEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import { requireEditableListing, requireVisibleListing } from '../listings';
import { notFound } from '../../lib/http-error';
import { findMarketingItemListingId } from './marketing.repo';
import {
  deleteMarketingFile,
  deleteMarketingItem,
  exportMarketing,
  getListingMarketingSummary,
  getListingsMarketing,
  getMarketingList,
  saveMarketingItem,
  uploadMarketingFile,
  type MarketingDeps,
} from './marketing.service';
import { sendDownload } from '../files';

/**
 * Property marketing of a listing: list, create or update, delete, CSV export, the types, the
 * items' files, and the marketing of listings at a glance.
 */
export const marketingRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: MarketingDeps = { db, storage, uploadTmpDir: config.files.uploadTmpDir };
  // a marketing item's file is seen by whoever sees its listing, changed by the listing's editors
  const listingOf = async (itemId: number) => {
    const listingId = await findMarketingItemListingId(db, itemId);
    if (listingId == null) throw notFound();
    return listingId;
  };
  registerFileEntity('marketingItem', {
    requireVisible: async (d, actor, id) => requireVisibleListing(d, actor, await listingOf(id)),
    requireEditable: async (d, actor, id) => requireEditableListing(d, actor, await listingOf(id)),
  });
  registerEndpoints(app, E, {
    getMarketingList: (req) => getMarketingList(db, actorOf(req), req.params.id, req.query.marketingTypeId),
    saveMarketingItem: async (req, reply) => {
      await saveMarketingItem(db, actorOf(req), req.body);
      return reply.status(204).send();
    },
    deleteMarketingItem: async (req, reply) => {
      await deleteMarketingItem(deps, actorOf(req), req.params.listingId, req.params.id);
      return reply.status(204).send();
    },
    exportMarketing: async (req, reply) =>
      sendDownload(reply, await exportMarketing(db, actorOf(req), req.params.id)),
    uploadMarketingFile: async (req, reply) => {
      const file = await uploadMarketingFile(deps, actorOf(req), req.params.listingId, req.params.id, req);
      return reply.status(201).send(file);
    },
    deleteMarketingFile: async (req, reply) => {
      await deleteMarketingFile(deps, actorOf(req), req.params.listingId, req.params.id);
      return reply.status(204).send();
    },
    getListingMarketingSummary: (req) => getListingMarketingSummary(db, actorOf(req), req.params.id),
    getListingsMarketing: (req) => getListingsMarketing(db, actorOf(req), req.query),
    getMarketingTypes: () => MARKETING_TYPES.map((t) => ({ id: t.id, name: t.name })),
  });
};
