import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, outboxEndpoints } from '@atrium/domain';
import { saveBlob } from '../../lib/download';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

export const OUTBOX_PAGE_SIZE = 20;

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (to: string, page: number) => ['outbox', 'list', to, page] as const,
};

/** GET admin/outbox: the e-mail sent or kept, newest first, optionally for one recipient. */
export function useOutbox(to: string, page: number) {
  return useQuery({
    queryKey: outboxKeys.list(to, page),
    queryFn: async () =>
      (
        await callEndpoint(
          outboxEndpoints.listOutbox,
          { query: { to: to || undefined, pageNumber: page + 1, pageSize: OUTBOX_PAGE_SIZE } },
          { errorMessage: MSG.failedOutbox },
        )
      ).data,
    placeholderData: keepPreviousData,
    // a message being sent changes state by itself
    refetchInterval: (query) => (query.state.data?.results.some((m) => m.status === 'queued') ? 2000 : false),
  });
}

/** GET admin/outbox/{id}/attachments/{attachmentId}, saved by the browser under its name. */
export async function downloadAttachment(outboxId: number, attachment: { id: number; fileName: string }) {
  const res = await callEndpoint(
    outboxEndpoints.getOutboxAttachment,
    { params: { id: outboxId, attachmentId: attachment.id } },
    { errorMessage: MSG.failedAttachment },
  );
  saveBlob(await res.data.blob(), attachment.fileName);
}

/** POST admin/outbox/test: a test message with an attachment, through the real sending path. */
export function useSendTestMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (to: string) =>
      callEndpoint(outboxEndpoints.sendTestMail, { body: { to } }, { errorMessage: MSG.failedTestMail }),
    onSuccess: ({ data }) => {
      showToast('success', data.message);
      return qc.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });
}
