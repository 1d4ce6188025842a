import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobEndpoints, MSG, type JobState } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

export const jobsKeys = {
  all: ['jobs'] as const,
  list: (state: JobState | null) => ['jobs', 'list', state] as const,
};

/** GET admin/jobs: the jobs of one state (or all), with the count of each state; refreshed every 5 s. */
export function useJobs(state: JobState | null) {
  return useQuery({
    queryKey: jobsKeys.list(state),
    queryFn: async () =>
      (
        await callEndpoint(
          jobEndpoints.listJobs,
          { query: { state: state ?? undefined, pageSize: 100 } },
          { errorMessage: MSG.failedJobs },
        )
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

/** POST admin/jobs/{id}/retry: a dead letter runs again. */
export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(jobEndpoints.retryJob, { params: { id } }, { errorMessage: MSG.failedRetryJob }),
    onSuccess: () => {
      showToast('success', MSG.jobRetried);
      return qc.invalidateQueries({ queryKey: jobsKeys.all });
    },
  });
}
