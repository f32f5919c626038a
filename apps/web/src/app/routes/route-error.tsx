import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Last resort for a render error or a chunk that failed to load (for example after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        }
      >
        {t('common.somethingWentWrong')}
      </Alert>
    </Box>
  );
}
