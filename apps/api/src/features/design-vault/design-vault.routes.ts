import { designVaultEndpoints as E, isSystemAdmin, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import type { FeatureRoutes } from '../../app-context';
import { createDesignTool, designToolSecret } from '../../adapters/design-tool/design-tool';
import { SANDBOX_PAGE_CSP } from '../../adapters/design-tool/sandbox-page';
import { registerEndpoints } from '../../lib/endpoints';
import { forbidden, notFound } from '../../lib/http-error';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import { findTemplate } from './design-vault.repo';
import {
  getDesignListing,
  getTemplates,
  sandboxPage,
  toggleTemplate,
  type DesignVaultDeps,
} from './design-vault.service';

/** Design vault: templates per office, a listing's summary for the design tool, the sandbox tool. */
export const designVaultRoutes: FeatureRoutes = (app, { database: { db }, storage, config, keys }) => {
  const designTool = createDesignTool(
    config.designTool,
    designToolSecret(String(keys.privateJwks.keys[0].d)),
  );
  const deps: DesignVaultDeps = { db, storage, designTool, brand: config.brand };
  // template previews are the company's: every signed-in user sees them, system admins change them
  const requireTemplate = async (d: Db, _actor: Actor, id: number) => {
    if (!(await findTemplate(d, id))) throw notFound();
  };
  registerFileEntity('designTemplate', {
    requireVisible: requireTemplate,
    requireEditable: async (d, actor, id) => {
      await requireTemplate(d, actor, id);
      if (!isSystemAdmin(actor)) throw forbidden();
    },
  });
  registerEndpoints(app, E, {
    getDesignVaultTemplates: (req) => getTemplates(db, actorOf(req), req.query),
    getDesignVaultListing: (req) => getDesignListing(deps, actorOf(req), req.params.id),
    toggleOfficeDesignTemplate: async (req, reply) => {
      await toggleTemplate(db, actorOf(req), req.params);
      return reply.status(204).send();
    },
    openDesignToolSandbox: async (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', SANDBOX_PAGE_CSP)
        .header('Cache-Control', 'private, no-store')
        .send(await sandboxPage(deps, { ...req.params, token: req.query.token })),
  });
};
