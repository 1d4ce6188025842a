import { desc, eq } from 'drizzle-orm';
import { FeedbackSchema } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { recordAudit } from '../../db/audited-write';
import { feedback, users } from '../../db/schema';

/** /feedback (spec/000 section 2.1): any signed-in user sends feedback; administrators read it. */
export const feedbackRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.post(
    '/api/feedback',
    { config: { allow: 'signedIn' }, schema: { tags: ['feedback'], body: FeedbackSchema } },
    async (req, reply) => {
      const actor = actorOf(req);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({ userId: actor.userId, message: req.body.message, page: req.body.page ?? null })
          .returning({ id: feedback.id });
        await recordAudit(tx, {
          entityType: 'feedback',
          entityId: row.id,
          action: 'create',
          actor,
          changes: [{ field: 'message', oldValue: null, newValue: req.body.message }],
        });
        return row.id;
      });
      return reply.status(201).send({ id });
    },
  );

  app.get('/api/feedback', { config: { allow: ['systemAdmin'] }, schema: { tags: ['feedback'] } }, () =>
    db
      .select({
        id: feedback.id,
        message: feedback.message,
        page: feedback.page,
        createdDate: feedback.createdDate,
        userId: feedback.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .orderBy(desc(feedback.id))
      .limit(500),
  );
};
