import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importEndpoints as E, MSG } from '@atrium/domain';
import { ApiError, callEndpoint } from '../../lib/api-client';

/** Calls of the imports feature: the select-sold file. */
export function useImportSelectSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await callEndpoint(E.importSelectSold, {}, { form, silent: true })).data;
    },
    // the page reports failures itself; the sold listings show anew wherever listings are listed
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('listing') }),
  });
}

/** What a failed upload shows: the server's sentence for a refusal, the spec's text otherwise. */
export function selectSoldFailureText(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500
    ? err.message
    : MSG.selectSoldUploadFailed;
}
