import { MSG, outboxEndpoints as E } from '@atrium/domain';
import { actorOf } from '../../plugins/access';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/http-error';
import { findAttachment, listOutbox } from './outbox.repo';
import { sendDownload } from '../files';

/**
 * The outbox for system administrators: every e-mail the product sent (or, without SMTP_URL,
 * kept instead of sending) with its HTML and attachments. `to` filters by recipient.
 */
export const outboxRoutes: FeatureRoutes = (app, { database: { db }, mailer }) => {
  registerEndpoints(app, E, {
    sendTestMail: async (req, reply) => {
      const actor = actorOf(req);
      const content = Buffer.from(
        `Test attachment of an Atrium e-mail.\nRequested by ${actor.email} at ${new Date().toISOString()}.\n`,
      );
      const id = await mailer.sendTemplate(req.body.to, 'testMessage', { requestedBy: actor.email }, [
        { fileName: 'atrium-test.txt', contentType: 'text/plain', content },
      ]);
      return reply.status(201).send({ id, message: MSG.testMailQueued });
    },
    listOutbox: async (req) => {
      const { pageNumber, pageSize, to } = req.query;
      const { total, results } = await listOutbox(db, { pageNumber, pageSize, to });
      return { currentPage: pageNumber, pageSize, totalRecords: total, results };
    },
    getOutboxAttachment: async (req, reply) => {
      const attachment = await findAttachment(db, req.params.id, req.params.attachmentId);
      if (!attachment) throw notFound();
      return sendDownload(reply, { ...attachment, body: attachment.content });
    },
  });
};
