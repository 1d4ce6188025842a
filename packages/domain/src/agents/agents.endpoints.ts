import { z } from 'zod';
import { defineEndpoints, ErrorBodySchema, FileDownload, NoContent } from '../contract';
import { AgentSiteStatus } from '../sales-teams/sales-team.schema';
import { IdFromText, IdParams } from '../http';
import { ToggleBodySchema } from '../listings/listing-details.schema';
import { AdditionalMlsSchema } from '../listings/listing-extras.schema';
import { AdditionalMls } from '../listings/listing-features.endpoints';
import {
  AddAssistantSchema,
  AgentAssistant,
  AgentBio,
  AgentBioSchema,
  AgentDescriptionSchema,
  AgentDetailSummary,
  AgentMarketingRow,
  AgentRow,
  AgentSearchSchema,
  AgentTestimonials,
  AreaOfExpertiseSchema,
  AssistantCandidatesQuery,
  AssistantParams,
  IdListSchema,
  NamedItem,
  SelectSaleRow,
  SelectSaleSearchSchema,
  SelectSoldExportSchema,
} from './agents.schema';

export * from './agents.schema';
export * from './agents.rules';

/**
 * Agents and profiles (spec/002 section 7). Every endpoint opens only agents in the caller's
 * scope (an agent their own agent ids, marketing staff their offices' agents, admins every
 * agent): another agent answers 404. A profile id is the agent's profile (or its id while the
 * back office has given it none).
 */

