import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session';
import { AuthLayout } from './auth-layout';

/** A signed-in account an administrator has not yet given a role. */
export function NoRoleNotice() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <AuthLayout title={t('auth.noRoleTitle')}>
      <Typography sx={{ mb: 2 }}>
        {user.name} ({user.uid})
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('messages.noRole')}
      </Alert>
      <Button
        component={RouterLink}
        to={PATHS.signOut}
        nativeButton={false}
        variant="contained"
        fullWidth
      >
        {t('common.signOut')}
      </Button>
    </AuthLayout>
  );
}
