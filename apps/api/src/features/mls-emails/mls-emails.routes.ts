import { mlsEmailEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { deleteMlsEmail, getMlsEmails, getMlsNames, saveMlsEmail } from './mls-emails.service';

/** MLS e-mail contacts: the MLS names, the contacts of one MLS, save and delete (system admins). */
export const mlsEmailsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getMlsNames: () => getMlsNames(db),
    getMlsEmails: (req) => getMlsEmails(db, req.params.key),
    saveMlsEmail: (req) => saveMlsEmail(db, req.body),
    deleteMlsEmail: async (req, reply) => {
      await deleteMlsEmail(db, req.params.key);
      return reply.status(204).send();
    },
  });
};
