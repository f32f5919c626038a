import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/init-i18n';
import { isLanguageCode, LANGUAGES } from '../i18n/languages';
import { LANGUAGE_LABEL_FONT_FAMILY } from '../lib/fonts';

/** EN / हिं; the choice is stored in localStorage by the i18n setup. */
export function LanguageSwitch({ color = 'primary' }: { color?: 'primary' | 'standard' }) {
  const { t, i18n } = useTranslation();
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color={color}
      value={current}
      aria-label={t('common.language')}
      onChange={(_event, next: unknown) => {
        // Pressing the language shown gives null (an exclusive group's 'unselect'): it is still
        // a choice, and must win over the account's stored language if that is still loading.
        void switchLanguage(i18n, isLanguageCode(next) ? next : current);
      }}
      sx={{ bgcolor: 'background.paper' }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton
          key={language.code}
          value={language.code}
          lang={language.code}
          // WCAG 2.5.3: the name begins with what the button shows ('हिं (हिन्दी)')
          aria-label={`${language.short} (${t(language.labelKey)})`}
          sx={{ px: 1.25, py: 0.25, fontWeight: 600, fontFamily: LANGUAGE_LABEL_FONT_FAMILY }}
        >
          {language.short}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
