import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../lib/format-date';

/**
 * Says that what the screen shows is this device's kept copy (ADR 075), and from when, instead
 * of an error: the secretary can still read her lists without a connection.
 */
export function OfflineMarker({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const time = formatTimestamp(new Date(updatedAt));
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="offline-marker">
      {t('offline.asOf', { time })}
    </Alert>
  );
}
