import { type Actor, hasAnyRole, isAgent, isSystemAdmin } from './actor';
import type { RoleCode } from './roles';
import { SPOT_BOOKING_SCREEN } from './spots/spots.rules';

/**
 * Who may do what: one table read by the web (route guards, navigation) and by the API
 * (every endpoint declares an `allow`). An empty role list means every signed-in user.
 */
export type Allow = 'public' | 'signedIn' | readonly RoleCode[];

export function isAllowed(actor: Pick<Actor, 'roles'> | null, allow: Allow): boolean {
  if (allow === 'public') return true;
  if (!actor) return false;
  if (allow === 'signedIn') return true;
  if (allow.length === 0) return true;
  return hasAnyRole(actor, allow);
}

const CME = 'corporateMarketingEmployee';
const MC = 'marketingCoordinator';
const SA = 'systemAdmin';
const BM = 'branchManager';

export type RouteRule = { path: string; allow: readonly RoleCode[]; protected: boolean; title: string };

/** Authenticated routes of spec/000 section 2.2 and spec/002 section 2 (under /eng but /mlsemails). */
export const ROUTES: readonly RouteRule[] = [
  { path: '/eng/home', allow: [], protected: false, title: 'Home' },
  { path: '/eng/agents', allow: ['agent', CME, MC, SA], protected: true, title: 'Agents' },
  { path: '/eng/agent/:agentId', allow: ['agent', CME, MC, SA], protected: true, title: 'Agent' },
  { path: '/eng/applications', allow: [], protected: false, title: 'Applications' },
  { path: '/eng/concierge', allow: [], protected: false, title: 'Concierge' },
  { path: '/eng/myBusiness', allow: ['agent'], protected: true, title: 'My Business' },
  { path: '/eng/business', allow: ['agentPreRelease'], protected: true, title: 'My Sales Goals' },
  { path: '/eng/listings', allow: [], protected: false, title: 'Listings' },
  { path: '/eng/listing/mergeListing', allow: ['staff', SA], protected: true, title: 'Merge Listings' },
  { path: '/eng/listing/:listingId', allow: [], protected: false, title: 'Listing' },
  { path: '/eng/listingListCommissions', allow: ['staff', SA], protected: true, title: 'Commissions' },
  { path: '/eng/privatelistings', allow: [], protected: false, title: 'Private Listings' },
  { path: '/eng/advancedsearch', allow: [], protected: false, title: 'Advanced Search' },
  { path: '/eng/offices', allow: [CME, MC, SA], protected: true, title: 'Offices' },
  { path: '/eng/office/:officeId', allow: [CME, MC, SA], protected: true, title: 'Office' },
  { path: '/eng/salesTeams', allow: ['agent', CME, MC, SA], protected: true, title: 'Sales Teams' },
  { path: '/eng/salesTeam/:teamId', allow: ['agent', CME, MC, SA], protected: true, title: 'Sales Team' },
  {
    path: '/eng/searchDetailed',
    allow: ['agent', 'staff', BM, SA],
    protected: false,
    title: 'Search Results',
  },
  { path: '/eng/users', allow: [SA], protected: false, title: 'Users' },
  { path: '/eng/user/:userId', allow: [SA], protected: false, title: 'User' },
  { path: '/eng/mytask', allow: ['agent', 'staff', BM], protected: false, title: 'Tasks' },
  { path: '/eng/notifications', allow: [], protected: false, title: 'Notifications' },
  { path: '/eng/managenotifications', allow: [SA], protected: false, title: 'Manage Notifications' },
  { path: '/eng/masquerade', allow: ['masquerade', SA], protected: false, title: 'Masquerade' },
  { path: '/eng/advertisements', allow: [], protected: false, title: 'Advertisements' },
  { path: '/eng/viewAdvertisement/:advertisementId?', allow: [], protected: false, title: 'Advertisement' },
  // not in the spec's route table: the spot booking screen and the spots of an advertisement
  { path: '/eng/spotBooking', allow: SPOT_BOOKING_SCREEN, protected: false, title: 'Spot Booking' },
  { path: '/eng/spots/:advertisementId', allow: SPOT_BOOKING_SCREEN, protected: false, title: 'Spots' },
  { path: '/eng/mediaOutlets', allow: [SA], protected: false, title: 'Media Outlets' },
  { path: '/eng/press', allow: [CME, MC, SA], protected: false, title: 'Press' },
  { path: '/eng/marketing', allow: [], protected: false, title: 'Marketing' },
  {
    path: '/eng/listingUtilitarian/:listingId',
    allow: ['agent', 'staff', BM, SA],
    protected: false,
    title: 'Listing Summary',
  },
  {
    path: '/eng/otherMarketing',
    allow: ['agent', CME, MC, 'staff', SA],
    protected: false,
    title: 'Other Marketing',
  },
  {
    path: '/eng/developments',
    allow: ['agent', CME, MC, 'staff', SA],
    protected: false,
    title: 'Developments',
  },
  {
    path: '/eng/developmentDetails/:developmentId',
    allow: ['agent', CME, MC, 'staff', SA],
    protected: false,
    title: 'Development',
  },
  { path: '/eng/selectSoldsUpload', allow: [SA], protected: false, title: 'Sold Listing Upload' },
  { path: '/eng/reporting', allow: [CME, MC, SA], protected: false, title: 'Reporting' },
  { path: '/eng/agentGoals', allow: ['agent'], protected: false, title: 'Agent Goals' },
  { path: '/eng/agentLTMSummary', allow: ['agent'], protected: false, title: 'Agent LTM Summary' },
  { path: '/eng/aiNeighborhood', allow: [SA], protected: false, title: 'AI Areas' },
  // a top-level route of spec/000 (outside /eng) that the shell hosts: the MLS e-mail contacts
  { path: '/mlsemails', allow: [SA], protected: false, title: 'MLS Emails' },
  // not in the spec: how staff sign in (demo, password, external provider) and their passwords
  { path: '/eng/admin/sign-in', allow: [SA], protected: true, title: 'Sign-in' },
  // not in the spec: the background jobs and the e-mail outbox of the installation
  { path: '/eng/admin/jobs', allow: [SA], protected: true, title: 'Jobs' },
  { path: '/eng/admin/outbox', allow: [SA], protected: true, title: 'Outbox' },
];

