import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MSG, outboxEndpoints } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 20;

export const outboxKeys = {
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
  });
}

/** GET admin/outbox/{id}/attachments/{attachmentId}, saved by the browser under its name. */
export async function downloadAttachment(outboxId: number, attachment: { id: number; fileName: string }) {
  const res = await callEndpoint(
    outboxEndpoints.getOutboxAttachment,
    { params: { id: outboxId, attachmentId: attachment.id } },
    { errorMessage: MSG.failedAttachment },
  );
  const url = URL.createObjectURL(await res.data.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = attachment.fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
