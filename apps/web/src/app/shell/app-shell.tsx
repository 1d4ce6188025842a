import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, CircularProgress, useMediaQuery } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import {
  identityEndpoints,
  isAgent,
  LIMITS,
  logoVariant,
  MAIN_LIST_PATHS,
  navigationFor,
  ruleForPath,
} from '@atrium/domain';
import { sessionStore, useCurrentUser } from '../../lib/session-store';
import { callEndpoint } from '../../lib/api-client';
import { loaderStore } from '../../lib/loader-store';
import {
  DEFAULT_BRAND,
  useAppConfig,
  useLookupsQuery,
  useOfficeLookupsQuery,
} from '../../features/lookups/lookups-api';
import { actorFromUser } from '../actor';
import { AppHeader } from './app-header';
import { BrandLogo } from './brand-logo';
import { SideNav, useNotificationCount } from './side-nav';
import { LegalFooter } from './legal-footer';
import { SupportButton } from './support-button';
import { DemoSignInBanner, MasqueradeBanner, SessionTimeoutDialog } from '../../features/identity';
import { HeaderSearch } from './header-search';
import { deferred } from '../../lib/deferred';

// the navigation drawer of narrow screens (Modal, Slide): a desktop fetches it only once idle
const Drawer = deferred(() => import('@mui/material/Drawer'));

// one element for every render, so the header is not drawn again with the shell
const HEADER_SEARCH = <HeaderSearch />;

export const NAV_WIDTH = 264;
const NAV_BG = '#14263f';

/** Shows a centred spinner; used while lookups and lazy pages load. */
export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', py: 12 }}>
      <CircularProgress size={32} color="secondary" />
    </Box>
  );
}

/** Lookups load once before any route displays (spec/000 section 2.3); a named loader event runs meanwhile. */
function LookupsGate({ children }: { children: ReactNode }) {
  const main = useLookupsQuery();
  const office = useOfficeLookupsQuery();
  const loading = main.isLoading || office.isLoading;
  useEffect(() => {
    if (!loading) return;
    loaderStore.start('lookups');
    return () => loaderStore.stop('lookups');
  }, [loading]);
  if (loading) return <PageLoading />;
  return <>{children}</>;
}

/** The authenticated shell: navigation, header, page, footer, support button and identity widgets. */
export function AppShell() {
  const user = useCurrentUser()!;
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(`(min-width:${LIMITS.desktopBreakpointPx + 1}px)`, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const config = useAppConfig().data;
  const offices = useLookupsQuery().data?.offices;
  const actor = useMemo(() => actorFromUser(user), [user]);
  const nav = useMemo(() => navigationFor(actor), [actor]);
  const unread = useNotificationCount(!isDesktop && nav.some((i) => i.path === '/eng/notifications'));
  const brand = config?.brand ?? DEFAULT_BRAND;
  const firstOfficeId = user.officeIds[0] ?? null;
  const salesRegionId = offices?.find((o) => o.id === firstOfficeId)?.salesRegionId ?? null;
  const rule = ruleForPath(pathname);
  const title = rule?.title ?? 'Not found';
  const showBack = !MAIN_LIST_PATHS.some(
    (p) => p.toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase(),
  );

  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);

  // An administrator may change the roles and offices of a signed-in user: re-read the user on
  // arrival and whenever the tab comes back, so navigation and guards never keep stale ones.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      callEndpoint(identityEndpoints.authorizeUser, {}, { silent: true })
        .then((r) => sessionStore.set({ user: r.data }))
        .catch(() => undefined);
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);

  const showSupport = !isAgent(actor) && Boolean(config?.supportUrl);
  const navContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: NAV_BG }}>
      <Box sx={{ px: 3, pt: 3, pb: 2.5 }}>
        <BrandLogo brand={brand} variant={logoVariant(salesRegionId, firstOfficeId)} />
      </Box>
      <Box sx={{ mx: 3, borderTop: '1px solid rgba(255,255,255,0.12)' }} />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <SideNav items={nav} onNavigate={isDesktop ? undefined : closeDrawer} />
      </Box>
      {showSupport && (
        <Box sx={{ p: 2, borderTop: '1px solid rgba(255,255,255,0.12)' }}>
          <SupportButton supportUrl={config!.supportUrl} fullWidth />
        </Box>
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {isDesktop ? (
        <Box
          component="aside"
          data-testid="nav-permanent"
          sx={{ width: NAV_WIDTH, flexShrink: 0, bgcolor: NAV_BG }}
        >
          <Box sx={{ position: 'sticky', top: 0, height: '100vh' }}>{navContent}</Box>
        </Box>
      ) : (
        <Suspense fallback={null}>
          <Drawer
            open={drawerOpen}
            onClose={closeDrawer}
            slotProps={{ paper: { sx: { width: NAV_WIDTH, border: 0 } } }}
            ModalProps={{ keepMounted: true }}
          >
            {navContent}
          </Drawer>
        </Suspense>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <DemoSignInBanner />
        <MasqueradeBanner />
        <AppHeader
          title={title}
          showBack={showBack}
          user={user}
          search={HEADER_SEARCH}
          onOpenMenu={isDesktop ? undefined : openDrawer}
          hasUnread={Boolean(unread)}
        />
        <Box component="main" id="main" sx={{ flex: 1, px: { xs: 2, md: 4 }, pt: { xs: 3, md: 4 }, pb: 10 }}>
          <Box sx={{ maxWidth: 1360, mx: 'auto' }}>
            <LookupsGate>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </LookupsGate>
            <LegalFooter brand={brand} />
          </Box>
        </Box>
      </Box>
      <SessionTimeoutDialog />
    </Box>
  );
}
