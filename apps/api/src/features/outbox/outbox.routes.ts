import { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import { PagingQuery } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { mailOutbox } from '../../db/schema';

const OutboxQuery = PagingQuery.extend({ to: z.string().trim().toLowerCase().max(255).optional() });

/**
 * GET admin/outbox: the e-mail the product sent (or, in the embedded sandbox, kept instead of
 * sending), newest first, for system administrators. Optional `to` filters by recipient.
 */
export const outboxRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get(
    '/api/admin/outbox',
    { config: { allow: ['systemAdmin'] }, schema: { tags: ['admin'], querystring: OutboxQuery } },
    async (req) => {
      const { pageNumber, pageSize, to } = req.query;
      const where = to ? eq(sql`lower(${mailOutbox.toAddress})`, to) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(where),
      ]);
      return { currentPage: pageNumber, pageSize, totalRecords: Number(total), results: rows };
    },
  );
};
