import { ROLE_CATALOGUE } from '../roles';

/** The application directory: its limits, the roles an application may be limited to. Pure data. */

export const APPLICATION_LIMITS = {
  nameMax: 100,
  acronymMax: 10,
  linkMax: 2000,
  textMax: 100,
  /** A page of the directory: a few rows of cards. */
  pageSize: 24,
  /** Offices or roles one application may be limited to. */
  choicesMax: 500,
} as const;

/** The application whose link GET applications/cloudCmaInfo answers. */
export const CLOUD_CMA_NAME = 'Cloud CMA';

/** The roles (not the permissions) an application may be limited to, by their stable keys. */
export const APPLICATION_ROLE_CHOICES = ROLE_CATALOGUE.filter((r) => r.grouping === 'normal').map((r) => ({
  key: r.key,
  code: r.code,
  name: r.value,
}));
export const APPLICATION_ROLE_KEYS: readonly string[] = APPLICATION_ROLE_CHOICES.map((r) => r.key);

/** An http or https address with a host; anything else (javascript:, mailto:, a bare word) is refused. */
export function isWebLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** The acronym badge of an application without a logo: its acronym, else its name's initials. */
export function applicationBadge(app: { name: string; acronym: string | null }): string {
  const acronym = app.acronym?.trim();
  if (acronym) return acronym.slice(0, 4).toUpperCase();
  const initials = app.name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
  return initials.slice(0, 3).toUpperCase() || '?';
}

/**
 * Who may see an application (the directory, the global search, its logo, favourites): a
 * system administrator sees every one; others only those shown (canShow), limited to their
 * offices when the application names offices and to their roles when it names roles. An
 * application naming neither is for everyone. The server applies the same rule in SQL.
 */
export function canSeeApplication(
  app: { canShow: boolean; officeIds: readonly number[]; roleIds: readonly string[] },
  viewer: { isSystemAdmin: boolean; officeIds: readonly number[]; roleKeys: readonly string[] },
): boolean {
  if (viewer.isSystemAdmin) return true;
  if (!app.canShow) return false;
  const inOffice = !app.officeIds.length || app.officeIds.some((id) => viewer.officeIds.includes(id));
  const hasRole =
    !app.roleIds.length || app.roleIds.some((key) => viewer.roleKeys.includes(key.toLowerCase()));
  return inOffice && hasRole;
}
