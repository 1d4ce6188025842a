/**
 * The concierge (decision 0059): the network's seller-services portal, reached from the product
 * by a redirect that signs the user in there and leaves an audit record here.
 */
export const CONCIERGE_LIMITS = { notesMax: 500 } as const;

/** The login field's name on the user page and in its messages. */
export const CONCIERGE_LOGIN_LABEL = 'Concierge Login';

/** The source every redirect audit record carries (spec/000 section 7). */
export const CONCIERGE_REDIRECT_SOURCE = 'Concierge Redirect';

/**
 * The portal address from its template: {login} and {profileId} are replaced (URL-encoded); a
 * placeholder the template does not name is not used, an unknown value leaves it empty.
 */
export function fillConciergeUrl(template: string, values: { login: string; profileId: number | null }) {
  return template.replace(/\{(login|profileId)\}/g, (_whole, key: 'login' | 'profileId') =>
    encodeURIComponent(values[key] == null ? '' : String(values[key])),
  );
}
