import { useEffect, useState, type ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router';
import { ROUTES, routeAccess } from '@atrium/domain';
import { liveSessionUser, type SessionUser } from '../lib/session-store';
import { PageLoading } from './shell/app-shell';

/**
 * The screen of each authenticated route of the permission table (packages/domain ROUTES), and
 * of the top-level routes of app/paths.ts, keyed by the table's path and loaded on demand. A
 * route missing here shows the area placeholder. Each feature adds its line.
 */
const LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/eng/searchDetailed': () => import('../features/search/search-results-page'),
  '/eng/advancedsearch': () => import('../features/search/advanced-search-page'),
  '/eng/home': () => import('../features/home/home-page'),
  '/eng/listings': () => import('../features/listings/listing-list-page'),
  '/eng/privatelistings': () => import('../features/listings/private-listings-page'),
  '/eng/listing/:listingId': () => import('../features/listings/listing-page'),
  '/eng/listingListCommissions': () => import('../features/listings/listing-commissions-page'),
  '/eng/listing/mergeListing': () => import('../features/listings/merge-listing-page'),
  '/eng/listingUtilitarian/:listingId': () => import('../features/listings/listing-utilitarian-page'),
  '/eng/myBusiness': () => import('./pages/my-business-page'),
  // agents
  '/eng/agents': () => import('../features/agents/agent-list-page'),
  '/eng/agent/:agentId': () => import('../features/agents/agent-page'),
  '/agent/:agentId/marketing': () => import('../features/agents/agent-marketing-page'),
  // sales teams
  '/eng/salesTeams': () => import('../features/sales-teams/sales-team-list-page'),
  '/eng/salesTeam/:teamId': () => import('../features/sales-teams/sales-team-page'),
  // offices
  '/eng/offices': () => import('../features/offices/office-list-page'),
  '/eng/office/:officeId': () => import('../features/offices/office-page'),
  // media outlets and advertisements
  '/eng/mediaOutlets': () => import('../features/advertisements/media-outlet-list-page'),
  '/eng/advertisements': () => import('../features/advertisements/advertisement-list-page'),
  '/eng/viewAdvertisement/:advertisementId?': () => import('../features/advertisements/advertisement-page'),
  // developments
  '/eng/developments': () => import('../features/developments/development-list-page'),
  '/eng/developmentDetails/:developmentId': () => import('../features/developments/development-page'),
  // users
  '/eng/users': () => import('../features/users/user-list-page'),
  '/eng/user/:userId': () => import('../features/users/user-page'),
  '/eng/masquerade': () => import('../features/identity/masquerade-page'),
  '/eng/admin/sign-in': () => import('../features/identity/sign-in-admin-page'),
  '/eng/admin/jobs': () => import('../features/jobs/jobs-page'),
  '/eng/admin/outbox': () => import('../features/outbox/outbox-page'),
  // spots
  '/eng/spotBooking': () => import('../features/spots/spot-booking-page'),
  '/eng/spots/:advertisementId': () => import('../features/spots/spots-page'),
  '/eng/marketing': () => import('../features/marketing/listing-marketing-page'),
  '/listing/:listingId/marketing': () => import('../features/marketing/listing-marketing-page'),
  '/eng/otherMarketing': () => import('../features/marketing/other-marketing-page'),
  '/eng/press': () => import('../features/press/press-list-page'),
  '/eng/reporting': () => import('../features/reporting/reporting-page'),
  '/eng/aiNeighborhood': () => import('../features/ai-areas/ai-area-list-page'),
  // goals and tasks
  '/eng/agentGoals': () => import('../features/goals/agent-goals-page'),
  '/eng/business': () => import('../features/goals/business-page'),
  '/eng/agentLTMSummary': () => import('../features/goals/agent-ltm-page'),
  '/eng/mytask': () => import('../features/tasks/my-tasks-page'),
  '/mlsemails': () => import('../features/mls-emails/mls-emails-page'),
  '/eng/selectSoldsUpload': () => import('../features/imports/select-sold-upload-page'),
  // notifications
  '/eng/notifications': () => import('../features/notifications/notifications-page'),
  '/eng/managenotifications': () => import('../features/notifications/manage-notifications-page'),
  '/eng/applications': () => import('../features/applications/application-list-page'),
  '/eng/concierge': () => import('../features/concierge/concierge-page'),
  '/showingsUpload': () => import('../features/showings/showings-import-page'),
  '/feedback': () => import('../features/feedback/feedback-page'),
  '/uxLogin/login': () => import('../features/identity/alternate-login-page'),
  '/reportBuilder/:listingId?': () => import('../features/client-marketing/report-builder-page'),
  '/scheduler/:listingId?': () => import('../features/client-marketing/scheduler-page'),
  '/ListingMarketingReport/:listingId?': () => import('../features/client-marketing/public-report-page'),
  '/listingSyndication/:listingId?': () => import('../features/syndication/syndication-page'),
  '/designVault/office-templates/:officeId': () => import('../features/design-vault/office-templates-page'),
  '/designVault/:listingId?': () => import('../features/design-vault/design-vault-page'),
  '/showcase/approveAccessCode': () => import('../features/showcase/approve-access-code-page'),
};

