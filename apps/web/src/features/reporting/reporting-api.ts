import { useQuery } from '@tanstack/react-query';
import {
  MSG,
  reportingEndpoints as E,
  type AbcrInput,
  type AbcrRange,
  type CitReportInput,
  type ReportExport,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import type { DateRange } from './report-range';

/** Calls and query keys of the reporting feature. */
export const reportingKeys = {
  cit: (agentId: number, q: CitReportInput) => ['reporting', 'cit', agentId, q] as const,
  advertising: (agentId: number, q: DateRange) => ['reporting', 'advertising', agentId, q] as const,
  exports: ['reporting', 'exports'] as const,
  abcr: (q: AbcrInput) => ['reporting', 'abcr', q] as const,
  abcrListings: (agentId: number, q: AbcrRange) => ['reporting', 'abcr', q, agentId] as const,
};

export function useCitReport(agentId: number | null, q: CitReportInput) {
  return useQuery({
    queryKey: reportingKeys.cit(agentId ?? 0, q),
    queryFn: () =>
      callEndpoint(
        E.getCitReport,
        { params: { id: agentId! }, query: q },
        { errorMessage: MSG.failedCitReport, preferServerMessage: true },
      ).then((r) => r.data),
    enabled: agentId != null,
  });
}

export function useAdvertisingReport(asked: { agentId: number; range: DateRange } | null) {
  return useQuery({
    queryKey: reportingKeys.advertising(asked?.agentId ?? 0, asked?.range ?? { startDate: '', endDate: '' }),
    queryFn: () =>
      callEndpoint(
        E.getAdvertisingReport,
        { params: { id: asked!.agentId }, body: asked!.range },
        { errorMessage: MSG.failedAdvertisingReport, preferServerMessage: true },
      ).then((r) => r.data),
    enabled: asked != null,
  });
}

/** ABCR: the agents' business closed in the range (null until asked). */
export function useAbcr(q: AbcrInput | null) {
  return useQuery({
    queryKey: reportingKeys.abcr(q ?? { startDate: '', endDate: '' }),
    queryFn: () =>
      callEndpoint(
        E.getAbcrDetails,
        { body: q! },
        { errorMessage: MSG.failedAbcr, preferServerMessage: true },
      ).then((r) => r.data),
    enabled: q != null,
  });
}

/** The closed listings behind one agent's ABCR row. */
export function useAbcrListings(agentId: number | null, q: AbcrRange) {
  return useQuery({
    queryKey: reportingKeys.abcrListings(agentId ?? 0, q),
    queryFn: () =>
      callEndpoint(
        E.getAbcrListingDetails,
        { body: { ...q, agentId: agentId! } },
        { errorMessage: MSG.failedAbcr },
      ).then((r) => r.data),
    enabled: agentId != null,
  });
}

const isRunning = (rows: ReportExport[] | undefined) =>
  rows?.some((r) => r.state === 'queued' || r.state === 'running') ?? false;

/** The user's exports, polled every second while one of them is being made. */
export function useReportExports() {
  return useQuery({
    queryKey: reportingKeys.exports,
    queryFn: () =>
      callEndpoint(E.listReportExports, {}, { errorMessage: MSG.failedReportExport }).then((r) => r.data),
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export const reportingCalls = {
  exportCit: (agentId: number, body: CitReportInput & { format: 'csv' | 'xlsx' }) =>
    callEndpoint(
      E.exportCitReport,
      { params: { id: agentId }, body },
      { errorMessage: MSG.failedReportExport },
    ).then((r) => r.data),
  exportAdvertising: (agentId: number, body: DateRange & { format: 'csv' | 'xlsx' }) =>
    callEndpoint(
      E.exportAdvertisingReport,
      { params: { id: agentId }, body },
      { errorMessage: MSG.failedReportExport },
    ).then((r) => r.data),
  exportAbcr: (body: AbcrRange & { format: 'csv' | 'xlsx' }) =>
    callEndpoint(E.exportAbcr, { body }, { errorMessage: MSG.failedReportExport }).then((r) => r.data),
  /** The website report: the scope's listings, or one agent's (agentId), seen on the web in the range. */
  exportWebsite: (body: { startDate: string; endDate: string; format: 'csv' | 'xlsx'; agentId?: number }) => {
    const { agentId, ...range } = body;
    return callEndpoint(
      agentId == null ? E.exportWebsiteReport : E.exportAgentWebsiteReport,
      { body: agentId == null ? range : { ...range, agentId } },
      { errorMessage: MSG.failedReportExport },
    ).then((r) => r.data);
  },
  startExport: (format: 'csv' | 'xlsx') =>
    callEndpoint(
      E.startReportExport,
      { body: { kind: 'listings', format } },
      { errorMessage: MSG.failedReportExport },
    ).then((r) => r.data),
  download: (id: number) =>
    callEndpoint(E.downloadReportExport, { params: { id } }, { errorMessage: MSG.failedReportExport }).then(
      (r) => r.data,
    ),
};
