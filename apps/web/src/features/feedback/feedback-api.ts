import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, type FeedbackBody } from '@atrium/domain';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

export type FeedbackEntry = {
  id: number;
  message: string;
  page: string | null;
  createdDate: string;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

export const feedbackKeys = { list: ['feedback', 'list'] as const };

export function useFeedbackList(enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.list,
    queryFn: () => api.get<FeedbackEntry[]>('feedback', { errorMessage: MSG.failedGetFeedback }),
    enabled,
  });
}

export function useSendFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) =>
      api.post<{ id: number }>('feedback', body, { errorMessage: MSG.failedFeedback }),
    onSuccess: () => {
      showToast('success', MSG.feedbackSent);
      return qc.invalidateQueries({ queryKey: feedbackKeys.list });
    },
  });
}
