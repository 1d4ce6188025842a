import { shareEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { downloadShare, sendShare, type ShareDeps } from './share.service';

/** Sharing images by e-mail, and the public link that downloads them. */
export const shareRoutes: FeatureRoutes = (app, { database: { db }, storage, mailer }) => {
  const deps: ShareDeps = { db, storage, mailer };
  registerEndpoints(app, E, {
    sendShare: async (req, reply) => reply.status(201).send(await sendShare(deps, actorOf(req), req.body)),
    downloadShare: async (req, reply) => {
      const { fileName, stream } = await downloadShare(deps, req.params.token);
      return reply
        .type('application/zip')
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  });
};
