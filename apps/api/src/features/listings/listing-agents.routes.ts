import {
  DEAL_TYPE_TEXT,
  etagFor,
  listingAgentEndpoints as E,
  MSG,
  type DealTypeId,
  type SideTypeId,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
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

/** Listing agents: GET agentDetails, POST/PUT/DELETE agent, reorder, select sale, deal type, search. */
export const listingAgentsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  const { searchAgentsByName, ...listingAgents } = E;

  registerEndpoints(app, listingAgents, {
    getAgentDetails: (req) => getAgentDetails(db, actorOf(req), req.params.id),
    addListingAgent: async (req, reply) => {
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
    updateListingAgent: async (req, reply) => {
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
    removeListingAgent: async (req, reply) => {
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
    reorderListingAgents: async (req, reply) =>
      savedVersion(
        reply,
        (await reorderListingAgents(db, actorOf(req), req.params.id, req.body, expectedVersion(req))).row,
      ),
    toggleSelectSale: async (req, reply) => {
      const { toggleStatus, sideTypeId } = req.query;
      const { row } = await toggleSelectSale(
        db,
        actorOf(req),
        req.params.id,
        req.params.agentId,
        toggleStatus,
        sideTypeId as SideTypeId | undefined,
        expectedVersion(req),
      );
      return savedVersion(reply, row);
    },
    changeDealType: async (req, reply) => {
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
  });

  // Agent search by last name (spec/001 section 7). The agents area may also serve this path:
  // whichever feature registers first answers it, the other skips its copy.
  if (!app.hasRoute({ method: 'GET', url: searchAgentsByName.path }))
    registerEndpoints(
      app,
      { searchAgentsByName },
      {
        searchAgentsByName: (req) =>
          searchAgents(db, actorOf(req), {
            name: req.query.name,
            excludeSalesTeamId: req.query.forSalesTeam === 'true' ? req.query.salesTeamId : undefined,
            inScope: req.query.inScope === 'true',
          }),
      },
    );
};
