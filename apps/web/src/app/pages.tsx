import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screen of each authenticated route of the permission table (packages/domain ROUTES), and
 * of the top-level routes of app/paths.ts, keyed by the table's path and loaded on demand. A
 * route missing here shows the area placeholder. Each feature adds its line.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/eng/searchDetailed': lazy(() => import('../features/search/search-results-page')),
  '/eng/advancedsearch': lazy(() => import('../features/search/advanced-search-page')),
  '/eng/home': lazy(() => import('../features/home/home-page')),
  '/eng/listings': lazy(() => import('../features/listings/listing-list-page')),
  '/eng/privatelistings': lazy(() => import('../features/listings/private-listings-page')),
  '/eng/listing/:listingId': lazy(() => import('../features/listings/listing-page')),
  '/eng/listingListCommissions': lazy(() => import('../features/listings/listing-commissions-page')),
  '/eng/listing/mergeListing': lazy(() => import('../features/listings/merge-listing-page')),
  '/eng/listingUtilitarian/:listingId': lazy(() => import('../features/listings/listing-utilitarian-page')),
  '/eng/myBusiness': lazy(() => import('./pages/my-business-page')),
  // agents
  '/eng/agents': lazy(() => import('../features/agents/agent-list-page')),
  '/eng/agent/:agentId': lazy(() => import('../features/agents/agent-page')),
  '/agent/:agentId/marketing': lazy(() => import('../features/agents/agent-marketing-page')),
  // sales teams
  '/eng/salesTeams': lazy(() => import('../features/sales-teams/sales-team-list-page')),
  '/eng/salesTeam/:teamId': lazy(() => import('../features/sales-teams/sales-team-page')),
  // offices
  '/eng/offices': lazy(() => import('../features/offices/office-list-page')),
  '/eng/office/:officeId': lazy(() => import('../features/offices/office-page')),
  // media outlets and advertisements
  '/eng/mediaOutlets': lazy(() => import('../features/advertisements/media-outlet-list-page')),
  '/eng/advertisements': lazy(() => import('../features/advertisements/advertisement-list-page')),
  '/eng/viewAdvertisement/:advertisementId?': lazy(
    () => import('../features/advertisements/advertisement-page'),
  ),
  // developments
  '/eng/developments': lazy(() => import('../features/developments/development-list-page')),
  '/eng/developmentDetails/:developmentId': lazy(() => import('../features/developments/development-page')),
  // users
  '/eng/users': lazy(() => import('../features/users/user-list-page')),
  '/eng/user/:userId': lazy(() => import('../features/users/user-page')),
  '/eng/masquerade': lazy(() => import('../features/identity/masquerade-page')),
  '/eng/admin/sign-in': lazy(() => import('../features/identity/sign-in-admin-page')),
  '/eng/admin/jobs': lazy(() => import('../features/jobs/jobs-page')),
  '/eng/admin/outbox': lazy(() => import('../features/outbox/outbox-page')),
  // spots
  '/eng/spotBooking': lazy(() => import('../features/spots/spot-booking-page')),
  '/eng/spots/:advertisementId': lazy(() => import('../features/spots/spots-page')),
  '/eng/marketing': lazy(() => import('../features/marketing/listing-marketing-page')),
  '/listing/:listingId/marketing': lazy(() => import('../features/marketing/listing-marketing-page')),
  '/eng/otherMarketing': lazy(() => import('../features/marketing/other-marketing-page')),
  '/eng/press': lazy(() => import('../features/press/press-list-page')),
  '/eng/reporting': lazy(() => import('../features/reporting/reporting-page')),
  '/eng/aiNeighborhood': lazy(() => import('../features/ai-areas/ai-area-list-page')),
  // goals and tasks
  '/eng/agentGoals': lazy(() => import('../features/goals/agent-goals-page')),
  '/eng/business': lazy(() => import('../features/goals/business-page')),
  '/eng/agentLTMSummary': lazy(() => import('../features/goals/agent-ltm-page')),
  '/eng/mytask': lazy(() => import('../features/tasks/my-tasks-page')),
  '/mlsemails': lazy(() => import('../features/mls-emails/mls-emails-page')),
  '/eng/selectSoldsUpload': lazy(() => import('../features/imports/select-sold-upload-page')),
  // notifications
  '/eng/notifications': lazy(() => import('../features/notifications/notifications-page')),
  '/eng/managenotifications': lazy(() => import('../features/notifications/manage-notifications-page')),
  '/eng/applications': lazy(() => import('../features/applications/application-list-page')),
  '/eng/concierge': lazy(() => import('../features/concierge/concierge-page')),
  '/showingsUpload': lazy(() => import('../features/showings/showings-import-page')),
  '/feedback': lazy(() => import('../features/feedback/feedback-page')),
  '/uxLogin/login': lazy(() => import('../features/identity/alternate-login-page')),
  '/reportBuilder/:listingId?': lazy(() => import('../features/client-marketing/report-builder-page')),
  '/scheduler/:listingId?': lazy(() => import('../features/client-marketing/scheduler-page')),
  '/ListingMarketingReport/:listingId?': lazy(
    () => import('../features/client-marketing/public-report-page'),
  ),
  '/listingSyndication/:listingId?': lazy(() => import('../features/syndication/syndication-page')),
  '/designVault/office-templates/:officeId': lazy(
    () => import('../features/design-vault/office-templates-page'),
  ),
  '/designVault/:listingId?': lazy(() => import('../features/design-vault/design-vault-page')),
  '/showcase/approveAccessCode': lazy(() => import('../features/showcase/approve-access-code-page')),
};
