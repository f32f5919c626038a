import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoleCode } from '@form-a/domain/roles';
import { menuFor } from '../../config/routes';
import { MENU_ICONS } from './menu-icons';

/** The role's menu entries of the screen table (config/routes.ts), in order. */
export function SidebarMenu({
  role,
  onNavigate,
}: {
  role: RoleCode | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <List component="ul" disablePadding sx={{ px: 1 }}>
      {menuFor(role).map((entry) => {
        const Icon = MENU_ICONS[entry.icon];
        return (
          <li key={entry.id}>
            <ListItemButton
              component={NavLink}
              to={entry.path}
              onClick={onNavigate}
              sx={{
                borderRadius: 1,
                mb: 0.5,
                color: 'inherit',
                '&.active': { bgcolor: 'rgba(255, 255, 255, 0.22)', fontWeight: 600 },
                '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
              }}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(entry.labelKey)} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
