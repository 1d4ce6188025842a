import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import { ToggleBodySchema } from '../listings/listing-details.schema';
import { PhotoCreditSchema, PhotoCreditView } from './photo-credit.schema';

/** The photo credit of a listing's photos and the suppression of its MLS photo import. */

const tags = ['images'] as const;
const EDIT = ['systemAdmin', 'listingEdit'] as const;

export const photoCreditEndpoints = defineEndpoints({
  getPhotoCredit: {
    method: 'GET',
    path: '/api/listing/:id/photocredit',
    summary: "The photo credit of a listing's photos and whether its MLS photo import is suppressed",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: PhotoCreditView,
    versioned: true,
    refusals: [404],
  },
  savePhotoCredit: {
    method: 'PUT',
    path: '/api/listing/:id/photocredit',
    summary: 'Save the photo credit (at most 255 characters) and the MLS photo import suppression',
    tags,
    allow: EDIT,
    params: IdParams,
    body: PhotoCreditSchema,
    response: NoContent,
    versioned: true,
    refusals: [400, 404],
  },
  toggleSuppressPhotoImport: {
    method: 'PUT',
    path: '/api/listing/:id/togglesuppressphotoimport',
    summary: 'Suppress the MLS photo import of a listing, or not',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ToggleBodySchema,
    response: NoContent,
    versioned: true,
    refusals: [400, 404],
  },
});
