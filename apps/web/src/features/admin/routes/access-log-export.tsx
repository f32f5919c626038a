import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accessLogExportQuerySchema } from '@form-a/domain/api/access-log';
import { DateField } from '../../../components/form/date-field';
import { isLanguageCode } from '../../../i18n/languages';
import { translateApiError } from '../../../i18n/translate-api-error';
import { translateMessage } from '../../../i18n/translate-message';
import { getOrgTimeZone } from '../../../lib/format-date';
import { accessLogExportUrl, downloadAccessLog } from '../api/download-access-log';

const dayInOrgZone = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: getOrgTimeZone() }).format(date);

/**
 * /admin/access-log (ADMIN, access-log:export): the access log of a period as CSV, for a
 * personal data breach or an audit (ADR 054). The last 30 days to begin with.
 */
export function AdminAccessLogRoute() {
  const { t, i18n } = useTranslation();
  const lang = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [from, setFrom] = useState(() => dayInOrgZone(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => dayInOrgZone(new Date()));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // the server's own rules (order, at most 366 days), said under To before anything is asked
  const checked = accessLogExportQuerySchema.safeParse({ from, to, lang });
  const toIssue = checked.success
    ? undefined
    : checked.error.issues.find((issue) => issue.path[0] === 'to')?.message;
  const ready = checked.success;

  const download = async () => {
    if (!checked.success) return;
    setFailure(null);
    setBusy(true);
    try {
      await downloadAccessLog(checked.data);
    } catch (error) {
      setFailure(translateApiError(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('accessLog.admin.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('accessLog.admin.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DateField
            label={t('accessLog.admin.from')}
            size="small"
            value={from}
            onChange={setFrom}
            required
            disableFuture
          />
          <DateField
            label={t('accessLog.admin.to')}
            size="small"
            value={to}
            onChange={setTo}
            required
            error={!!toIssue && from !== '' && to !== ''}
            helperText={from !== '' && to !== '' ? translateMessage(t, toIssue) : undefined}
          />
          <Button
            variant="contained"
            component="a"
            href={accessLogExportUrl({ from, to, lang })}
            download
            disabled={!ready || busy}
            startIcon={<FileDownloadOutlined />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, whiteSpace: 'nowrap' }}
            onClick={(event: MouseEvent) => {
              // fetched, so that a refusal shows here instead of being saved as the file; the
              // link stays for 'save link as'
              event.preventDefault();
              void download();
            }}
          >
            {t('accessLog.admin.download')}
          </Button>
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {t('accessLog.admin.limits')}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}
      </Paper>
      <Alert severity="info" sx={{ mt: 3, maxWidth: 760 }}>
        {t('accessLog.admin.breach')}
      </Alert>
    </>
  );
}
