/**
 * Top-level routes of spec/000 section 2.1 (outside the authenticated shell). `isSignedIn`
 * means the page needs a session. The screen comes from PAGES (app/pages.tsx) under the same
 * path, else a placeholder that names the area. /, /auth, /eng/logout, /support and the
 * photographer area are wired separately in the router.
 */
export type TopLevelRoute = { path: string; title: string; isSignedIn: boolean };

export const TOP_LEVEL_ROUTES: readonly TopLevelRoute[] = [
  { path: '/agent/:agentId/marketing', title: 'Agent Marketing', isSignedIn: true },
  { path: '/listing/:listingId/marketing', title: 'Listing Marketing', isSignedIn: true },
  {
    path: '/designVault/office-templates/:officeId',
    title: 'Manage Office Design Vault Templates',
    isSignedIn: true,
  },
  { path: '/designVault/:listingId?', title: 'Design Vault', isSignedIn: true },
  { path: '/feedback', title: 'Feedback', isSignedIn: true },
  { path: '/ListingMarketingReport/:listingId?', title: 'Listing Marketing Report', isSignedIn: false },
  { path: '/listingSyndication/:listingId?', title: 'Listing Syndication', isSignedIn: true },
  { path: '/reportBuilder/:listingId?', title: 'Report Builder', isSignedIn: true },
  { path: '/scheduler/:listingId?', title: 'Client Marketing - Schedule Report', isSignedIn: true },
  { path: '/showingsUpload', title: 'Showings Import', isSignedIn: true },
  { path: '/uxLogin/login', title: 'Sign In', isSignedIn: false },
  { path: '/showcase/approveAccessCode', title: 'Private Showcase Access', isSignedIn: false },
];
