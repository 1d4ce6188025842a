import { importEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { importSelectSoldFile } from './select-sold-import.service';

/** Imports: the select-sold file. */
export const importsRoutes: FeatureRoutes = (app, { database: { db }, config }) => {
  const importDeps = { db, uploadTmpDir: config.files.uploadTmpDir };
  registerEndpoints(app, E, {
    importSelectSold: (req) => importSelectSoldFile(importDeps, actorOf(req), req),
  });
};
