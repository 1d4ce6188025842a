import { fileEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  deleteFile,
  listFiles,
  requireVisibleFile,
  uploadFile,
  zipFiles,
  type FileDeps,
} from './files.service';
import { asciiName, sendStoredFile } from './file-reply';

/** Upload, list, download, delete and zip the files of any registered record type. */
export const filesRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: FileDeps = { db, storage, uploadTmpDir: config.files.uploadTmpDir };
  registerEndpoints(app, E, {
    uploadFile: async (req, reply) => {
      const file = await uploadFile(deps, actorOf(req), { ...req.params, place: req.query.place }, req);
      return reply.status(201).send(file);
    },
    listFiles: (req) => listFiles(deps, actorOf(req), req.params.entityType, req.params.entityId),
    downloadFile: async (req, reply) =>
      sendStoredFile(req, reply, storage, await requireVisibleFile(deps, actorOf(req), req.params.id)),
    deleteFile: async (req, reply) => {
      await deleteFile(deps, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    zipFiles: async (req, reply) => {
      const stream = await zipFiles(deps, actorOf(req), req.body.fileIds);
      const name = asciiName(req.body.fileName ?? 'files').replace(/\.zip$/i, '');
      return reply
        .type('application/zip')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${name}.zip"`)
        .send(stream);
    },
  });
};
