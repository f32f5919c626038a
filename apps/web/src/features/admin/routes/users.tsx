import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UsersGrid } from '../components/users-grid';

/** /admin/users (ADMIN). */
export function AdminUsersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('admin.title')}
      </Typography>
      <UsersGrid />
    </>
  );
}
