import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { messageRef } from '@form-a/domain/message-ref';
import { isKnownNoticeVersion, type NoticeLanguage } from '@form-a/domain/privacy-notice';
import type { RecordedConsent } from '@form-a/domain/schemas/registration-record';
import { PrivacyNotice } from '../../../components/privacy/privacy-notice';
import { translateMessage } from '../../../i18n/translate-message';
import { languageLabelKey } from '../../../i18n/languages';
import { formatTimestamp } from '../../../lib/format-date';
import { usePublicConfig } from '../../../lib/public-config';

interface ConsentStepProps {
  /** the consent the record already holds (a returned record): shown, not asked again */
  recorded: RecordedConsent | null;
  language: NoticeLanguage;
  onLanguageChange: (language: NoticeLanguage) => void;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** the checkbox's message (a domain message's key), when a submit was refused for it */
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The last step's privacy notice and the secretary's confirmation that the seeker was shown it
 * and agreed (ADR 053). Submit and Resubmit need the box ticked; a draft does not.
 */
export function ConsentStep({
  recorded,
  language,
  onLanguageChange,
  agreed,
  onAgreedChange,
  error,
  inputRef,
}: ConsentStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const { privacyNotice, orgTitle } = usePublicConfig();

  let body;
  if (recorded) {
    body = (
      <Alert severity="success" variant="outlined">
        {t('privacy.consent.onRecord', {
          version: recorded.noticeVersion,
          language: t(languageLabelKey(recorded.language)),
          date: formatTimestamp(recorded.recordedAt),
        })}
      </Alert>
    );
  } else if (!privacyNotice) {
    body = (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('privacy.consent.loading')}
      </Typography>
    );
  } else if (!isKnownNoticeVersion(privacyNotice.version)) {
    // the server publishes a notice this page does not have the words of: a newer release
    body = (
      <Alert severity="warning">{translateMessage(t, messageRef('consent.unknownVersion'))}</Alert>
    );
  } else {
    const message = error ? translateMessage(t, error) : null;
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('privacy.consent.intro')}
        </Typography>
        <PrivacyNotice
          version={privacyNotice.version}
          language={language}
          onLanguageChange={onLanguageChange}
          settings={privacyNotice}
          organisation={orgTitle}
        />
        <FormControl error={message !== null} sx={{ display: 'block', mt: 1.5 }}>
          <FormControlLabel
            control={
              <Checkbox
                name="consent"
                checked={agreed}
                onChange={(event) => onAgreedChange(event.target.checked)}
                slotProps={{
                  input: {
                    ref: inputRef,
                    ...(message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
                  },
                }}
              />
            }
            label={t('privacy.consent.agree')}
          />
          {message ? (
            <FormHelperText id={errorId} sx={{ mt: 0 }}>
              {message}
            </FormHelperText>
          ) : null}
        </FormControl>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('privacy.consent.heading')}
      </Typography>
      {body}
    </Box>
  );
}
