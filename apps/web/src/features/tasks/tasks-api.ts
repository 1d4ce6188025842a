import { useQuery } from '@tanstack/react-query';
import { MSG, taskEndpoints as E } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** The user's tasks (one call answering every group). */
export function useMyTasks() {
  return useQuery({
    queryKey: ['tasks', 'mine'] as const,
    queryFn: () => callEndpoint(E.getMyTasks, {}, { errorMessage: MSG.myTasksFailed }).then((r) => r.data),
  });
}
