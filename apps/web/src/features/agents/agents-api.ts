import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  MSG,
  agentEndpoints as E,
  isAgentOnly,
  type AgentSearchBody,
  type EndpointResponse,
  type SelectSaleSearchBody,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import type { SessionUser } from '../../lib/session-store';

/** Calls and query keys of the agents feature. */
export const agentKeys = {
  all: ['agent'] as const,
  search: (body: AgentSearchBody) => ['agent', 'search', body] as const,
  agent: (id: number) => ['agent', id] as const,
  section: (id: number, section: string, extra?: unknown) => ['agent', id, section, extra ?? null] as const,
};

export type AgentSearchPage = EndpointResponse<typeof E.searchAgents>;
export type AgentListRow = AgentSearchPage['results'][number];
export type AgentSummaryData = EndpointResponse<typeof E.getAgentDetailSummary>;
export type AgentLookupsData = EndpointResponse<typeof E.getAgentLookups>;
export type SelectSalePage = EndpointResponse<typeof E.searchSelectSales>;

const agentSearchQuery = (body: AgentSearchBody) =>
  queryOptions({
    queryKey: agentKeys.search(body),
    queryFn: () =>
      callEndpoint(E.searchAgents, { body }, { errorMessage: MSG.agentListFailed }).then((r) => r.data),
  });

export function useAgentSearch(body: AgentSearchBody) {
  return useQuery({ ...agentSearchQuery(body), placeholderData: keepPreviousData });
}

/** The filters /eng/agents opens with: every status for an agent, else active, data complete and published. */
export function openingAgentFilters(user: Pick<SessionUser, 'roleCodes'> | null) {
  const agentOnly = isAgentOnly({ roles: user?.roleCodes ?? [] });
  return { status: (agentOnly ? 0 : 1) as 0 | 1 | 2, isValidOnly: !agentOnly, isPublishedOnly: !agentOnly };
}

/** The search body of /eng/agents: the first page is what the list asks for as it opens. */
export function agentSearchBody(f: {
  page: number;
  status: 0 | 1 | 2;
  name: string;
  officeName: string;
  isValidOnly: boolean;
  isPublishedOnly: boolean;
  withUndersizedImage: boolean;
  sort: { column: AgentSearchBody['sortColumn']; direction: AgentSearchBody['sortDirection'] };
}): AgentSearchBody {
  return {
    currentPage: f.page + 1,
    itemsPerPage: LIMITS.defaultListSize,
    status: f.status,
    name: f.name || null,
    officeName: f.officeName || null,
    isValid: f.isValidOnly ? 1 : null,
    isPublished: f.isPublishedOnly ? 1 : null,
    withUndersizedImage: f.withUndersizedImage,
    sortColumn: f.sort.column,
    sortDirection: f.sort.direction,
  };
}

export const AGENT_LIST_SORT = { column: 'firstName', direction: 'asc' } as const;

/** Starts the list's first call while its code loads (the list then finds it in the cache). */
export function prefetchAgentList(user: Pick<SessionUser, 'roleCodes'>) {
  const body = agentSearchBody({
    ...openingAgentFilters(user),
    page: 0,
    name: '',
    officeName: '',
    withUndersizedImage: false,
    sort: AGENT_LIST_SORT,
  });
  void queryClient.prefetchQuery(agentSearchQuery(body));
}

/** The description with its ETag (the agent's version). */
export function useAgentSummary(id: number) {
  return useQuery({
    queryKey: agentKeys.section(id, 'detailsummary'),
    queryFn: () =>
      callEndpoint(
        E.getAgentDetailSummary,
        { params: { id } },
        { errorMessage: MSG.agentSectionLoadFailed('detailsummary'), silent: true },
      ),
    retry: false,
  });
}

const sectionQuery =
  <
    K extends
      | 'getAgentBio'
      | 'getAgentAssistants'
      | 'getAgentLanguages'
      | 'getAgentSpecializations'
      | 'getAgentDesignations'
      | 'getAgentLookups'
      | 'getAgentTestimonials'
      | 'getAgentAdditionalMls'
      | 'getAgentMarketing'
      | 'validateAgent',
  >(
    key: K,
    section: string,
  ) =>
  (id: number) =>
    useQuery({
      queryKey: agentKeys.section(id, section),
      queryFn: () =>
        callEndpoint(
          E[key] as typeof E.getAgentBio,
          { params: { id } },
          { errorMessage: MSG.agentSectionLoadFailed(section) },
        ).then((r) => r.data as EndpointResponse<(typeof E)[K]>),
    });

export const useAgentBio = sectionQuery('getAgentBio', 'agentBio');
export const useAgentAssistants = sectionQuery('getAgentAssistants', 'assistants');
export const useAgentLanguages = sectionQuery('getAgentLanguages', 'languages');
export const useAgentSpecializations = sectionQuery('getAgentSpecializations', 'specializations');
export const useAgentDesignations = sectionQuery('getAgentDesignations', 'designations');
export const useAgentLookups = sectionQuery('getAgentLookups', 'lookups');
export const useAgentAdditionalMls = sectionQuery('getAgentAdditionalMls', 'officeAdditionalMls');
export const useAgentMarketing = sectionQuery('getAgentMarketing', 'marketing');
export const useAgentValidation = sectionQuery('validateAgent', 'validate');

/** The agent site in the agent-sites service (its select solds follow the agent's sort field). */
export function useAgentSite(id: number) {
  return useQuery({
    queryKey: agentKeys.section(id, 'agentSite'),
    queryFn: () =>
      callEndpoint(E.getAgentSiteStatus, { params: { id } }, { silent: true }).then((r) => r.data),
    retry: false,
  });
}

export function useAgentTestimonials(id: number) {
  return useQuery({
    queryKey: agentKeys.section(id, 'testimonials'),
    queryFn: () =>
      callEndpoint(
        E.getAgentTestimonials,
        { params: { id } },
        { errorMessage: MSG.agentTestimonialsFailed },
      ).then((r) => r.data),
  });
}

export function useSelectSales(id: number, body: SelectSaleSearchBody) {
  return useQuery({
    queryKey: agentKeys.section(id, 'selectSales', body),
    queryFn: () =>
      callEndpoint(
        E.searchSelectSales,
        { params: { id }, body },
        { errorMessage: MSG.agentSelectSalesFailed },
      ).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** Re-reads everything of one agent (after a save). */
export function useRefreshAgent(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentKeys.agent(id) });
}

export { E as agentCalls };