/**
 * A screen loaded on demand, without Suspense: it shows the page spinner until its code has
 * arrived, then itself. React.lazy suspended, and React holds a Suspense fallback at least 300 ms
 * before it reveals the page, so the page's own calls started that much later (measured: the
 * listings' search 370 ms after the lookups had answered). A screen preloaded (preloadPage)
 * usually renders at once. A failed load goes to the route's error boundary, as before.
 */
export function onDemand(load: () => Promise<{ default: ComponentType }>) {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  /**
   * `openingCalls`: the screen shows once they have started too. An answer the page's first script
   * already holds then reaches the cache in the same task, before the screen's first render, which
   * otherwise drew the list's skeleton first in about half the loads and its rows a render later.
   */
  const start = (openingCalls?: Promise<unknown>) =>
    (loading ??= Promise.all([load(), openingCalls]).then(
      ([m]) => {
        Loaded = m.default;
      },
      (err: unknown) => {
        loading = null; // a failed preload is tried again when the page is opened
        throw err;
      },
    ));
  function Page() {
    const Screen = Loaded;
    const [, setArrived] = useState(false);
    const [error, setError] = useState<unknown>(null);
    // keyed on what this render showed: code that arrived after it still brings the page
    useEffect(() => {
      if (!Screen) start().then(() => setArrived(true), setError);
    }, [Screen]);
    if (error) throw error;
    return Screen ? <Screen /> : <PageLoading />;
  }
  return { Page, start };
}

const SCREENS = Object.fromEntries(Object.entries(LOADERS).map(([path, load]) => [path, onDemand(load)]));

export const PAGES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(SCREENS).map(([path, screen]) => [path, screen.Page]),
);

/**
 * The first calls of the screens people open most, which the address and the session decide:
 * started with the screen's code, they answer while it loads, and the screen finds them in the cache.
 */
const OPENING_CALLS: Record<
  string,
  (user: SessionUser, params: Params, search: URLSearchParams) => Promise<void>
> = {
  '/eng/listings': (user, _params, search) =>
    import('../features/listings/listing-search-api').then((m) => m.prefetchListingsPage(user, search)),
  '/eng/listing/:listingId': (_user, params) =>
    import('../features/listings/listings-api').then((m) => m.prefetchListingPage(Number(params.listingId))),
  '/eng/agents': (user) => import('../features/agents/agents-api').then((m) => m.prefetchAgentList(user)),
};

/**
 * Starts loading the screen of an address at once, so its code arrives while the shell starts
 * and the lookups load instead of after; with a session that may open the screen, its first calls too.
 */
export function preloadPage(pathname: string, search = '') {
  const match = matchRoutes(
    Object.keys(LOADERS).map((path) => ({ path })),
    pathname,
  )?.[0];
  const path = match?.route.path;
  if (!path) return;
  const user = liveSessionUser();
  const rule = ROUTES.find((r) => r.path === path);
  const openingCalls =
    OPENING_CALLS[path] && user && rule && routeAccess({ roles: user.roleCodes }, rule) === 'open'
      ? OPENING_CALLS[path](user, match.params, new URLSearchParams(search)).catch(() => undefined)
      : undefined;
  SCREENS[path].start(openingCalls).catch(() => undefined);
}
