import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { IdParams } from '../http';
import { MlsDetailsSchema, MlsImportSchema } from './mls-detail.schema';
import { SelectSoldImportResultSchema } from './select-sold-import.schema';

export * from './select-sold-import.schema';
export * from './select-sold-import.rules';
export * from './mls-detail.schema';

/**
 * Imports: the select-sold file (system admins) and, on a listing, the MLS detail import (those
 * who may edit the listing).
 */

const tags = ['imports'] as const;

export const importEndpoints = defineEndpoints({
  importSelectSold: {
    method: 'POST',
    path: '/api/selectSold/import',
    summary:
      'Mark listings sold as select sales from a CSV or XLSX file (multipart, field "file", read from its content): each row names a listing (MLS Number or Listing ID), its Closed Date, Sold Price and the Agent IDs whose select sale it is; each row is written through the listing\'s audited write, rows that cannot be are reported',
    tags,
    allow: ['systemAdmin'],
    multipart: true,
    response: SelectSoldImportResultSchema,
    refusals: [400, 413, 415],
  },
  getMlsDetails: {
    method: 'GET',
    path: '/api/listing/:id/mlsdetails',
    summary:
      "The listing's record at the MLS source, by its MLS number: 400 when the listing has none, 404 when the MLS has no such listing",
    tags,
    allow: ['systemAdmin', 'listingEdit'],
    params: IdParams,
    response: MlsDetailsSchema,
    refusals: [400, 404],
  },
  importMlsDetails: {
    method: 'POST',
    path: '/api/listing/:id/mlsimport',
    summary:
      "Queue the import of the listing's MLS record (price, bedrooms, baths, size) onto the listing, written by a job through the listing's audited write",
    tags,
    allow: ['systemAdmin', 'listingEdit'],
    params: IdParams,
    body: MlsImportSchema,
    response: z.object({ message: z.string() }),
    refusals: [400, 404],
  },
});
