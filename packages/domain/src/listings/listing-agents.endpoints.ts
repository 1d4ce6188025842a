import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdFromText, IdParams } from '../http';
import {
  AgentSearchQuery,
  DealTypeChangeSchema,
  ListingAgentAddSchema,
  ListingAgentReorderSchema,
  ListingAgentUpdateSchema,
  ListingAgentView,
  ToggleSelectSaleQuery,
} from './listing-agents.rules';

/** Listing agents: the sides and their agents, splits, order, select sale and the deal type. */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['listing agents'] as const;

const SideTypeId = z.union([z.literal(1), z.literal(2)]);
const AgentParams = IdParams.extend({ agentId: IdFromText });
const AgentSideParams = AgentParams.extend({ sideTypeId: z.coerce.number().pipe(SideTypeId) });
const Agents = z.array(ListingAgentView);

/** GET listing/{id}/agentDetails: the deal type, the sides it shows and the agents of each. */
export const AgentDetails = z
  .object({
    listingId: z.int(),
    dealTypeId: z.int(),
    dealType: z.string().nullable(),
    sides: z.array(SideTypeId),
    /** Whether the actor may change the agents (edit right, and agents not read-only to them). */
    canEdit: z.boolean(),
    listingAgents: Agents,
  })
  .meta({ id: 'AgentDetails' });

/** An active agent found by name, with the office. */
export const AgentSearchResult = z
  .object({ agentId: z.int(), name: z.string(), officeId: z.int().nullable(), office: z.string().nullable() })
  .meta({ id: 'AgentSearchResult' });

export const listingAgentEndpoints = defineEndpoints({
  getAgentDetails: {
    method: 'GET',
    path: '/api/listing/:id/agentDetails',
    summary: 'The deal type and the agents of each side of a listing',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: AgentDetails,
    refusals: [404],
  },
  addListingAgent: {
    method: 'POST',
    path: '/api/listing/:id/agent',
    summary: 'Add an agent to a side (the side’s splits are shared again); answers the new row’s id',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingAgentAddSchema,
    response: z.object({ id: z.int(), message: z.string(), listingAgents: Agents }),
    versioned: true,
    refusals: [404, 409],
  },
  updateListingAgent: {
    method: 'PUT',
    path: '/api/listing/:id/agent',
    summary: 'Change an agent’s split (over 100 % on the side refused, under 100 % warned) or select sale',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingAgentUpdateSchema,
    response: z
      .object({
        id: z.int(),
        splitTotal: z.number(),
        /** Under 100 % on the side: the warning, and the commission still to share. */
        warning: z.string().optional(),
        remainingCommission: z.number().optional(),
        message: z.string(),
        listingAgents: Agents,
      })
      .meta({ id: 'AgentUpdateResult' }),
    versioned: true,
    refusals: [404],
  },
  removeListingAgent: {
    method: 'DELETE',
    path: '/api/listing/:id/agent/:agentId/:sideTypeId',
    summary: 'Remove an agent from a side (the side’s splits are shared again)',
    tags,
    allow: EDIT,
    params: AgentSideParams,
    response: z.object({ message: z.string(), listingAgents: Agents }),
    versioned: true,
    refusals: [404],
  },
  reorderListingAgents: {
    method: 'PUT',
    path: '/api/listing/:id/reorderagents',
    summary: 'Put the agents of a side in a new order',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingAgentReorderSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  toggleSelectSale: {
    method: 'PUT',
    path: '/api/listing/:id/agent/:agentId/toggleselectsale',
    summary: 'Mark an agent’s sale as a select sale, or not (on one side, or on both)',
    tags,
    allow: EDIT,
    params: AgentParams,
    query: ToggleSelectSaleQuery,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  changeDealType: {
    method: 'PUT',
    path: '/api/listing/:id/dealtype',
    summary: 'Change the deal type of a listing; the agents move to the sides it has',
    tags,
    allow: EDIT,
    params: IdParams,
    body: DealTypeChangeSchema,
    response: z.object({
      dealTypeId: z.int(),
      dealType: z.string(),
      message: z.string(),
      listingAgents: Agents,
    }),
    versioned: true,
    refusals: [404],
  },
  searchAgentsByName: {
    method: 'GET',
    path: '/api/agent/searchbyname',
    summary: 'Active agents whose last or full name starts with the text (none for a text with a hyphen)',
    tags,
    allow: 'signedIn',
    query: AgentSearchQuery,
    response: z.array(AgentSearchResult),
  },
});
