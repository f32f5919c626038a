import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileSummary } from '../components/profile-summary';

/** /profile and /pages/profile/profile-overview: the signed-in user, and a password change. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProfileSummary user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChangePasswordForm />
        </Grid>
      </Grid>
    </>
  );
}
