import { defineEndpoints, ErrorBodySchema, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  AdCopyCreateSchema,
  AdCopyDraftRequestSchema,
  AdCopyDraftSchema,
  AdCopyLookupsSchema,
  AdCopySavedSchema,
  AdCopyToggleSchema,
  AdCopyUpdateSchema,
  ListingAdCopiesSchema,
} from './ad-copy.schema';

/**
 * The ad copy of a listing: its texts per size and language (bold and italic kept by the
 * server), the ad copy MLS import flag and AI drafts. The title of the ad copy area is saved by
 * PUT listing/{id}/title (listings.endpoints.ts), which takes at most 40 characters (AdCopyTitleSchema).
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['ad copy'] as const;

export const adCopyEndpoints = defineEndpoints({
  getListingAdCopies: {
    method: 'GET',
    path: '/api/listing/:id/adcopy',
    summary: "The ad copies of a listing, with its title and whether the ad copy's MLS import is suppressed",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingAdCopiesSchema,
    refusals: [404],
  },
  getAdCopyLookups: {
    method: 'GET',
    path: '/api/adcopy/lookups',
    summary: 'The ad copy sizes (with their headline and body lengths) and languages',
    tags,
    allow: 'signedIn',
    response: AdCopyLookupsSchema,
  },
  updateAdCopy: {
    method: 'PUT',
    path: '/api/adcopy/:id',
    summary:
      'Save an ad copy (markup kept to bold and italic; refused over the size’s body length); an empty headline and body remove it',
    tags,
    allow: EDIT,
    params: IdParams,
    body: AdCopyUpdateSchema,
    response: AdCopySavedSchema,
    refusals: [400, 404],
  },
  createAdCopy: {
    method: 'POST',
    path: '/api/adcopy',
    summary: 'Add an ad copy of a listing in a size and language (nothing is stored when it is empty)',
    tags,
    allow: EDIT,
    body: AdCopyCreateSchema,
    response: AdCopySavedSchema,
    refusals: [400, 404, 409],
  },
  toggleSuppressAdCopyImport: {
    method: 'PUT',
    path: '/api/adcopy/:id/togglesuppressimport',
    summary: 'Suppress the MLS import of the ad copy of a listing ({id}), or not',
    tags,
    allow: EDIT,
    params: IdParams,
    body: AdCopyToggleSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  draftAdCopy: {
    method: 'POST',
    path: '/api/adcopy/openai',
    summary:
      "An AI draft of a listing's ad copy from its stored facts, with the fair-housing check; never saved (staff and system administrators)",
    tags,
    allow: ['staff', 'systemAdmin'],
    body: AdCopyDraftRequestSchema,
    response: AdCopyDraftSchema,
    refusals: [400, 404],
    // the AI service did not answer (the real adapter only)
    answers: { 503: ErrorBodySchema },
  },
});
