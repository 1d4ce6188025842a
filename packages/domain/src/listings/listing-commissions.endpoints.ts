import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  CommissionExportSchema,
  CommissionSearchSchema,
  ListingCommissionRow,
  ListingCommissionSchema,
} from './listing-commission.rules';

/** The commissions page (staff, system administrators): the list, a row's edit, the export. */

const STAFF = ['staff', 'systemAdmin'] as const;
const tags = ['listing commissions'] as const;

export const listingCommissionEndpoints = defineEndpoints({
  searchCommissions: {
    method: 'POST',
    path: '/api/listing/commissionSearch',
    summary: 'A page of the commission list of sales or rentals',
    tags,
    allow: STAFF,
    body: CommissionSearchSchema,
    response: z
      .object({
        currentPage: z.int(),
        itemsPerPage: z.int(),
        totalRecords: z.int(),
        results: z.array(ListingCommissionRow),
      })
      .meta({ id: 'CommissionPage' }),
  },
  saveCommission: {
    method: 'PUT',
    path: '/api/listing/:id/commission',
    summary: 'Save the listing and buyer commissions of a listing (refused with Disable Listing Price Edit)',
    tags,
    allow: STAFF,
    params: IdParams,
    body: ListingCommissionSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  exportCommissions: {
    method: 'POST',
    path: '/api/listing/commissionExport',
    summary: 'The commission list of sales or rentals as a CSV or XLSX file',
    tags,
    allow: STAFF,
    body: CommissionExportSchema,
    response: FileDownload,
  },
});
