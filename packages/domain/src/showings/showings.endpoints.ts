import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  OpenHouse,
  OpenHouseCreateSchema,
  OpenHouseSaved,
  OpenHouseUpdateSchema,
  Showing,
  ShowingCreateSchema,
  ShowingSaved,
  ShowingUpdateSchema,
} from './showings.schema';
import { ShowingsImportResultSchema } from './showings-import.schema';

/**
 * Showings and open houses of a listing. listing/{id} is the listing; Showing/{id} and
 * OpenHouse/{id} are the row. Every change is a change of the listing (Listing Edit, audited).
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['showings'] as const;

export const showingEndpoints = defineEndpoints({
  getShowings: {
    method: 'GET',
    path: '/api/listing/:id/showings',
    summary: 'The showings of a listing, newest first',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(Showing),
    refusals: [404],
  },
  addShowing: {
    method: 'POST',
    path: '/api/Showing',
    summary: 'Add a showing (a date is required; a date with no count counts one showing)',
    tags,
    allow: EDIT,
    body: ShowingCreateSchema,
    response: ShowingSaved,
    refusals: [400, 404],
  },
  updateShowing: {
    method: 'PUT',
    path: '/api/Showing/:id',
    summary: 'Change a showing',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ShowingUpdateSchema,
    response: ShowingSaved,
    refusals: [400, 404],
  },
  deleteShowing: {
    method: 'DELETE',
    path: '/api/Showing/:id',
    summary: 'Delete a showing',
    tags,
    allow: EDIT,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  importShowings: {
    method: 'POST',
    path: '/api/Showing/import/atlas',
    summary:
      'Import showings from a CSV or XLSX file (multipart, field "file", read from its content): rows matched to listings by MLS number, all written in one transaction; a row already imported (same listing, date and buyer) is updated; invalid rows and listings outside the edit scope are skipped and reported',
    tags,
    allow: EDIT,
    multipart: true,
    response: ShowingsImportResultSchema,
    refusals: [400, 413, 415],
  },
  getOpenHouses: {
    method: 'GET',
    path: '/api/listing/:id/openHouse',
    summary: 'The open houses of a listing, latest first',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(OpenHouse),
    refusals: [404],
  },
  addOpenHouse: {
    method: 'POST',
    path: '/api/OpenHouse',
    summary: "Add an open house (start before end; Don't display time only By Appointment Only)",
    tags,
    allow: EDIT,
    body: OpenHouseCreateSchema,
    response: OpenHouseSaved,
    refusals: [400, 404],
  },
  updateOpenHouse: {
    method: 'PUT',
    path: '/api/OpenHouse/:id',
    summary: 'Change an open house',
    tags,
    allow: EDIT,
    params: IdParams,
    body: OpenHouseUpdateSchema,
    response: OpenHouseSaved,
    refusals: [400, 404],
  },
  deleteOpenHouse: {
    method: 'DELETE',
    path: '/api/OpenHouse/:id',
    summary: 'Delete an open house',
    tags,
    allow: EDIT,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
});
