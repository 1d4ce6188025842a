import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupsEndpoints as E, SHELL_MSG, type EndpointResponse } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { liveSessionUser, useCurrentUser } from '../../lib/session-store';

export type Lookups = EndpointResponse<typeof E.getLookups>;
export type OfficeLookups = EndpointResponse<typeof E.getOfficeLookups>;
export type AppConfig = EndpointResponse<typeof E.getAppConfig>;

/** Keys are per user: masquerading switches the user and with it the offices in scope. */
export const lookupsKeys = {
  all: ['lookups'] as const,
  lookups: (userId: number | undefined) => ['lookups', 'main', userId] as const,
  office: (userId: number | undefined) => ['lookups', 'office', userId] as const,
  config: ['app-config'] as const,
};

/** Loaded once before routes display (spec/000 section 2.3) and kept for the session. */
const lookupsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: lookupsKeys.lookups(userId),
    queryFn: () =>
      callEndpoint(E.getLookups, {}, { errorMessage: SHELL_MSG.failedLookups }).then((r) => r.data),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: userId !== undefined,
  });
const officeLookupsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: lookupsKeys.office(userId),
    queryFn: () =>
      callEndpoint(E.getOfficeLookups, {}, { errorMessage: SHELL_MSG.failedLookups }).then((r) => r.data),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: userId !== undefined,
  });
const appConfigQuery = queryOptions({
  queryKey: lookupsKeys.config,
  queryFn: () => callEndpoint(E.getAppConfig, {}).then((r) => r.data),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useLookupsQuery() {
  return useQuery(lookupsQuery(useCurrentUser()?.userId));
}
export function useOfficeLookupsQuery() {
  return useQuery(officeLookupsQuery(useCurrentUser()?.userId));
}

/**
 * With a live session in storage, starts the calls the shell waits for before it draws its first
 * page (lookups, office lookups, configuration) as the app starts, not after its first render.
 */
export function prefetchShellData() {
  const user = liveSessionUser();
  if (!user) return;
  void queryClient.prefetchQuery(lookupsQuery(user.userId));
  void queryClient.prefetchQuery(officeLookupsQuery(user.userId));
  void queryClient.prefetchQuery(appConfigQuery);
}

const EMPTY_LOOKUPS: Lookups = { languages: [], offices: [], salutations: [], states: [], statuses: [] };
const EMPTY_OFFICE_LOOKUPS: OfficeLookups = { managers: [], specializations: [], salesRegions: [] };

/** Every screen's lookups (from the cache the shell filled; empty lists while none). */
export function useLookups(): Lookups & OfficeLookups & { isLoading: boolean } {
  const main = useLookupsQuery();
  const office = useOfficeLookupsQuery();
  return {
    ...(main.data ?? EMPTY_LOOKUPS),
    ...(office.data ?? EMPTY_OFFICE_LOOKUPS),
    isLoading: main.isLoading || office.isLoading,
  };
}

/** Brand word, brand colour and the service desk address (public configuration). */
export function useAppConfig() {
  return useQuery(appConfigQuery);
}
export const DEFAULT_BRAND = 'Meridian';
