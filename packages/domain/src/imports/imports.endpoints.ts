import { defineEndpoints } from '../contract';
import { SelectSoldImportResultSchema } from './select-sold-import.schema';

export * from './select-sold-import.schema';
export * from './select-sold-import.rules';

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
});
