import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLE_HOME } from '@form-a/domain/roles';
import { PATHS } from '../../config/paths';
import { useSession } from '../../lib/session';

/**
 * A screen that crashed (a render error, a chunk that failed to load) inside the signed-in
 * layout: the header and the menu stay, so the person can go elsewhere without losing the
 * session; only the screen's part of the page says what happened.
 */
export function SectionError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const role = useSession().user?.role ?? null;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Alert severity="error" role="alert" sx={{ maxWidth: 720 }}>
      <AlertTitle>{t('common.somethingWentWrong')}</AlertTitle>
      {t('common.sectionFailed')}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button
          component={RouterLink}
          to={role ? ROLE_HOME[role] : PATHS.home}
          variant="contained"
          size="small"
        >
          {t('common.backHome')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
