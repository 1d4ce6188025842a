import { useQuery } from '@tanstack/react-query';
import { MSG } from '@atrium/domain';
import { api } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session-store';

type Named = { id: number; name: string };
export type Lookups = {
  languages: Named[];
  offices: Array<Named & { salesRegionId: number | null; status: number }>;
  salutations: Named[];
  states: Array<Named & { code: string }>;
  statuses: Named[];
};
export type OfficeLookups = {
  managers: Array<{
    agentId: number;
    name: string;
    officeId: number;
    officeName: string;
    title: string | null;
  }>;
  specializations: Named[];
  salesRegions: Named[];
};
export type AppConfig = { brand: string; brandColor: string; supportUrl: string };

/** Keys are per user: masquerading switches the user and with it the offices in scope. */
export const lookupsKeys = {
  all: ['lookups'] as const,
  lookups: (userId: number | undefined) => ['lookups', 'main', userId] as const,
  office: (userId: number | undefined) => ['lookups', 'office', userId] as const,
  config: ['app-config'] as const,
};

/** Loaded once before routes display (spec/000 section 2.3) and kept for the session. */
export function useLookupsQuery() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: lookupsKeys.lookups(user?.userId),
    queryFn: () => api.get<Lookups>('lookups', { errorMessage: MSG.failedLookups }),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: Boolean(user),
  });
}
export function useOfficeLookupsQuery() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: lookupsKeys.office(user?.userId),
    queryFn: () => api.get<OfficeLookups>('Office/lookups', { errorMessage: MSG.failedLookups }),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: Boolean(user),
  });
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
  return useQuery({
    queryKey: lookupsKeys.config,
    queryFn: () => api.get<AppConfig>('app/config'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
export const DEFAULT_BRAND = 'Meridian';
