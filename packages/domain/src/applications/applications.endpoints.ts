import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  ApplicationFavParams,
  ApplicationListResult,
  ApplicationListSchema,
  ApplicationSaved,
  ApplicationSchema,
  ApplicationToggled,
  CloudCmaInfo,
} from './applications.schema';

export * from './applications.rules';
export * from './applications.schema';

/**
 * The application directory: everyone signed in browses the applications meant for them (their
 * offices and roles, applicationScopeSql on the server) and marks favourites; system
 * administrators keep the directory.
 */

const SA = ['systemAdmin'] as const;
const tags = ['applications'] as const;

export const applicationEndpoints = defineEndpoints({
  listApplications: {
    method: 'POST',
    path: '/api/applications/list',
    summary:
      "The applications the caller may see (name or acronym text, paged): the caller's favourites first, then the promoted ones, then by name",
    tags,
    allow: 'signedIn',
    body: ApplicationListSchema,
    response: ApplicationListResult,
    refusals: [400],
  },
  saveApplication: {
    method: 'POST',
    path: '/api/applications',
    summary:
      'Create (no id) or update (id) an application: multipart text fields name, link, acronym, promoted, canShow, officeDetails and roleDetails (JSON arrays of office ids and role keys), removeLogo, and an optional file part "logo" (JPG or PNG, told by its content)',
    tags,
    allow: SA,
    multipart: true,
    response: ApplicationSaved,
    refusals: [400, 404, 413, 415],
  },
  getCloudCmaInfo: {
    method: 'GET',
    path: '/api/applications/cloudCmaInfo',
    summary: "The Cloud CMA application's link, when the caller may see it",
    tags,
    allow: 'signedIn',
    response: CloudCmaInfo,
    refusals: [404],
  },
  getApplication: {
    method: 'GET',
    path: '/api/applications/:id',
    summary: 'An application with its offices and roles, for the edit form',
    tags,
    allow: SA,
    params: IdParams,
    response: ApplicationSchema,
    refusals: [404],
  },
  deleteApplication: {
    method: 'DELETE',
    path: '/api/applications/:id',
    summary: 'Delete an application with its logo, offices, roles and favourite marks',
    tags,
    allow: SA,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  togglePromoted: {
    method: 'PUT',
    path: '/api/applications/:id/togglePromoted',
    summary: 'Flip whether an application is promoted (shown marked, before the others)',
    tags,
    allow: SA,
    params: IdParams,
    response: ApplicationToggled,
    refusals: [404],
  },
  toggleCanShow: {
    method: 'PUT',
    path: '/api/applications/:id/toggleCanShow',
    summary: 'Flip whether an application is shown to anyone but system administrators',
    tags,
    allow: SA,
    params: IdParams,
    response: ApplicationToggled,
    refusals: [404],
  },
  addFavouriteApplication: {
    method: 'PUT',
    path: '/api/applications/:id/fav/:user',
    summary: 'Mark an application the caller may see as a favourite of the caller ({user} is the caller)',
    tags,
    allow: 'signedIn',
    params: ApplicationFavParams,
    response: NoContent,
    refusals: [404],
  },
  removeFavouriteApplication: {
    method: 'DELETE',
    path: '/api/applications/:id/fav/:user',
    summary: "Remove an application from the caller's favourites ({user} is the caller)",
    tags,
    allow: 'signedIn',
    params: ApplicationFavParams,
    response: NoContent,
    refusals: [404],
  },
});
