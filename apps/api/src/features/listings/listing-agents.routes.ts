import { z } from 'zod';
import {
  AgentSearchQuery,
  DealTypeChangeSchema,
  DEAL_TYPE_TEXT,
  etagFor,
  IdFromText,
  IdParams,
  ListingAgentAddSchema,
  ListingAgentReorderSchema,
  ListingAgentUpdateSchema,
  MSG,
  ToggleSelectSaleQuery,
  type DealTypeId,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import {
  addListingAgent,
  changeDealType,
  getAgentDetails,
  removeListingAgent,
  reorderListingAgents,
  searchAgents,
  toggleSelectSale,
  updateListingAgentSplit,
} from './listing-agents.service';

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['listing agents'];
const AgentParams = IdParams.extend({ agentId: IdFromText });
const DeleteParams = AgentParams.extend({
  sideTypeId: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

/** Listing agents: GET agentDetails, POST/PUT/DELETE agent, reorder, select sale, deal type, search. */
export const listingAgentsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get(
    '/api/listing/:id/agentDetails',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => getAgentDetails(db, actorOf(req), req.params.id),
  );

  app.post(
    '/api/listing/:id/agent',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingAgentAddSchema } },
    async (req, reply) => {
      const { row, result } = await addListingAgent(
        db,
        actorOf(req),
        req.params.id,
        req.body,
        expectedVersion(req),
      );
      reply.header('ETag', etagFor(row.version));
      return { id: result.id, message: MSG.agentAdded, listingAgents: result.listingAgents };
    },
  );

  app.put(
    '/api/listing/:id/agent',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingAgentUpdateSchema } },
    async (req, reply) => {
      const { row, result } = await updateListingAgentSplit(
        db,
        actorOf(req),
        req.params.id,
        req.body,
        expectedVersion(req),
      );
      reply.header('ETag', etagFor(row.version));
      return result;
    },
  );

  app.delete(
    '/api/listing/:id/agent/:agentId/:sideTypeId',
    { config: { allow: EDIT }, schema: { tags, params: DeleteParams } },
    async (req, reply) => {
      const { id, agentId, sideTypeId } = req.params;
      const { row, result } = await removeListingAgent(
        db,
        actorOf(req),
        id,
        agentId,
        sideTypeId,
        expectedVersion(req),
      );
      reply.header('ETag', etagFor(row.version));
      return { message: MSG.agentDeleted, listingAgents: result.listingAgents };
    },
  );

  app.put(
    '/api/listing/:id/reorderagents',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingAgentReorderSchema } },
    async (req, reply) =>
      savedVersion(
        reply,
        (await reorderListingAgents(db, actorOf(req), req.params.id, req.body, expectedVersion(req))).row,
      ),
  );

  app.put(
    '/api/listing/:id/agent/:agentId/toggleselectsale',
    { config: { allow: EDIT }, schema: { tags, params: AgentParams, querystring: ToggleSelectSaleQuery } },
    async (req, reply) => {
      const { toggleStatus, sideTypeId } = req.query;
      const { row } = await toggleSelectSale(
        db,
        actorOf(req),
        req.params.id,
        req.params.agentId,
        toggleStatus,
        sideTypeId as 1 | 2 | undefined,
        expectedVersion(req),
      );
      return savedVersion(reply, row);
    },
  );

  app.put(
    '/api/listing/:id/dealtype',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: DealTypeChangeSchema } },
    async (req, reply) => {
      const { row, result } = await changeDealType(
        db,
        actorOf(req),
        req.params.id,
        req.body.dealTypeId,
        expectedVersion(req),
      );
      reply.header('ETag', etagFor(row.version));
      return {
        dealTypeId: row.dealTypeId,
        dealType: DEAL_TYPE_TEXT[row.dealTypeId as DealTypeId],
        message: MSG.dealTypeChanged,
        listingAgents: result.listingAgents,
      };
    },
  );

  // Agent search by last name (spec/001 section 7). The agents area may also serve this path:
  // whichever feature registers first answers it, the other skips its copy.
  if (!app.hasRoute({ method: 'GET', url: '/api/agent/searchbyname' }))
    app.get(
      '/api/agent/searchbyname',
      { config: { allow: 'signedIn' }, schema: { tags, querystring: AgentSearchQuery } },
      (req) => searchAgents(db, req.query.name),
    );
};
