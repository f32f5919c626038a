import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageLoaded, loadLanguage } from '../../../i18n/init-i18n';

type BilingualKey =
  | 'wizard.guidelinesHeading'
  | 'wizard.guidelineMinAge'
  | 'wizard.guidelineParents'
  | 'wizard.verificationHeading'
  | 'wizard.verificationStatement';

/**
 * The same texts in English and in Hindi, one after the other, whatever the UI language. The
 * Hindi catalogue is loaded on demand (ADR 026): until it has arrived only English is shown,
 * never English twice.
 */
function useBilingual() {
  const { i18n } = useTranslation();
  const [hindiReady, setHindiReady] = useState(() => isLanguageLoaded(i18n, 'hi'));
  useEffect(() => {
    if (hindiReady) return;
    let current = true;
    void loadLanguage(i18n, 'hi').then(() => {
      if (current) setHindiReady(true);
    });
    return () => {
      current = false;
    };
  }, [i18n, hindiReady]);
  const english = { lang: 'en', t: i18n.getFixedT('en') } as const;
  return hindiReady ? ([english, { lang: 'hi', t: i18n.getFixedT('hi') }] as const) : [english];
}

/** Registration guidelines (spec: in English and Hindi). */
export function RegistrationGuidelines() {
  const languages = useBilingual();
  const english = languages[0];
  return (
    <Box
      component="section"
      aria-label={english.t('wizard.guidelinesHeading')}
      sx={{
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'info.light',
        borderRadius: 1,
        p: 2,
        mb: 2,
      }}
    >
      {languages.map(({ lang, t }) => (
        <Box key={lang} lang={lang} sx={{ '& + &': { mt: 1.5 } }}>
          <Typography variant="subtitle2" component="h3">
            {t('wizard.guidelinesHeading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <Typography component="li" variant="body2">
              {t('wizard.guidelineMinAge')}
            </Typography>
            <Typography component="li" variant="body2">
              {t('wizard.guidelineParents')}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A bilingual paragraph pair, e.g. the secretary's verification statement. */
export function BilingualParagraphs({
  headingKey,
  textKey,
}: {
  headingKey: BilingualKey;
  textKey: BilingualKey;
}) {
  const languages = useBilingual();
  return (
    <Box>
      {languages.map(({ lang, t }) => (
        <Box key={lang} lang={lang} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t(headingKey)}
          </Typography>
          <Typography variant="body2">{t(textKey)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
