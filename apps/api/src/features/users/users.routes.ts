import {
  etagFor,
  IdParams,
  UserDashRoleSchema,
  UserDetailSummarySchema,
  UserOfficesSchema,
  UserRolesSchema,
  UserSearchSchema,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import * as users from './users.service';

const SA = ['systemAdmin'] as const;
const tags = ['users'];

/** User administration of spec/002 section 7 (Users): system administrators only. */
export const usersRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.post(
    '/api/user/search',
    { config: { allow: SA }, schema: { tags, body: UserSearchSchema } },
    async (req) => users.searchUsers(db, req.body),
  );

  app.get(
    '/api/user/:id/detailsummary',
    { config: { allow: SA }, schema: { tags, params: IdParams } },
    async (req, reply) => {
      const { version, summary } = await users.getDetailSummary(db, req.params.id);
      reply.header('ETag', etagFor(version));
      return summary;
    },
  );

  app.put(
    '/api/user/:id/detailsummary',
    { config: { allow: SA }, schema: { tags, params: IdParams, body: UserDetailSummarySchema } },
    async (req, reply) => {
      const row = await users.saveDetailSummary(
        db,
        actorOf(req),
        req.params.id,
        req.body,
        expectedVersion(req),
      );
      return savedVersion(reply, row);
    },
  );

  app.get('/api/user/:id/roles', { config: { allow: SA }, schema: { tags, params: IdParams } }, async (req) =>
    users.getUserRoles(db, req.params.id),
  );

  app.put(
    '/api/user/:id/roles',
    { config: { allow: SA }, schema: { tags, params: IdParams, body: UserRolesSchema } },
    async (req) => users.saveUserRoles(db, actorOf(req), req.params.id, req.body.roleIds),
  );

  app.get(
    '/api/user/:id/offices',
    { config: { allow: SA }, schema: { tags, params: IdParams } },
    async (req) => users.getUserOffices(db, req.params.id),
  );

  app.put(
    '/api/user/:id/offices',
    { config: { allow: SA }, schema: { tags, params: IdParams, body: UserOfficesSchema } },
    async (req) => users.saveUserOffices(db, actorOf(req), req.params.id, req.body.officeIds),
  );

  app.get('/api/userdashrole/lookups', { config: { allow: SA }, schema: { tags } }, async () =>
    users.dashRoleLookups(db),
  );

  app.get(
    '/api/userdashrole/:id/user',
    { config: { allow: SA }, schema: { tags, params: IdParams } },
    async (req) => users.getDashRolesOfUser(db, req.params.id),
  );

  app.post(
    '/api/userdashrole',
    { config: { allow: SA }, schema: { tags, body: UserDashRoleSchema } },
    async (req) =>
      users.addDashRole(db, actorOf(req), {
        userId: req.body.userId,
        officeId: req.body.officeId!,
        roleId: req.body.roleId!,
      }),
  );

  app.delete(
    '/api/userdashrole/:id',
    { config: { allow: SA }, schema: { tags, params: IdParams } },
    async (req, reply) => {
      await users.removeDashRole(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
