import { z } from 'zod';
import { defineEndpoints, ErrorBodySchema, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  AgentSiteStatus,
  AssistantCandidate,
  AssistantSearchQuery,
  SalesTeamAddAgentSchema,
  SalesTeamAddAssistantSchema,
  SalesTeamAgentParams,
  SalesTeamAssistant,
  SalesTeamAssistantParams,
  SalesTeamDescriptionSchema,
  SalesTeamDetails,
  SalesTeamMember,
  SalesTeamPage,
  SalesTeamReorderSchema,
  SalesTeamSearchSchema,
  SalesTeamTestimonials,
  SalesTeamTestimonialsSchema,
} from './sales-team.schema';

export * from './sales-team.schema';
export * from './sales-team.rules';

/**
 * Sales teams: the endpoints of spec/002 section 7. The roles of the route may call them; the
 * record's scope (canEditSalesTeam: an agent their own teams, marketing staff their offices' teams)
 * is checked in the service and applied inside the list's query.
 */
const OPEN = ['agent', 'corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;
const CREATE = ['corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;
const tags = ['sales teams'] as const;

const Members = z.object({ statusId: z.int(), teamMembers: z.array(SalesTeamMember), message: z.string() });

export const salesTeamEndpoints = defineEndpoints({
  getSalesTeam: {
    method: 'GET',
    path: '/api/SalesTeam/:id',
    summary: 'A sales team with its members (in display order) and assistants',
    tags,
    allow: OPEN,
    params: IdParams,
    response: SalesTeamDetails,
    versioned: true,
    refusals: [404],
  },
  createSalesTeam: {
    method: 'POST',
    path: '/api/SalesTeam',
    summary:
      'Create a sales team (name, e-mail, office and description required); inactive until it has two members',
    tags,
    allow: CREATE,
    body: SalesTeamDescriptionSchema,
    response: z.object({ id: z.int(), message: z.string() }),
    refusals: [400],
  },
  updateSalesTeam: {
    method: 'PUT',
    path: '/api/SalesTeam/:id',
    summary: 'Save the sales team description (204)',
    tags,
    allow: OPEN,
    params: IdParams,
    body: SalesTeamDescriptionSchema,
    response: NoContent,
    versioned: true,
    refusals: [400, 404],
  },
  searchSalesTeams: {
    method: 'POST',
    path: '/api/SalesTeam/search',
    summary: 'One page of the sales teams the user may open, by name, sorted on the server (20 per page)',
    tags,
    allow: OPEN,
    body: SalesTeamSearchSchema,
    response: SalesTeamPage,
  },
  reorderSalesTeamMembers: {
    method: 'PUT',
    path: '/api/SalesTeam/:id/reordermembers',
    summary: 'Put the members in a new order (every member once); display orders renumbered from 1',
    tags,
    allow: OPEN,
    params: IdParams,
    body: SalesTeamReorderSchema,
    response: NoContent,
    versioned: true,
    refusals: [400, 404],
  },
  addSalesTeamAgent: {
    method: 'POST',
    path: '/api/SalesTeam/:id/agent/add',
    summary: 'Add an agent as the last member; the team is active from two members',
    tags,
    allow: OPEN,
    params: IdParams,
    body: SalesTeamAddAgentSchema,
    response: Members,
    versioned: true,
    refusals: [400, 404, 409],
  },
  removeSalesTeamAgent: {
    method: 'DELETE',
    path: '/api/SalesTeam/:id/agent/:agentId/delete',
    summary: 'Remove a member; the others are renumbered and the team is inactive under two members',
    tags,
    allow: OPEN,
    params: SalesTeamAgentParams,
    response: Members,
    versioned: true,
    refusals: [404],
  },
  getSalesTeamAssistants: {
    method: 'GET',
    path: '/api/salesteamassistants/:id/assistants',
    summary: 'The assistants of a sales team',
    tags,
    allow: OPEN,
    params: IdParams,
    response: z.array(SalesTeamAssistant),
    refusals: [404],
  },
  searchSalesTeamAssistantCandidates: {
    method: 'GET',
    path: '/api/salesteamassistants/:id/users',
    summary:
      'Active users found by e-mail or name (30 per page), those already assistants of the team left out',
    tags,
    allow: OPEN,
    params: IdParams,
    query: AssistantSearchQuery,
    response: z.array(AssistantCandidate),
    refusals: [404],
  },
  addSalesTeamAssistant: {
    method: 'POST',
    path: '/api/salesteamassistants/:id/assistant',
    summary: 'Make a user an assistant of the team',
    tags,
    allow: OPEN,
    params: IdParams,
    body: SalesTeamAddAssistantSchema,
    response: z.object({ assistant: SalesTeamAssistant, message: z.string() }),
    refusals: [400, 404, 409],
  },
  removeSalesTeamAssistant: {
    method: 'DELETE',
    path: '/api/salesteamassistants/:id/assistant/:assistantId',
    summary: 'Remove an assistant of the team',
    tags,
    allow: OPEN,
    params: SalesTeamAssistantParams,
    response: NoContent,
    refusals: [404],
  },
  getSalesTeamTestimonials: {
    method: 'GET',
    path: '/api/SalesTeamTestimonial/:id/testimonials',
    summary: 'The testimonials of a sales team, as last sent to its site',
    tags,
    allow: OPEN,
    params: IdParams,
    response: SalesTeamTestimonials,
    refusals: [404],
  },
  saveSalesTeamTestimonials: {
    method: 'POST',
    path: '/api/SalesTeamTestimonial/:id/testimonials',
    summary:
      'Replace the testimonials; sent to the agent-sites service first, stored when it accepts (503 otherwise)',
    tags,
    allow: OPEN,
    params: IdParams,
    body: SalesTeamTestimonialsSchema,
    response: SalesTeamTestimonials.extend({ message: z.string() }),
    refusals: [400, 404],
    answers: { 503: ErrorBodySchema },
  },
  getSalesTeamSiteStatus: {
    method: 'GET',
    path: '/api/salesTeam/:id/agentsite/status',
    summary: 'The status of the team site in the agent-sites service',
    tags,
    allow: OPEN,
    params: IdParams,
    response: AgentSiteStatus,
    refusals: [404],
    answers: { 503: ErrorBodySchema },
  },
});
