import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_LANGUAGES,
  type NoticeLanguage,
  type PrivacyNoticeSettings,
} from '@form-a/domain/privacy-notice';
import { privacyNoticeText } from '@form-a/domain/privacy-notice-text';
import { languageLabelKey } from '../../i18n/languages';

/*
 * The privacy notice as the seeker reads it (ADR 053): the words of one version, in English or
 * Hindi, whatever language the screen is in, so that the secretary can turn it to the seeker's.
 * Shared (not a feature's): the wizard shows it, and the privacy feature's screens may too.
 */

interface PrivacyNoticeProps {
  version: string;
  /** the language the words are shown in (the consent records it) */
  language: NoticeLanguage;
  onLanguageChange: (language: NoticeLanguage) => void;
  settings: PrivacyNoticeSettings;
  organisation: string;
}

export function PrivacyNotice({
  version,
  language,
  onLanguageChange,
  settings,
  organisation,
}: PrivacyNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const notice = privacyNoticeText(version, language, { ...settings, organisation });
  if (!notice) return null;
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('privacy.consent.version', { version })}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          onChange={(_event, next: NoticeLanguage | null) => {
            if (next) onLanguageChange(next);
          }}
          aria-label={t('privacy.consent.noticeLanguage')}
        >
          {NOTICE_LANGUAGES.map((code) => (
            <ToggleButton key={code} value={code} lang={code} sx={{ px: 2, textTransform: 'none' }}>
              {t(languageLabelKey(code))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {/* a region of its own that scrolls: keyboard users reach it with Tab and scroll it */}
      <Box
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        lang={language}
        sx={{
          maxHeight: { xs: '60vh', sm: 360 },
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: { xs: 1.5, sm: 2 },
          py: 1.5,
          bgcolor: 'background.default',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {notice.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {notice.intro}
        </Typography>
        {notice.sections.map((section) => (
          <Box key={section.id} component="section" sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2" component="h5" sx={{ fontWeight: 700 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="body2" sx={{ mt: 0.5 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
