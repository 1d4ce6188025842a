import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  PressDetailSchema,
  PressExportSchema,
  PressImageSchema,
  PressInputSchema,
  PressItemSchema,
  PressSaved,
  PressSearchResult,
  PressSearchSchema,
} from './press.schema';

export * from './press.rules';
export * from './press.schema';

/**
 * Press items (press releases, listings and the company in the media): corporate marketing
 * employees, marketing coordinators and system admins keep them; they belong to the company,
 * not to an office, so everyone allowed sees every item.
 */

const PRESS_STAFF = ['corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;
const tags = ['press'] as const;

export const pressEndpoints = defineEndpoints({
  searchPress: {
    method: 'POST',
    path: '/api/Press/search',
    summary:
      'The press list: type (0 all, 1 to 3), text (title, url, media outlet), date range, publish (true by default, null both), paged, date descending by default',
    tags,
    allow: PRESS_STAFF,
    body: PressSearchSchema,
    response: PressSearchResult,
    refusals: [400],
  },
  savePress: {
    method: 'PUT',
    path: '/api/Press',
    summary: 'Create a press item (no id) or update one (with its id)',
    tags,
    allow: PRESS_STAFF,
    body: PressInputSchema,
    response: PressSaved,
    refusals: [400, 404],
  },
  deletePress: {
    method: 'DELETE',
    path: '/api/Press/:id',
    summary: 'Delete a press item with its web display image',
    tags,
    allow: PRESS_STAFF,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  getPressDetailSummary: {
    method: 'GET',
    path: '/api/Press/:id/detailsummary',
    summary: 'A press item as shown: type, media outlet, agent or listing named',
    tags,
    allow: PRESS_STAFF,
    params: IdParams,
    response: PressItemSchema,
    refusals: [404],
  },
  getPressDetail: {
    method: 'GET',
    path: '/api/Press/:id/pressdetail',
    summary: "A press item's values for the edit form",
    tags,
    allow: PRESS_STAFF,
    params: IdParams,
    response: PressDetailSchema,
    refusals: [404],
  },
  exportPress: {
    method: 'PUT',
    path: '/api/Press/search/export',
    summary:
      'The press items matching the filters (every page) as a CSV or XLSX file (format, XLSX by default); text cells guarded against formula injection',
    tags,
    allow: PRESS_STAFF,
    body: PressExportSchema,
    response: FileDownload,
    refusals: [400],
  },
  uploadPressWebDisplayImage: {
    method: 'POST',
    path: '/api/Press/:id/webdisplayimage',
    summary:
      'Set the web display image of a press item (multipart, field "file": JPG or PNG up to 50 MB, read from its content); it replaces the previous one',
    tags,
    allow: PRESS_STAFF,
    params: IdParams,
    multipart: true,
    response: PressImageSchema,
    status: 201,
    refusals: [400, 404, 413, 415],
  },
  getPressMediaOutlets: {
    method: 'GET',
    path: '/api/Press/mediaOutlets',
    summary: 'The active media outlets by name, for the press form (and the outlet an item already names)',
    tags,
    allow: PRESS_STAFF,
    response: z.array(z.object({ id: z.int(), name: z.string(), statusId: z.int() })),
  },
  deletePressWebDisplayImage: {
    method: 'DELETE',
    path: '/api/Press/:id/webdisplayimage',
    summary: 'Remove the web display image of a press item',
    tags,
    allow: PRESS_STAFF,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
});
