import { useQuery } from '@tanstack/react-query';
import { MSG, salesTeamEndpoints as E, type EndpointInput, type EndpointResponse } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the sales teams. */
export const salesTeamKeys = {
  all: ['salesTeams'] as const,
  list: (criteria: unknown) => ['salesTeams', 'list', criteria] as const,
  team: (id: number) => ['salesTeams', 'team', id] as const,
  assistants: (id: number) => ['salesTeams', 'team', id, 'assistants'] as const,
  testimonials: (id: number) => ['salesTeams', 'team', id, 'testimonials'] as const,
  site: (id: number) => ['salesTeams', 'team', id, 'site'] as const,
};

export type SalesTeamSearchInput = EndpointInput<typeof E.searchSalesTeams>['body'];
export type SalesTeamData = EndpointResponse<typeof E.getSalesTeam>;
export type SalesTeamTestimonialsData = EndpointResponse<typeof E.getSalesTeamTestimonials>;

export function useSalesTeamSearch(criteria: SalesTeamSearchInput) {
  return useQuery({
    queryKey: salesTeamKeys.list(criteria),
    queryFn: ({ signal }) =>
      callEndpoint(
        E.searchSalesTeams,
        { body: criteria },
        { errorMessage: MSG.salesTeamListError, signal },
      ).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

/** The team with its ETag (the record's version for the section writes). */
export function useSalesTeam(id: number) {
  return useQuery({
    queryKey: salesTeamKeys.team(id),
    queryFn: () =>
      callEndpoint(E.getSalesTeam, { params: { id } }, { errorMessage: MSG.salesTeamFetchError }).then(
        (r) => ({
          data: r.data,
          etag: r.etag,
        }),
      ),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useSalesTeamTestimonials(id: number) {
  return useQuery({
    queryKey: salesTeamKeys.testimonials(id),
    queryFn: () =>
      callEndpoint(
        E.getSalesTeamTestimonials,
        { params: { id } },
        { errorMessage: MSG.salesTeamTestimonialsFetchError },
      ).then((r) => r.data),
  });
}

export function useSalesTeamSite(id: number) {
  return useQuery({
    queryKey: salesTeamKeys.site(id),
    queryFn: () =>
      callEndpoint(E.getSalesTeamSiteStatus, { params: { id } }, { silent: true }).then((r) => r.data),
    retry: false,
  });
}

export const salesTeamCalls = {
  create: (body: EndpointInput<typeof E.createSalesTeam>['body']) =>
    callEndpoint(
      E.createSalesTeam,
      { body },
      { errorMessage: MSG.salesTeamCreateError, preferServerMessage: true },
    ),
  update: (id: number, body: EndpointInput<typeof E.updateSalesTeam>['body'], ifMatch: string | null) =>
    callEndpoint(
      E.updateSalesTeam,
      { params: { id }, body },
      { ifMatch, errorMessage: MSG.salesTeamNotUpdated, preferServerMessage: true },
    ),
  addMember: (id: number, agentId: number, ifMatch: string | null) =>
    callEndpoint(
      E.addSalesTeamAgent,
      { params: { id }, body: { agentId } },
      { ifMatch, errorMessage: MSG.salesTeamAgentAddError, preferServerMessage: true },
    ),
  removeMember: (id: number, agentId: number, ifMatch: string | null) =>
    callEndpoint(
      E.removeSalesTeamAgent,
      { params: { id, agentId } },
      { ifMatch, errorMessage: MSG.salesTeamMemberRemoveError, preferServerMessage: true },
    ),
  reorder: (id: number, order: Array<{ agentId: number; displayOrder: number }>, ifMatch: string | null) =>
    callEndpoint(
      E.reorderSalesTeamMembers,
      { params: { id }, body: order },
      { ifMatch, errorMessage: MSG.salesTeamReorderError, preferServerMessage: true },
    ),
  searchAssistants: (id: number, text: string, signal?: AbortSignal) =>
    callEndpoint(
      E.searchSalesTeamAssistantCandidates,
      { params: { id }, query: { text } },
      { signal, silent: true },
    ).then((r) => r.data),
  addAssistant: (id: number, userId: number) =>
    callEndpoint(
      E.addSalesTeamAssistant,
      { params: { id }, body: { userId } },
      { errorMessage: MSG.salesTeamAssistantAddError, preferServerMessage: true },
    ),
  removeAssistant: (id: number, assistantId: number) =>
    callEndpoint(
      E.removeSalesTeamAssistant,
      { params: { id, assistantId } },
      { errorMessage: MSG.salesTeamAssistantRemoveError },
    ),
  saveTestimonials: (id: number, testimonialList: Array<{ author: string; text: string }>) =>
    callEndpoint(
      E.saveSalesTeamTestimonials,
      { params: { id }, body: { testimonialList } },
      { errorMessage: MSG.salesTeamTestimonialsError, preferServerMessage: true },
    ),
};
