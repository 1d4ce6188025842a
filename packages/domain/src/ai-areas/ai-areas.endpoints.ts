import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  AiAreaDeleteFileSchema,
  AiAreaExportSchema,
  AiAreaImageSchema,
  AiAreaInputSchema,
  AiAreaParentSchema,
  AiAreaSchema,
  AiAreaSearchResult,
  AiAreaSearchSchema,
} from './ai-areas.schema';

export * from './ai-areas.rules';
export * from './ai-areas.schema';

/**
 * AI areas (the neighborhoods listings are placed in): only system admins administer them. They
 * belong to the network, not to an office, so there is no scope beyond the role.
 */

const SA_ONLY = ['systemAdmin'] as const;
const tags = ['ai-areas'] as const;

export const aiAreaEndpoints = defineEndpoints({
  searchAiAreas: {
    method: 'POST',
    path: '/api/neighborhood/search',
    summary:
      'The AI area list: text (name, alias, parent), sales region (0 all), status (0 all, 1 approved, 2 rejected, 3 not reviewed), one id; 50 a page, by name',
    tags,
    allow: SA_ONLY,
    body: AiAreaSearchSchema,
    response: AiAreaSearchResult,
    refusals: [400],
  },
  exportAiAreas: {
    method: 'POST',
    path: '/api/neighborhood/search/export',
    summary:
      'The AI areas matching the filters (every page) as XLSX or CSV (format); text cells guarded against formula injection',
    tags,
    allow: SA_ONLY,
    body: AiAreaExportSchema,
    response: FileDownload,
    refusals: [400],
  },
  saveAiArea: {
    method: 'POST',
    path: '/api/neighborhood',
    summary:
      'Create an AI area (no id) or update one (id, with If-Match): name unique in its sales region (409), a parent of the same region, never itself, no loop; answers the area with its ETag',
    tags,
    allow: SA_ONLY,
    body: AiAreaInputSchema,
    response: AiAreaSchema,
    versioned: true,
    refusals: [400, 404, 409],
  },
  uploadAiAreaImage: {
    method: 'POST',
    path: '/api/neighborhood/:id/image',
    summary:
      'Set the image of an AI area (multipart, field "file": JPG or PNG up to 50 MB, read from its content); it replaces the previous one',
    tags,
    allow: SA_ONLY,
    params: IdParams,
    multipart: true,
    response: AiAreaImageSchema,
    status: 201,
    refusals: [400, 404, 413, 415],
  },
  deleteAiAreaImage: {
    method: 'POST',
    path: '/api/neighborhood/delete/file',
    summary: 'Remove the image of an AI area (id; image, when sent, must be its current image)',
    tags,
    allow: SA_ONLY,
    body: AiAreaDeleteFileSchema,
    response: NoContent,
    refusals: [404],
  },
  setAiAreaParent: {
    method: 'PUT',
    path: '/api/neighborhood/:id/process/map',
    summary:
      'Set (or clear, with null) the parent AI area: same sales region, not itself, no loop; answers the area with its ETag',
    tags,
    allow: SA_ONLY,
    params: IdParams,
    body: AiAreaParentSchema,
    response: AiAreaSchema,
    versioned: true,
    refusals: [404],
  },
  deleteAiArea: {
    method: 'DELETE',
    path: '/api/neighborhood/:id',
    summary: 'Delete an AI area with its image; its child areas lose their parent',
    tags,
    allow: SA_ONLY,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
});
