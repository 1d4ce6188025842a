import { syndicationEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { getSyndication, saveSyndication } from './syndication.service';

/** The syndication of a listing: its data consumers, their requirements and the selection. */
export const syndicationRoutes: FeatureRoutes = (app, { config, database: { db } }) => {
  registerEndpoints(app, E, {
    getListingSyndication: (req) => getSyndication(db, actorOf(req), req.params.id),
    saveListingSyndication: (req) => saveSyndication(db, actorOf(req), config.brand, req.body),
  });
};