export function routeRule(path: string): RouteRule | undefined {
  return ROUTES.find((r) => r.path === path);
}

/** Labels an agent sees as they are: the page that is nobody's, and signing out. */
const UNPREFIXED = new Set(['Home', 'Log Out']);

export type NavItem = { label: string; path: string; isPrivate?: boolean };

/**
 * Left navigation of spec/000 section 2.3 in order, with the visibility rules of section 6 and
 * spec/002 section 2. Where the spec gives no rule for an item, the item follows its route's
 * permission list. An item whose rule shows it but whose route the user may not open (staff and
 * the protected Agents and Sales Teams routes) is hidden: the navigation never offers a link that
 * bounces the user back to /.
 */
export function navigationFor(actor: Actor): NavItem[] {
  const sa = isSystemAdmin(actor);
  const agent = isAgent(actor);
  const staff = actor.roles.includes('staff');
  const routeOpen = (path: string) => {
    const rule = routeRule(path);
    return !rule || isAllowed(actor, rule.allow);
  };
  const oneTeam = actor.salesTeamIds.length === 1;
  const items: Array<NavItem & { visible: boolean }> = [
    { label: 'Home', path: '/eng/home', visible: true },
    { label: 'Notifications', path: '/eng/notifications', visible: true },
    { label: 'Tasks', path: '/eng/mytask', visible: routeOpen('/eng/mytask') },
    { label: 'Masquerade', path: '/eng/masquerade', visible: routeOpen('/eng/masquerade') },
    { label: 'Listings', path: '/eng/listings', visible: true },
    { label: 'Private Listings', path: '/eng/privatelistings', visible: true, isPrivate: true },
    {
      label: 'Developments',
      path: '/eng/developments',
      visible:
        hasAnyRole(actor, ['corporateMarketingEmployee', 'marketingCoordinator', 'staff', 'systemAdmin']) ||
        (agent && actor.isAssociatedWithBuilding),
    },
    { label: 'Marketing', path: '/eng/marketing', visible: true },
    { label: 'My Sales Goals', path: '/eng/business', visible: routeOpen('/eng/business') },
    { label: 'My Business', path: '/eng/myBusiness', visible: routeOpen('/eng/myBusiness') },
    { label: 'Offices', path: '/eng/offices', visible: routeOpen('/eng/offices') },
    {
      label: 'Agents',
      path: '/eng/agents',
      visible: ((agent && actor.agentIds.length > 0) || sa || staff) && routeOpen('/eng/agents'),
    },
    {
      label: 'Sales Teams',
      path: '/eng/salesTeams',
      visible:
        ((agent && actor.salesTeamIds.length > 0) || sa || staff) && !oneTeam && routeOpen('/eng/salesTeams'),
    },
    {
      label: 'My Teams',
      path: `/eng/salesTeam/${actor.salesTeamIds[0]}`,
      visible: oneTeam && routeOpen('/eng/salesTeam/:teamId'),
    },
    { label: 'Users', path: '/eng/users', visible: sa },
    { label: 'Sold Listing Upload', path: '/eng/selectSoldsUpload', visible: sa },
    { label: 'Applications', path: '/eng/applications', visible: true },
    { label: 'Reporting', path: '/eng/reporting', visible: routeOpen('/eng/reporting') },
    { label: 'AI Areas', path: '/eng/aiNeighborhood', visible: sa },
    { label: 'Sign-in', path: '/eng/admin/sign-in', visible: sa },
    { label: 'Jobs', path: '/eng/admin/jobs', visible: sa },
    { label: 'Outbox', path: '/eng/admin/outbox', visible: sa },
    { label: 'Log Out', path: '/eng/logout', visible: true },
  ];
  return items
    .filter((i) => i.visible)
    .map(({ label, path, isPrivate }) => ({
      label:
        agent && !isPrivate && !UNPREFIXED.has(label) && !label.startsWith('My ') ? `My ${label}` : label,
      path,
      isPrivate,
    }));
}

