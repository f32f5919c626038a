import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@form-a/domain/permissions';
import { LanguageSwitch } from '../../components/language-switch';
import { PATHS } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchBox } from '../../features/search/components/search-box';
import { useSignedInUser } from '../../lib/session';
import type { PageTitleKey } from '../../config/routes';
import { useScreenTitleOverride } from '../../components/layout/screen-title';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { SessionCountdownDisplay } from './session-timer';
import type { SessionCountdown } from './use-session-countdown';

export interface RouteHandle {
  titleKey?: PageTitleKey;
}

function usePageTitleKey(): PageTitleKey | undefined {
  const matches = useMatches();
  const shown = useScreenTitleOverride();
  if (shown) return shown.titleKey;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}

interface AppHeaderProps {
  countdown: SessionCountdown;
  /** below 1200 px the sidebar is a drawer opened from here */
  onOpenMenu?: (() => void) | undefined;
}

/**
 * Under 900 px the header is one line (ADR 061): the breadcrumbs and the title give way (the
 * screen's own heading follows right below) and the search field opens from an icon, in place
 * of the line's other controls until it is closed.
 */
export function AppHeader({ countdown, onOpenMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const titleKey = usePageTitleKey();
  const user = useSignedInUser();
  // up to 900 px, not only on phones: a tablet or a small laptop window wrapped the full header
  // onto two lines under a long breadcrumb
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);
  const searches = can(user, 'registration:search');
  const searching = phone && searches && searchOpen;
  return (
    <AppBar
      // inside the layout's <header>: a second <header> would be a second banner landmark
      component="div"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar
        // narrow gutters on a phone: the line must hold six controls at 360 px
        sx={{
          gap: { xs: 0.5, sm: 1, md: 2 },
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          py: { md: 1 },
          px: { xs: 1, sm: 2 },
        }}
      >
        {onOpenMenu ? (
          <IconButton edge="start" aria-label={t('common.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        {searching ? (
          <>
            <SearchBox shortcut autoFocus sx={{ flexGrow: 1, minWidth: 0 }} />
            <IconButton aria-label={t('common.close')} onClick={() => setSearchOpen(false)}>
              <CloseIcon />
            </IconButton>
          </>
        ) : (
          <>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              {phone ? null : <PageBreadcrumbs />}
              {titleKey && !phone ? (
                <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700 }}>
                  {t(titleKey)}
                </Typography>
              ) : null}
            </Box>
            {searches && phone ? (
              <IconButton aria-label={t('search.title')} onClick={() => setSearchOpen(true)}>
                <SearchIcon />
              </IconButton>
            ) : null}
            {searches && !phone ? <SearchBox shortcut sx={{ width: 220 }} /> : null}
            <SessionCountdownDisplay countdown={countdown} />
            <NotificationBell />
            <LanguageSwitch />
            <Tooltip title={t('common.signOut')}>
              <IconButton
                component={RouterLink}
                to={PATHS.signOut}
                nativeButton={false}
                aria-label={t('common.signOut')}
              >
                <LogoutOutlined />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
