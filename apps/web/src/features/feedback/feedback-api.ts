import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackEndpoints as E, MSG, type EndpointResponse, type FeedbackBody } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

export type FeedbackEntry = EndpointResponse<typeof E.getFeedback>[number];

export const feedbackKeys = { list: ['feedback', 'list'] as const };

export function useFeedbackList(enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.list,
    queryFn: () =>
      callEndpoint(E.getFeedback, {}, { errorMessage: MSG.failedGetFeedback }).then((r) => r.data),
    enabled,
  });
}

export function useSendFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) =>
      callEndpoint(E.sendFeedback, { body }, { errorMessage: MSG.failedFeedback }).then((r) => r.data),
    onSuccess: () => {
      showToast('success', MSG.feedbackSent);
      return qc.invalidateQueries({ queryKey: feedbackKeys.list });
    },
  });
}
