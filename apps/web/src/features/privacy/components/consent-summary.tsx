import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordedConsent } from '@form-a/domain/schemas/registration-record';
import { formatTimestamp } from '../../../lib/format-date';
import { languageLabelKey } from '../../../i18n/languages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The seeker's consent on the review screens (ADR 053): the notice version and language the
 * secretary showed, who recorded it and when; or, for a record from before consent was asked
 * for, that none was recorded (nothing is made up for it).
 */
export function ConsentSummary({ consent }: { consent: RecordedConsent | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('privacy.summary.heading')}
        </Typography>
        {consent ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1 },
              m: 0,
            }}
          >
            <Row label={t('privacy.summary.version')}>{consent.noticeVersion}</Row>
            <Row label={t('privacy.summary.language')}>
              <span lang={consent.language}>{t(languageLabelKey(consent.language))}</span>
            </Row>
            <Row label={t('privacy.summary.recordedBy')}>
              {consent.recordedBy.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({consent.recordedBy.uid})
              </Typography>
            </Row>
            <Row label={t('privacy.summary.recordedAt')}>
              <time dateTime={consent.recordedAt}>{formatTimestamp(consent.recordedAt)}</time>
            </Row>
          </Box>
        ) : (
          // a standing fact about the record, not news: a note, so screen readers do not announce
          // it as an alert and the screen's one alert stays the outcome of an action
          <Alert severity="warning" variant="outlined" role="note">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('privacy.summary.notRecorded')}
            </Typography>
            <Typography variant="body2">{t('privacy.summary.notRecordedHint')}</Typography>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
