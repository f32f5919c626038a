import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';
import { useSignedInUser } from '../../lib/session';
import { SIDEBAR_WIDTH } from '../theme';
import { SidebarMenu } from './sidebar-menu';

interface SidebarProps {
  /** permanent at ≥ 1200 px, a temporary drawer below */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ variant, open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const closeIfTemporary = variant === 'temporary' ? onClose : undefined;
  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          // a landmark for the brand and the signed-in user as well as the menu
          component: 'aside',
          sx: {
            width: SIDEBAR_WIDTH,
            bgcolor: 'info.main',
            color: 'info.contrastText',
            borderRight: 0,
          },
        },
      }}
    >
      <Box sx={{ px: 2.5, py: 2.5 }}>
        <Link
          component={RouterLink}
          to={PATHS.home}
          underline="none"
          color="inherit"
          onClick={closeIfTemporary}
          sx={{ fontWeight: 700, fontSize: '1.1rem' }}
        >
          {t('common.brand')}
        </Link>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255, 255, 255, 0.3)' }} />
      <Box sx={{ px: 2.5, py: 1.5 }} aria-label={t('common.signedInAs')} role="group">
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          {t(`roles.${user.role ?? 'none'}`)}
        </Typography>
        <Typography variant="body2" component="p" sx={{ opacity: 0.9 }}>
          {user.uid}
        </Typography>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255, 255, 255, 0.3)', mb: 1 }} />
      <Box component="nav" aria-label={t('common.mainMenu')}>
        <SidebarMenu
          role={user.role}
          {...(closeIfTemporary ? { onNavigate: closeIfTemporary } : {})}
        />
      </Box>
    </Drawer>
  );
}
