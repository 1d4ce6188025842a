import { outboxEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/http-error';
import { findAttachment, listOutbox } from './outbox.repo';

/**
 * The outbox for system administrators: every e-mail the product sent (or, without SMTP_URL,
 * kept instead of sending) with its HTML and attachments. `to` filters by recipient.
 */
export const outboxRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    listOutbox: async (req) => {
      const { pageNumber, pageSize, to } = req.query;
      const { total, results } = await listOutbox(db, { pageNumber, pageSize, to });
      return { currentPage: pageNumber, pageSize, totalRecords: total, results };
    },
    getOutboxAttachment: async (req, reply) => {
      const attachment = await findAttachment(db, req.params.id, req.params.attachmentId);
      if (!attachment) throw notFound();
      const name = attachment.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(attachment.content);
    },
  });
};
