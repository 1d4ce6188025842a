import { defineEndpoints, FileDownload } from '../contract';
import { IdParams } from '../http';
import {
  ConciergeAccess,
  ConciergeLogin,
  ConciergeLoginSchema,
  ConciergeRedirect,
  ConciergeRedirectSchema,
  ConciergeSandboxQuery,
} from './concierge.schema';

export * from './concierge.rules';
export * from './concierge.schema';

/**
 * The concierge (decision 0059). System admins set a user's concierge login details on the user
 * page; a user whose link is on opens the concierge through a redirect that is audited on their
 * user record (source 'Concierge Redirect'). Paths are ours: the spec names the calls, not them.
 */
const tags = ['concierge'] as const;
const admins = ['systemAdmin'] as const;

export const conciergeEndpoints = defineEndpoints({
  getUserConcierge: {
    method: 'GET',
    path: '/api/user/:id/concierge',
    summary: "A user's concierge login details (login e-mail, link on or off)",
    tags,
    allow: admins,
    params: IdParams,
    response: ConciergeLogin,
    refusals: [404],
  },
  saveUserConcierge: {
    method: 'PUT',
    path: '/api/user/:id/concierge',
    summary:
      "Set a user's concierge login details: login (an e-mail, required while enabled) and enabled; audited on the user",
    tags,
    allow: admins,
    params: IdParams,
    body: ConciergeLoginSchema,
    response: ConciergeLogin,
    refusals: [400, 404],
  },
  getConciergeAccess: {
    method: 'GET',
    path: '/api/user/concierge',
    summary: 'Whether the signed-in user may open the concierge, and its name',
    tags,
    allow: 'signedIn',
    response: ConciergeAccess,
  },
  redirectToConcierge: {
    method: 'POST',
    path: '/api/user/concierge/redirect',
    summary:
      "Open the concierge: writes the redirect audit record (user, changeDate, notes, source 'Concierge Redirect', profileId) and answers the address that signs the user in there; 409 without login details",
    tags,
    allow: 'signedIn',
    body: ConciergeRedirectSchema,
    response: ConciergeRedirect,
    refusals: [400, 409],
  },
  openConciergeSandbox: {
    method: 'GET',
    path: '/api/concierge/sandbox',
    summary:
      'The sandbox concierge: an HTML page that greets the signed-in login (a signed link valid a few minutes; a wrong or expired token is a 404)',
    tags,
    allow: 'public',
    query: ConciergeSandboxQuery,
    response: FileDownload,
    refusals: [404],
  },
});
