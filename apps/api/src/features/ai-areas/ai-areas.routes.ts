import type { FastifyReply } from 'fastify';
import { aiAreaEndpoints as E, etagFor, hasAnyRole, type Actor, type AiArea } from '@atrium/domain';
import type { Db } from '../../db/client';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { forbidden, notFound } from '../../lib/http-error';
import { expectedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import { aiAreaExists } from './ai-areas.repo';
import {
  deleteAiArea,
  deleteAiAreaImage,
  exportAiAreas,
  saveAiArea,
  searchAiAreas,
  setAiAreaParent,
  uploadAiAreaImage,
  type AiAreaDeps,
} from './ai-areas.service';
import { sendDownload } from '../files';

/** The area with its version as the ETag. */
function withEtag(reply: FastifyReply, area: AiArea) {
  reply.header('ETag', etagFor(area.version));
  return area;
}

/** AI areas: list, export, save, parent, image and delete; system admins only. */
export const aiAreasRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: AiAreaDeps = { db, storage, uploadTmpDir: config.files.uploadTmpDir };
  // an area's image is seen and changed by the system admins, like the area itself
  const requireAdmin = async (d: Db, actor: Actor, id: number) => {
    if (!hasAnyRole(actor, ['systemAdmin'])) throw forbidden();
    if (!(await aiAreaExists(d, id))) throw notFound();
  };
  registerFileEntity('neighborhood', { requireVisible: requireAdmin, requireEditable: requireAdmin });
  registerEndpoints(app, E, {
    searchAiAreas: (req) => searchAiAreas(db, req.body),
    exportAiAreas: async (req, reply) => sendDownload(reply, await exportAiAreas(db, req.body)),
    saveAiArea: async (req, reply) =>
      withEtag(reply, await saveAiArea(db, actorOf(req), req.body, expectedVersion(req))),
    uploadAiAreaImage: async (req, reply) =>
      reply.status(201).send(await uploadAiAreaImage(deps, actorOf(req), req.params.id, req)),
    deleteAiAreaImage: async (req, reply) => {
      await deleteAiAreaImage(deps, req.body.id, req.body.image ?? null);
      return reply.status(204).send();
    },
    setAiAreaParent: async (req, reply) =>
      withEtag(
        reply,
        await setAiAreaParent(
          db,
          actorOf(req),
          req.params.id,
          req.body.parentNeighborhood,
          expectedVersion(req),
        ),
      ),
    deleteAiArea: async (req, reply) => {
      await deleteAiArea(deps, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
};