const tags = ['agents'] as const;
const PEOPLE = ['agent', 'corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;
const ProfileParams = z.object({ agentId: IdFromText, profileId: IdFromText });
const ProfileIdParams = z.object({ profileId: IdFromText });
const Saved = z.object({ message: z.string() });

const read = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  ({
    method: 'GET',
    path: `/api/agent/:id/${path}`,
    summary,
    tags,
    allow: PEOPLE,
    params: IdParams,
    response,
    refusals: [404],
  }) as const;

const saveList = (kind: string) =>
  ({
    method: 'POST',
    // the spec's agent/{profileId}/{kind}: the path parameter is named id, like the GET of the
    // same path (OpenAPI refuses two paths that differ only by a parameter's name), and holds
    // the agent's profile id
    path: `/api/agent/:id/${kind}`,
    summary: `Set the ${kind} of an agent by its profile id (the whole list of ids)`,
    tags,
    allow: PEOPLE,
    params: IdParams,
    body: IdListSchema,
    response: z.array(NamedItem),
    refusals: [400, 404],
  }) as const;

export const AgentLookups = z.object({
  salutations: z.array(NamedItem),
  agentTypes: z.array(NamedItem),
  offices: z.array(NamedItem),
  states: z.array(NamedItem.extend({ code: z.string() })),
  languages: z.array(NamedItem),
  specializations: z.array(NamedItem),
  designations: z.array(NamedItem),
});
export type AgentLookups = z.infer<typeof AgentLookups>;

export const AgentHeader = z.object({
  agentId: z.int(),
  profileId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  officeName: z.string().nullable(),
  status: z.string(),
  tridentId: z.string().nullable(),
  isValid: z.boolean(),
  publish: z.boolean(),
});

export const agentEndpoints = defineEndpoints({
  getAgentListLookups: {
    method: 'POST',
    path: '/api/agent/lookups',
    summary: 'What the agent list filters choose from (statuses, agent types)',
    tags,
    allow: PEOPLE,
    response: z.object({ statuses: z.array(NamedItem), agentTypes: z.array(NamedItem) }),
  },
  searchAgents: {
    method: 'POST',
    path: '/api/agent/search',
    summary:
      'Agents in scope by name and office name, filtered, paged and sorted (default: active, complete, published, first name)',
    tags,
    allow: PEOPLE,
    body: AgentSearchSchema,
    response: z.object({
      totalRecords: z.int(),
      currentPage: z.int(),
      itemsPerPage: z.int(),
      results: z.array(AgentRow),
    }),
  },
  getAgentHeader: read('agentDetails', 'The header facts of an agent', AgentHeader),
  getAgentDetailSummary: {
    ...read(
      'detailsummary',
      'The description of an agent, with its locks (ETag: the version)',
      AgentDetailSummary,
    ),
    versioned: true,
  },
  getAgentCms: read(
    'cms',
    "The agent site's options kept here (select-solds sort field, default select sale)",
    z.object({ sortField: z.string(), defaultSelectSale: z.boolean() }),
  ),
  getAgentAssistants: read('assistants', 'The users who assist an agent', z.array(AgentAssistant)),
  getAgentBio: read('agentBio', 'The biography of an agent (an empty one when none is saved)', AgentBio),
  getAgentLanguages: read('languages', 'The languages of an agent', z.array(NamedItem)),
  getAgentSpecializations: read('specializations', 'The specializations of an agent', z.array(NamedItem)),
  getAgentDesignations: read('designations', 'The designations of an agent, in order', z.array(NamedItem)),
  validateAgent: read(
    'validate',
    'Whether the description is complete (the Data Complete flag) and what is missing',
    z.object({ isValid: z.boolean(), missing: z.array(z.string()) }),
  ),
  getAgentLookups: read('lookups', 'What the agent forms choose from', AgentLookups),
  saveAgentDescription: {
    method: 'PUT',
    path: '/api/agent/:agentId/profile/:profileId',
    summary:
      'Save the description (locked fields keep their value unless an admin saves; If-Match: the version)',
    tags,
    allow: PEOPLE,
    params: ProfileParams,
    body: AgentDescriptionSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
    // a changed sort field is sent to the agent site first; when that fails nothing is saved
    answers: { 503: ErrorBodySchema },
  },
  addAgentBio: {
    method: 'POST',
    path: '/api/agent/agentBio',
    summary: 'Save the first biography of an agent (headline 30, body 4000; the body is sanitized)',
    tags,
    allow: PEOPLE,
    body: AgentBioSchema,
    response: AgentBio.extend({ message: z.string() }),
    refusals: [404],
  },
  updateAgentBio: {
    method: 'PUT',
    path: '/api/agent/agentBio',
    summary: 'Change the biography of an agent',
    tags,
    allow: PEOPLE,
    body: AgentBioSchema,
    response: AgentBio.extend({ message: z.string() }),
    refusals: [404],
  },
  saveAreaOfExpertise: {
    method: 'PATCH',
    path: '/api/profile/:profileId/areaofexpertise',
    summary: 'Save the free-text area of expertise (at most 140)',
    tags,
    allow: PEOPLE,
    params: ProfileIdParams,
    body: AreaOfExpertiseSchema,
    response: Saved,
    refusals: [404],
  },
  saveAgentLanguages: saveList('languages'),
  saveAgentSpecializations: saveList('specializations'),
  saveAgentDesignations: saveList('designations'),
  getAssistantCandidates: {
    method: 'GET',
    path: '/api/agent/:id/assistantCandidates',
    summary:
      "Users who may become the agent's assistant (not already assigned, not the agent's own user), 30 at most",
    tags,
    allow: PEOPLE,
    params: IdParams,
    query: AssistantCandidatesQuery,
    response: z.array(
      z.object({ userId: z.int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
    ),
    refusals: [404],
  },
  addAgentAssistant: {
    method: 'POST',
    path: '/api/agent/:id/assistant',
    summary: 'Make a user an assistant of the agent',
    tags,
    allow: PEOPLE,
    params: IdParams,
    body: AddAssistantSchema,
    response: AgentAssistant.extend({ message: z.string() }),
    refusals: [400, 404],
  },
  deleteAgentAssistant: {
    method: 'DELETE',
    path: '/api/agent/:id/assistant/:assistantId',
    summary: 'Remove an assistant from the agent',
    tags,
    allow: PEOPLE,
    params: AssistantParams,
    response: NoContent,
    refusals: [404],
  },
  searchSelectSales: {
    method: 'POST',
    path: '/api/agent/:id/selectSales',
    summary:
      "The agent's sold sales (1) or rentals (2) with their select-sale options, 20 a page, closed date descending",
    tags,
    allow: PEOPLE,
    params: IdParams,
    body: SelectSaleSearchSchema,
    response: z.object({ totalRecords: z.int(), results: z.array(SelectSaleRow) }),
    refusals: [404],
  },
  toggleSuppressMlsAgent: {
    method: 'PUT',
    path: '/api/listing/:id/togglesuppressmlsagent',
    summary: 'Suppress the MLS import of the agents of a listing, or not',
    tags,
    allow: ['systemAdmin', 'listingEdit'],
    params: IdParams,
    body: ToggleBodySchema,
    response: NoContent,
    refusals: [404],
  },
  exportSelectSolds: {
    method: 'POST',
    path: '/api/selectSold/export',
    summary: "The agent's select sales or rentals as a spreadsheet (xlsx)",
    tags,
    allow: PEOPLE,
    body: SelectSoldExportSchema,
    response: FileDownload,
    refusals: [404],
  },
  getAgentTestimonials: read(
    'testimonials',
    'The testimonials of an agent, from the testimonial service, with its log-in and learn-more links',
    AgentTestimonials,
  ),
  getAgentSiteStatus: {
    ...read('agentsite/status', 'The status of the agent site in the agent-sites service', AgentSiteStatus),
    answers: { 503: ErrorBodySchema },
  },
  getAgentMarketing: read(
    'marketing',
    "The marketing of the agent's listings, newest first",
    z.array(AgentMarketingRow),
  ),
  getAgentAdditionalMls: read(
    'officeAdditionalMls',
    'The MLS memberships of an agent besides the primary one',
    z.array(AdditionalMls),
  ),
  saveAgentAdditionalMls: {
    method: 'POST',
    path: '/api/agent/:id/officeAdditionalMls',
    summary: 'Replace the additional MLS memberships of an agent',
    tags,
    allow: PEOPLE,
    params: IdParams,
    query: z.object({ profileId: IdFromText.optional() }),
    body: AdditionalMlsSchema,
    response: z.array(AdditionalMls),
    refusals: [400, 404],
  },
});
