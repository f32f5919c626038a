import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { translateMessage } from '../../../i18n/translate-message';
import { useSession } from '../../../lib/session';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import { readPrefilledUid, readRouteNotice, secondFactorState } from './navigation-state';

export function SignInRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readRouteNotice(location.state);

  if (user) {
    return (
      <AuthLayout title={t('auth.signIn')}>
        <Alert severity="success" sx={{ my: 2 }}>
          {t('messages.signedIn')}
        </Alert>
        <Button
          component={RouterLink}
          to={PATHS.home}
          nativeButton={false}
          variant="contained"
          fullWidth
          size="large"
        >
          {t('auth.letsGo')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.signIn')}>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('auth.signInSubtitle')}
      </Typography>
      {notice ? (
        <Alert severity={notice.severity} sx={{ my: 1 }}>
          {translateMessage(t, notice.message)}
        </Alert>
      ) : null}
      <SignInForm
        defaultUid={readPrefilledUid(location.state)}
        onSuccess={({ secondFactor, remember }) =>
          void navigate(
            secondFactor ? PATHS.secondFactor : PATHS.home,
            secondFactor
              ? { replace: true, state: secondFactorState(remember) }
              : { replace: true },
          )
        }
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.noAccount')}{' '}
        <Link component={RouterLink} to={PATHS.signUp} sx={{ fontWeight: 600 }}>
          {t('auth.signUp')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
