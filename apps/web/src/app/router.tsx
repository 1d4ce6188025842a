import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, routeAccess, type RouteRule } from '@atrium/domain';
import { useCurrentUser } from '../lib/session-store';
import { AreaPlaceholder } from '../components/empty-state/area-placeholder';
import { EmptyState, NoAccessState } from '../components/empty-state/empty-state';
import { PAGES, preloadPage } from './pages';
import { TOP_LEVEL_ROUTES, type TopLevelRoute } from './paths';
import { AppShell } from './shell/app-shell';
import { StandaloneLayout } from './shell/standalone-layout';
import { SupportRedirect } from './shell/support-redirect';
import { AuthCallbackPage, LogoutPage, RequireSession } from '../features/identity';
import { RootErrorBoundary } from './shell/root-error-boundary';
import { prefetchShellData } from '../features/lookups';
import { photographerRoutes } from '../features/photographer/photographer-routes';

/**
 * A route of the permission table: the page when the user may open it; a protected route the
 * user may not open redirects to /; an unprotected one says so plainly (spec/000 section 2.2).
 */
function RouteGate({ rule }: { rule: RouteRule }) {
  const user = useCurrentUser();
  if (!user) return <Navigate to="/" replace />;
  const access = routeAccess({ roles: user.roleCodes }, rule);
  if (access === 'redirect') return <Navigate to="/" replace />;
  if (access === 'noAccess') return <NoAccessState />;
  const Page = PAGES[rule.path];
  return Page ? <Page /> : <AreaPlaceholder title={rule.title} />;
}

function TopLevelPage({ route }: { route: TopLevelRoute }) {
  const Page = PAGES[route.path];
  const page = Page ? <Page /> : <AreaPlaceholder title={route.title} isPageHeading />;
  return (
    <StandaloneLayout>{route.isSignedIn ? <RequireSession>{page}</RequireSession> : page}</StandaloneLayout>
  );
}

const NotFound = () => (
  <EmptyState
    title="Page not found"
    message="The address you opened does not match any page."
    isPageHeading
  />
);

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/eng/home" replace /> },
  // The identity feature's sign-in callback and log-out.
  {
    path: '/auth',
    element: (
      <StandaloneLayout>
        <AuthCallbackPage />
      </StandaloneLayout>
    ),
  },
  {
    path: '/eng/logout',
    element: (
      <StandaloneLayout>
        <LogoutPage />
      </StandaloneLayout>
    ),
  },
  {
    // the shell hosts /eng and its child routes, and the few table routes outside /eng (/mlsemails)
    element: (
      <RequireSession>
        <AppShell />
      </RequireSession>
    ),
    errorElement: <RootErrorBoundary />,
    children: [
      { path: '/eng', element: <Navigate to="/eng/home" replace /> },
      ...ROUTES.map((rule) => ({ path: rule.path, element: <RouteGate rule={rule} /> })),
      { path: '/eng/*', element: <NotFound /> },
    ],
  },
  ...TOP_LEVEL_ROUTES.map((route) => ({ path: route.path, element: <TopLevelPage route={route} /> })),
  // The photographer area: its own sign-in, outside the shell.
  ...photographerRoutes,
  {
    path: '/support',
    element: (
      <StandaloneLayout>
        <SupportRedirect />
      </StandaloneLayout>
    ),
  },
  {
    path: '*',
    element: (
      <StandaloneLayout>
        <NotFound />
      </StandaloneLayout>
    ),
  },
];

preloadPage(window.location.pathname, window.location.search);
prefetchShellData();
export const router = createBrowserRouter(routes);
