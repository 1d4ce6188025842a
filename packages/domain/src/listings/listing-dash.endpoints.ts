import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { IdParams } from '../http';

/** Send to Dash: queue a listing's sending to the back-office listing system, and read its status there. */

const tags = ['listing dash'] as const;

/** The states of a listing in the dash system: never sent, queued, sent, or failed. */
export const DASH_STATUSES = ['Not sent', 'Queued', 'Sent', 'Failed'] as const;
export type DashStatus = (typeof DASH_STATUSES)[number];

/** GET dash/listing/{id}: the latest sending of the listing, as the dash system answered it. */
export const DashListing = z
  .object({
    listingId: z.int(),
    listingNumber: z.string().nullable(),
    status: z.enum(DASH_STATUSES),
    requestedBy: z.string().nullable(),
    requestedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    /** The deal reference the dash system gave the listing. */
    reference: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'DashListing' });
export type DashListing = z.infer<typeof DashListing>;

export const listingDashEndpoints = defineEndpoints({
  sendListingToDash: {
    method: 'POST',
    path: '/api/listing/:id/sendtodash',
    summary: 'Queue the sending of a listing to the dash system (once while one is queued)',
    tags,
    allow: ['systemAdmin', 'listingEdit'],
    params: IdParams,
    response: z.object({ message: z.string() }),
    refusals: [400, 404],
  },
  getDashListing: {
    method: 'GET',
    path: '/api/dash/listing/:id',
    summary: 'The listing as the dash system has it: the latest sending, its times, reference and error',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: DashListing,
    refusals: [404],
  },
});
