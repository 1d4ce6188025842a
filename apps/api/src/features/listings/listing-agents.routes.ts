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
import { expectedVersion } from '../../lib/versioned-reply';
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
    async (req) => {
      const { id, listingAgents } = await addListingAgent(db, actorOf(req), req.params.id, req.body);
      return { id, message: MSG.agentAdded, listingAgents };
    },
  );

  app.put(
    '/api/listing/:id/agent',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingAgentUpdateSchema } },
    (req) => updateListingAgentSplit(db, actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/listing/:id/agent/:agentId/:sideTypeId',
    { config: { allow: EDIT }, schema: { tags, params: DeleteParams } },
    async (req) => {
      const { id, agentId, sideTypeId } = req.params;
      const { listingAgents } = await removeListingAgent(db, actorOf(req), id, agentId, sideTypeId);
      return { message: MSG.agentDeleted, listingAgents };
    },
  );

  app.put(
    '/api/listing/:id/reorderagents',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingAgentReorderSchema } },
    async (req, reply) => {
      await reorderListingAgents(db, actorOf(req), req.params.id, req.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/listing/:id/agent/:agentId/toggleselectsale',
    { config: { allow: EDIT }, schema: { tags, params: AgentParams, querystring: ToggleSelectSaleQuery } },
    async (req, reply) => {
      const { toggleStatus, sideTypeId } = req.query;
      await toggleSelectSale(db, actorOf(req), req.params.id, req.params.agentId, toggleStatus, sideTypeId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/listing/:id/dealtype',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: DealTypeChangeSchema } },
    async (req, reply) => {
      const { row, listingAgents } = await changeDealType(
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
        listingAgents,
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
