import { importEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { createMlsSource } from '../../adapters/mls-source/mls-source';
import { importSelectSoldFile } from './select-sold-import.service';
import {
  getMlsDetails,
  MLS_IMPORT_JOB,
  queueMlsImport,
  runMlsImport,
  type MlsImportData,
} from './mls-detail.service';

/** Imports: the select-sold file, and a listing's MLS details with the job that imports them. */
export const importsRoutes: FeatureRoutes = async (app, { database: { db }, config, jobs }) => {
  const importDeps = { db, uploadTmpDir: config.files.uploadTmpDir };
  const mlsDeps = { db, jobs, mlsSource: createMlsSource({ url: config.mlsSourceUrl }) };
  // a failed import is recorded in the listing's history; the user imports again
  await jobs.registerJob<MlsImportData>(MLS_IMPORT_JOB, (data) => runMlsImport(mlsDeps, data), {
    retryLimit: 0,
  });
  registerEndpoints(app, E, {
    importSelectSold: (req) => importSelectSoldFile(importDeps, actorOf(req), req),
    getMlsDetails: (req) => getMlsDetails(mlsDeps, actorOf(req), req.params.id),
    importMlsDetails: (req) => queueMlsImport(mlsDeps, actorOf(req), req.params.id, req.body),
  });
};
