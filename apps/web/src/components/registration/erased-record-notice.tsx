import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../lib/api-client';
import { formatTimestamp } from '../../lib/format-date';

/** The server's answer for a record whose personal data was erased (410, ADR 055). */
export function isErasedRecordError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 410 && error.messageKey === 'record.erased';
}

/**
 * What an erased record shows in place of its details, on every screen that opens it: that its
 * personal data is gone, when, by whom (a person, or the retention job) and why.
 */
export function ErasedRecordNotice({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const param = (name: string) => String(error.params?.[name] ?? '');
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('erasure.notice.title')}</AlertTitle>
      <Typography variant="body2">
        {t('erasure.notice.details', {
          date: formatTimestamp(param('erasedAt')),
          name: param('erasedBy'),
        })}
      </Typography>
      {param('reason') ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('erasure.notice.reason', { reason: param('reason') })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('erasure.notice.kept')}
      </Typography>
    </Alert>
  );
}
