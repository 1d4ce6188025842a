import { useQuery } from '@tanstack/react-query';
import { goalEndpoints as E, MSG, type AgentGoalInput } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of agent goals and business figures. */
export const goalKeys = {
  agent: (agentId: number) => ['goals', agentId] as const,
  ofYear: (agentId: number, year: number) => ['goals', agentId, 'year', year] as const,
  production: (agentId: number, year: number) => ['goals', agentId, 'production', year] as const,
  schedule: (agentId: number, year: number) => ['goals', agentId, 'schedule', year] as const,
};

export function useGoalOfYear(agentId: number | null, year: number) {
  return useQuery({
    queryKey: goalKeys.ofYear(agentId ?? 0, year),
    queryFn: () =>
      callEndpoint(
        E.getAgentGoalOfYear,
        { params: { id: agentId!, year } },
        { errorMessage: MSG.agentGoalsFetchFailed },
      ).then((r) => r.data),
    enabled: agentId != null,
  });
}

export function useProduction(agentId: number | null, year: number) {
  return useQuery({
    queryKey: goalKeys.production(agentId ?? 0, year),
    queryFn: () =>
      callEndpoint(
        E.getAgentProduction,
        { query: { agentId: agentId!, year } },
        { errorMessage: MSG.businessFiguresFailed },
      ).then((r) => r.data),
    enabled: agentId != null,
  });
}

export function useSchedule(agentId: number | null, year: number) {
  return useQuery({
    queryKey: goalKeys.schedule(agentId ?? 0, year),
    queryFn: () =>
      callEndpoint(
        E.getAgentSchedule,
        { query: { agentId: agentId!, year } },
        { errorMessage: MSG.businessFiguresFailed },
      ).then((r) => r.data),
    enabled: agentId != null,
  });
}

export const goalCalls = {
  create: (agentId: number, body: AgentGoalInput) =>
    callEndpoint(
      E.createAgentGoal,
      { params: { id: agentId }, body },
      { errorMessage: MSG.agentGoalSaveFailed },
    ).then((r) => r.data),
  update: (agentId: number, goalId: number, body: AgentGoalInput, ifMatch: string | null) =>
    callEndpoint(
      E.updateAgentGoal,
      { params: { id: agentId, goalId }, body },
      { errorMessage: MSG.agentGoalSaveFailed, ifMatch },
    ).then((r) => r.data),
};

/** agent/goalReportExport: the agent's year (goal, production, schedule) as a file. */
export const exportGoalReport = (agentId: number, year: number, format: 'csv' | 'xlsx') =>
  callEndpoint(
    E.exportGoalReport,
    { body: { agentId, year, format } },
    { errorMessage: MSG.failedReportExport },
  ).then((r) => r.data);
