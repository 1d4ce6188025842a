import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdFromText } from '../http';
import { FILE_ENTITY_TYPES, FileId, StoredFileSchema, UPLOAD_PLACE_NAMES } from './files.schema';

/** Files of any record (a listing today; photos, videos, logos and media kits later). */

const tags = ['files'] as const;
const EntityParams = z.object({ entityType: z.enum(FILE_ENTITY_TYPES), entityId: IdFromText });

export const fileEndpoints = defineEndpoints({
  uploadFile: {
    method: 'POST',
    path: '/api/files/:entityType/:entityId',
    summary:
      'Upload one file (multipart, field "file") to a place of a record; the type is read from its content',
    tags,
    allow: 'signedIn',
    params: EntityParams,
    query: z.object({ place: z.enum(UPLOAD_PLACE_NAMES) }),
    multipart: true,
    response: StoredFileSchema,
    status: 201,
    refusals: [404, 413, 415],
  },
  listFiles: {
    method: 'GET',
    path: '/api/files/:entityType/:entityId',
    summary: 'The files of a record, oldest first',
    tags,
    allow: 'signedIn',
    params: EntityParams,
    response: z.array(StoredFileSchema),
    refusals: [404],
  },
  downloadFile: {
    method: 'GET',
    path: '/api/files/:id',
    summary:
      'A file: streamed with an ETag from disk storage, or a redirect to a short-lived signed URL from S3 storage',
    tags,
    allow: 'signedIn',
    params: z.object({ id: FileId }),
    response: FileDownload,
    refusals: [404],
  },
  deleteFile: {
    method: 'DELETE',
    path: '/api/files/:id',
    summary: 'Delete a file (its object and its row)',
    tags,
    allow: 'signedIn',
    params: z.object({ id: FileId }),
    response: NoContent,
    refusals: [404],
  },
  zipFiles: {
    method: 'POST',
    path: '/api/files/zip',
    summary: 'Several files as one zip, streamed as it is built',
    tags,
    allow: 'signedIn',
    body: z.object({ fileIds: z.array(FileId).min(1).max(1000), fileName: z.string().max(100).optional() }),
    response: FileDownload,
    refusals: [404],
  },
});
