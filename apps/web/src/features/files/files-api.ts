import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fileEndpoints, MSG, type FileEntityType, type UploadPlace } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** The files of a record (photos, floor plans, documents), for the areas that show them. */

export const filesKeys = {
  list: (entityType: FileEntityType, entityId: number) => ['files', entityType, entityId] as const,
};

/** GET files/{entityType}/{entityId}. */
export function useFiles(entityType: FileEntityType, entityId: number) {
  return useQuery({
    queryKey: filesKeys.list(entityType, entityId),
    queryFn: async () =>
      (
        await callEndpoint(
          fileEndpoints.listFiles,
          { params: { entityType, entityId } },
          { errorMessage: MSG.photosFetchFailed },
        )
      ).data,
  });
}

/**
 * POST files/{entityType}/{entityId}?place=: one file; a refusal shows the server's sentence
 * (size or format, as the spec words it for that place).
 */
export function useUploadFile(entityType: FileEntityType, entityId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ place, file }: { place: UploadPlace; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return callEndpoint(
        fileEndpoints.uploadFile,
        { params: { entityType, entityId }, query: { place } },
        { form, errorMessage: MSG.photoNotUploaded, preferServerMessage: true },
      );
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: filesKeys.list(entityType, entityId) }),
  });
}

/** POST files/zip: several files as one zip, saved by the browser. */
export async function downloadZip(fileIds: string[], fileName: string) {
  const res = await callEndpoint(
    fileEndpoints.zipFiles,
    { body: { fileIds, fileName } },
    { errorMessage: MSG.zipFailed },
  );
  const url = URL.createObjectURL(await res.data.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName}.zip`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
