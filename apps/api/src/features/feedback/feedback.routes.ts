import { feedbackEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { insertFeedback, latestFeedback } from './feedback.repo';

/** Any signed-in user sends feedback; administrators read the latest 500. */
export const feedbackRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    sendFeedback: async (req, reply) => {
      const id = await insertFeedback(db, actorOf(req), {
        message: req.body.message,
        page: req.body.page ?? null,
      });
      return reply.status(201).send({ id });
    },
    getFeedback: () => latestFeedback(db, 500),
  });
};
