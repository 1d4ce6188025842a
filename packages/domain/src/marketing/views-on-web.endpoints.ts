import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  ListingViewsOnWebSchema,
  ViewsSiteCreateSchema,
  ViewsSiteSaved,
  ViewsSiteUpdateSchema,
} from './views-on-web.schema';

/**
 * Views on web: the sites a listing is shown on with their view counts, and the graph. listing/{id}
 * is the listing; ViewsOnWeb/{id} is a site. Every change is a change of the listing (Listing
 * Edit, audited). The showcase website's views are counted by its page and cannot be changed.
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['property marketing'] as const;

export const viewsOnWebEndpoints = defineEndpoints({
  getViewsOnWeb: {
    method: 'GET',
    path: '/api/listing/:id/viewsOnWeb',
    summary: "A listing's views-on-web sites with their counts and the graph's days",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingViewsOnWebSchema,
    refusals: [404],
  },
  addViewsSite: {
    method: 'POST',
    path: '/api/ViewsOnWeb',
    summary: 'Add a site (name unique among the listing sites, deep link, total views of at least 1)',
    tags,
    allow: EDIT,
    body: ViewsSiteCreateSchema,
    response: ViewsSiteSaved,
    refusals: [400, 404],
  },
  updateViewsSite: {
    method: 'PUT',
    path: '/api/ViewsOnWeb/:id',
    summary: 'Change a site',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ViewsSiteUpdateSchema,
    response: ViewsSiteSaved,
    refusals: [400, 404],
  },
  deleteViewsSite: {
    method: 'DELETE',
    path: '/api/ViewsOnWeb/:id',
    summary: 'Delete a site (and its logo)',
    tags,
    allow: EDIT,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  uploadViewsSiteLogo: {
    method: 'POST',
    path: '/api/ViewsOnWeb/:id/logo',
    summary: 'Set a site\'s logo (multipart, field "file"; JPG or PNG by content, 50 MB)',
    tags,
    allow: EDIT,
    params: IdParams,
    multipart: true,
    response: ViewsSiteSaved,
    refusals: [400, 404, 413, 415],
  },
});
