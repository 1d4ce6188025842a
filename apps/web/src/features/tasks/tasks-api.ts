import { useQuery } from '@tanstack/react-query';
import { MSG, taskEndpoints as E } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

export const tasksKeys = { mine: ['tasks', 'mine'] as const };

/** The user's tasks (one call answering every group). */
export function useMyTasks() {
  return useQuery({
    queryKey: tasksKeys.mine,
    queryFn: () => callEndpoint(E.getMyTasks, {}, { errorMessage: MSG.myTasksFailed }).then((r) => r.data),
  });
}
