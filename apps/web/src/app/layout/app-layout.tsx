import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { can } from '@form-a/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { OrgBanner } from '../../components/org-banner';
import { registerAppTexts } from '../../i18n/app-texts';
import { PageLoader } from '../../components/page-loader';
import { ScreenTitleProvider } from '../../components/layout/screen-title';
import { SIDEBAR_WIDTH } from '../theme';
import { AppHeader } from './app-header';
import { SessionDialogs } from './session-timer';
import { Sidebar } from './sidebar';
import { useLanguagePreference } from './use-language-preference';
import { useSessionCountdown } from './use-session-countdown';
import { useSession } from '../../lib/session';

// working without a connection (ADR 075): loaded after the layout, never with a page's first load
const KeptOffline = lazy(() => import('./offline-layer').then((m) => ({ default: m.KeptOffline })));
const OfflineStatus = lazy(() =>
  import('./offline-layer').then((m) => ({ default: m.OfflineStatus })),
);

/** The chrome of every signed-in screen: sidebar, banner, header, countdown. */
export function AppLayout() {
  const { i18n } = useTranslation();
  // before any screen renders: their English texts travel with this chunk (ADR 026)
  useState(() => registerAppTexts(i18n));
  const user = useSession().user;
  useLanguagePreference(user?.id);
  // a browser without IndexedDB (some private windows; the component tests) works online only
  const offlineUser =
    user && can(user, 'registration:create') && typeof indexedDB !== 'undefined' ? user.id : null;
  const theme = useTheme();
  // lg is 1200 px: the spec's collapse width
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const countdown = useSessionCountdown();

  return (
    <ScreenTitleProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Box sx={{ width: isDesktop ? SIDEBAR_WIDTH : 0, flexShrink: 0 }}>
          <Sidebar
            variant={isDesktop ? 'permanent' : 'temporary'}
            open={isDesktop || drawerOpen}
            onClose={() => setDrawerOpen(false)}
          />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {/* one banner landmark for both; 'contents' keeps the header bar sticky (ADR 064) */}
          <Box component="header" sx={{ display: 'contents' }}>
            <OrgBanner component="div" />
            <AppHeader
              countdown={countdown}
              onOpenMenu={isDesktop ? undefined : () => setDrawerOpen(true)}
            />
            {offlineUser !== null ? (
              <Suspense fallback={null}>
                <OfflineStatus userId={offlineUser} />
              </Suspense>
            ) : null}
          </Box>
          <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
            <Suspense fallback={<PageLoader />}>
              {offlineUser !== null ? (
                <KeptOffline userId={offlineUser}>
                  <Outlet />
                </KeptOffline>
              ) : (
                <Outlet />
              )}
            </Suspense>
          </Box>
        </Box>
        <SessionDialogs countdown={countdown} />
      </Box>
    </ScreenTitleProvider>
  );
}
