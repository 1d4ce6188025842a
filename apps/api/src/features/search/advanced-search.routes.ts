import { AdvancedSearchExportSchema, AdvancedSearchRequestSchema } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { advancedSearch, advancedSearchFields, exportAdvancedSearch } from './advanced-search.service';

export const advancedSearchRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.post(
    '/api/listing/advancedsearch/fields',
    { config: { allow: 'signedIn' }, schema: { tags: ['search'] } },
    (req) => advancedSearchFields(db, actorOf(req)),
  );

  app.post(
    '/api/listing/advancedsearch',
    { config: { allow: 'signedIn' }, schema: { tags: ['search'], body: AdvancedSearchRequestSchema } },
    (req) => advancedSearch(db, actorOf(req), req.body),
  );

  app.post(
    '/api/listing/advancedsearch/export',
    { config: { allow: 'signedIn' }, schema: { tags: ['search'], body: AdvancedSearchExportSchema } },
    async (req, reply) => {
      const file = await exportAdvancedSearch(db, actorOf(req), req.body);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );
};