/**
 * The rule of a concrete path (e.g. /eng/agent/12 -> /eng/agent/:agentId), matched
 * case-insensitively like the router; optional segments (`:id?`) may be absent.
 */
export function ruleForPath(pathname: string): RouteRule | undefined {
  const parts = pathname.replace(/\/+$/, '').toLowerCase().split('/');
  return ROUTES.find((r) => {
    const pattern = r.path.toLowerCase().split('/');
    if (parts.length > pattern.length) return false;
    return pattern.every((seg, i) => {
      if (seg.startsWith(':')) return seg.endsWith('?') || (parts[i] !== undefined && parts[i] !== '');
      return parts[i] === seg;
    });
  });
}

/** What the router does with a route the user opens: show it, redirect to /, or say no access. */
export function routeAccess(actor: Pick<Actor, 'roles'>, rule: RouteRule): 'open' | 'redirect' | 'noAccess' {
  if (isAllowed(actor, rule.allow)) return 'open';
  return rule.protected ? 'redirect' : 'noAccess';
}

/** Main list pages hide the header's back arrow (spec/000 section 2.3). */
export const MAIN_LIST_PATHS: readonly string[] = [
  '/eng/home',
  '/eng/notifications',
  '/eng/mytask',
  '/eng/masquerade',
  '/eng/listings',
  '/eng/privatelistings',
  '/eng/developments',
  '/eng/marketing',
  '/eng/business',
  '/eng/myBusiness',
  '/eng/offices',
  '/eng/agents',
  '/eng/salesTeams',
  '/eng/users',
  '/eng/selectSoldsUpload',
  '/eng/applications',
  '/eng/reporting',
  '/eng/aiNeighborhood',
  '/eng/admin/sign-in',
  '/eng/admin/jobs',
  '/eng/admin/outbox',
  '/eng/advertisements',
  '/eng/press',
  '/eng/mediaOutlets',
  '/eng/otherMarketing',
];
