import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { IdParams } from '../http';
import {
  CompletenessWarning,
  LISTING_FLAGS,
  COMPLETENESS_SECTION_KEYS,
  MissingField,
} from './listing-validation.rules';
import { BusinessPurposeTypeId } from './listings.endpoints';

/** Data completeness, syndication flags, and what the back-office system says of a listing. */

const tags = ['listing validation'] as const;

/** GET listing/{id}/validate: the completeness check computed now. */
export const ListingValidationResult = z
  .object({
    listingId: z.int(),
    isValid: z.boolean(),
    missingFields: z.array(MissingField),
    warnings: z.array(CompletenessWarning),
    /** The raised flag ids (1 to 18, see ListingSyndicationFlags). */
    flags: z.array(z.int()),
  })
  .meta({ id: 'ListingValidationResult' });

/** GET ListingSyndication/{id}/flags: the raised flags and the meaning of each of 1 to 18. */
export const ListingSyndicationFlags = z
  .object({
    listingId: z.int(),
    isValid: z.boolean(),
    flags: z.array(z.int()),
    listingFlags: z.array(
      z.object({
        id: z.int(),
        key: z.enum(LISTING_FLAGS.map((f) => f.key)),
        section: z.enum(COMPLETENESS_SECTION_KEYS),
        text: z.string(),
        raised: z.boolean(),
      }),
    ),
    publishSite: z.boolean(),
    suppressMlsImport: z.boolean(),
    /** Sent to the brand's own sites: published and not private. */
    sendToSir: z.boolean(),
    /** Sent to at least one data consumer (not send-only). */
    sendToPartnerSites: z.boolean(),
    /** A private listing (status Private): never syndicated to portals. */
    privateSite: z.boolean(),
    suppressPhotoImport: z.boolean(),
    /** Unknown (null) until the ad copy area records it. */
    suppressAdCopyImport: z.boolean(),
  })
  .meta({ id: 'ListingSyndicationFlags' });

export const listingValidationEndpoints = defineEndpoints({
  validateListing: {
    method: 'GET',
    path: '/api/listing/:id/validate',
    summary: 'The completeness check of a listing: missing required fields, warnings, flags',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingValidationResult,
    refusals: [404],
  },
  getListingFlags: {
    method: 'GET',
    path: '/api/ListingSyndication/:id/flags',
    summary: 'The syndication flags of a listing, each with its meaning',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingSyndicationFlags,
    refusals: [404],
  },
  getQcStatus: {
    method: 'GET',
    path: '/api/listing/:id/qcstatus',
    summary: 'The QC status of a listing in the back-office system, with the reasons of a rejection',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z
      .object({
        listingId: z.int(),
        businessPurposeTypeId: BusinessPurposeTypeId,
        /** 'Approved', 'Rejected' or 'Not Submitted', as the back-office system says. */
        status: z.string(),
        rejectReasons: z.array(z.string()),
      })
      .meta({ id: 'ListingQcStatus' }),
    refusals: [404],
  },
  getBackOfficeValidation: {
    method: 'GET',
    path: '/api/listing/:id/backofficevalidation',
    summary: 'The validation record of a listing in the back-office system',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z
      .object({ listingId: z.int(), sentToTrident: z.boolean(), validationMessages: z.array(z.string()) })
      .meta({ id: 'BackOfficeValidation' }),
    refusals: [404],
  },
});
