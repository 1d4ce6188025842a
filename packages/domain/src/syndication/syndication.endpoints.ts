import { defineEndpoints } from '../contract';
import { IdParams } from '../http';
import { ListingSyndicationView, SaveListingSyndicationSchema } from './syndication.schema';

/**
 * The syndication of a listing: which data consumers it is sent to. (The listing's flags,
 * GET ListingSyndication/{id}/flags, are declared with the completeness check.)
 */

const tags = ['syndication'] as const;

export const syndicationEndpoints = defineEndpoints({
  getListingSyndication: {
    method: 'GET',
    path: '/api/ListingSyndication/:id',
    summary:
      'The syndication of a listing: the data consumers with their selection and whether the listing meets each one’s requirements, and the send-only flag',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingSyndicationView,
    refusals: [404],
  },
  saveListingSyndication: {
    method: 'POST',
    path: '/api/ListingSyndication',
    summary:
      'Save the syndication of a listing (refused when a selected consumer’s requirements are not met, or send-only is combined with consumers)',
    tags,
    allow: ['systemAdmin', 'listingEdit'],
    body: SaveListingSyndicationSchema,
    response: ListingSyndicationView,
    refusals: [400, 404],
  },
});
