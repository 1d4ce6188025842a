import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  clientReportScheduleEndpoints as E,
  type EndpointResponse,
  type ReportScheduleCreateBody,
  type ReportScheduleInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

/** Calls and query keys of a listing's scheduled client marketing reports and its report link. */
export const reportScheduleKeys = {
  schedules: (listingId: number) => ['listing', listingId, 'reportSchedules'] as const,
  sent: (listingId: number) => ['listing', listingId, 'reportSendAudit'] as const,
  link: (listingId: number) => ['listing', listingId, 'reportLink'] as const,
};

export type ScheduledReportRow = EndpointResponse<typeof E.getReportSchedules>[number];
export type SentReportRow = EndpointResponse<typeof E.getReportSendAudit>[number];

export function useReportSchedules(listingId: number) {
  return useQuery({
    queryKey: reportScheduleKeys.schedules(listingId),
    queryFn: () =>
      callEndpoint(
        E.getReportSchedules,
        { params: { id: listingId } },
        { errorMessage: MSG.reportScheduleLoadFailed },
      ).then((r) => r.data),
  });
}

export function useSentReports(listingId: number) {
  return useQuery({
    queryKey: reportScheduleKeys.sent(listingId),
    queryFn: () =>
      callEndpoint(
        E.getReportSendAudit,
        { params: { id: listingId } },
        { errorMessage: MSG.reportScheduleLoadFailed },
      ).then((r) => r.data),
  });
}

function useRefresh(listingId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportScheduleKeys.schedules(listingId) }),
      queryClient.invalidateQueries({ queryKey: reportScheduleKeys.sent(listingId) }),
    ]);
}

/** Saves a new schedule, or sends the report now (schedule 0); toasts the server's sentence. */
export function useAddReportSchedule(listingId: number) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: (body: ReportScheduleInput) =>
      callEndpoint(
        E.addReportSchedule,
        { body: { ...body, listingId } as ReportScheduleCreateBody },
        { errorMessage: MSG.reportScheduleAddFailed },
      ).then((r) => r.data),
    onSuccess: async (data) => {
      showToast('success', data.message);
      await refresh();
      // a report sent now goes out from a job within seconds: look again for it in the sent list
      if (data.schedule.id == null)
        for (const ms of [3000, 8000, 20000]) setTimeout(() => void refresh(), ms);
    },
  });
}

export function useUpdateReportSchedule(listingId: number) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReportScheduleInput }) =>
      callEndpoint(
        E.updateReportSchedule,
        { params: { id }, body: body as never },
        { errorMessage: MSG.reportScheduleUpdateFailed },
      ),
    onSuccess: async () => {
      showToast('success', MSG.reportScheduleUpdated);
      await refresh();
    },
  });
}

export function useDeleteReportSchedule(listingId: number) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(
        E.deleteReportSchedule,
        { params: { id } },
        { errorMessage: MSG.reportScheduleDeleteFailed },
      ),
    onSuccess: async () => {
      showToast('success', MSG.reportScheduleDeleted);
      await refresh();
    },
  });
}

export function useReportLink(listingId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: reportScheduleKeys.link(listingId),
    enabled: isEnabled,
    queryFn: () =>
      callEndpoint(
        E.getReportLink,
        { params: { id: listingId } },
        { errorMessage: MSG.reportLinkLoadFailed },
      ).then((r) => r.data),
  });
}

export function useRevokeReportLink(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(
        E.revokeReportLink,
        { params: { id: listingId } },
        { errorMessage: MSG.reportLinkRevokeFailed },
      ),
    onSuccess: async () => {
      showToast('success', MSG.reportLinkRevoked);
      await queryClient.invalidateQueries({ queryKey: reportScheduleKeys.link(listingId) });
    },
  });
}
