import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';
import { signInState, type RouteNotice } from './navigation-state';

export function SignUpRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('auth.signUp')}>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('auth.signUpWelcome')}
      </Typography>
      <SignUpForm
        onSuccess={(message, email) => {
          const notice: RouteNotice = { severity: 'success', message };
          void navigate(PATHS.signIn, { state: signInState(notice, email) });
        }}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.haveAccount')}{' '}
        <Link component={RouterLink} to={PATHS.signIn} sx={{ fontWeight: 600 }}>
          {t('auth.signIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
