import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@form-a/domain/permissions';
import { LanguageSwitch } from '../../components/language-switch';
import { PATHS } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchBox } from '../../features/search/components/search-box';
import { useSignedInUser } from '../../lib/session';
import type { PageTitleKey } from '../../config/routes';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { SessionCountdownDisplay } from './session-timer';
import type { SessionCountdown } from './use-session-countdown';

export interface RouteHandle {
  titleKey?: PageTitleKey;
}

function usePageTitleKey(): PageTitleKey | undefined {
  const matches = useMatches();
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

export function AppHeader({ countdown, onOpenMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const titleKey = usePageTitleKey();
  const user = useSignedInUser();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        {onOpenMenu ? (
          <IconButton edge="start" aria-label={t('common.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <PageBreadcrumbs />
          {titleKey ? (
            <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700 }}>
              {t(titleKey)}
            </Typography>
          ) : null}
        </Box>
        {can(user, 'registration:search') ? (
          <SearchBox shortcut sx={{ width: { xs: '100%', sm: 220 }, order: { xs: 10, sm: 0 } }} />
        ) : null}
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
      </Toolbar>
    </AppBar>
  );
}
