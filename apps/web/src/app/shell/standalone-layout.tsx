import { Suspense, type ReactNode } from 'react';
import { Box, Button, Link } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { visuallyHidden } from '@mui/utils';
import { isAgent, logoVariant } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { DEFAULT_BRAND, useAppConfig } from '../../features/lookups/lookups-api';
import { BrandLogo } from './brand-logo';
import { LegalFooter } from './legal-footer';
import { SupportButton } from './support-button';
import { PageLoading } from './app-shell';

/**
 * The frame of the top-level pages outside the shell (spec/000 section 2.1): a slim brand bar,
 * the page, and for signed-in users the legal footer; the support button for non-agents unless
 * the page was opened with calledfrom=report.
 */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const config = useAppConfig().data;
  const [params] = useSearchParams();
  const brand = config?.brand ?? DEFAULT_BRAND;
  const showSupport =
    user &&
    !isAgent({ roles: user.roleCodes }) &&
    params.get('calledfrom') !== 'report' &&
    config?.supportUrl;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: '#14263f', px: { xs: 2, md: 4 }, py: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Link
            component={RouterLink}
            to={user ? '/eng/home' : '/'}
            underline="none"
            aria-label={`${brand} home`}
          >
            <BrandLogo brand={brand} variant={logoVariant(null, user?.officeIds[0] ?? null)} />
          </Link>
          {user && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flexWrap: 'wrap',
                justifyContent: 'flex-end',
              }}
            >
              <Button component={RouterLink} to="/eng/home" startIcon={<ArrowBack />} sx={{ color: '#fff' }}>
                <Box component="span" sx={(t) => ({ [t.breakpoints.down('sm')]: visuallyHidden })}>
                  Back to the&nbsp;
                </Box>
                dashboard
              </Button>
              {showSupport && <SupportButton supportUrl={config!.supportUrl} size="small" />}
            </Box>
          )}
        </Box>
      </Box>
      <Box component="main" sx={{ flex: 1, px: { xs: 2, md: 4 }, py: 4 }}>
        <Box sx={{ maxWidth: 1100, minWidth: 0, mx: 'auto' }}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
          {user && <LegalFooter brand={brand} />}
        </Box>
      </Box>
    </Box>
  );
}
