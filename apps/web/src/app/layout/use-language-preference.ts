import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/init-i18n';
import { isLanguageCode } from '../../i18n/languages';
import { getPreferences, saveLanguagePreference } from '../../lib/preferences-api';

/**
 * The language follows the account, not the browser: on entering the signed-in screens the
 * account's stored choice is applied (a choice made on the sign-in page is stored when the
 * account has none), and every later switch is stored. Failures leave the local choice in
 * place: a preference is not worth an error on screen.
 */
export function useLanguagePreference(userId: number | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (userId === undefined) return;
    let stored: string | null | undefined;
    let active = true;
    const onChange = (next: string) => {
      if (!active || stored === undefined || next === stored || !isLanguageCode(next)) return;
      stored = next;
      saveLanguagePreference(next).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    getPreferences()
      .then(async ({ language }) => {
        if (!active) return;
        const current = i18n.language;
        if (language === null) {
          stored = current;
          if (isLanguageCode(current) && current !== 'en') await saveLanguagePreference(current);
          return;
        }
        stored = language;
        if (language !== current) await switchLanguage(i18n, language);
      })
      .catch(() => {
        stored = null;
      });
    return () => {
      active = false;
      i18n.off('languageChanged', onChange);
    };
  }, [i18n, userId]);
}
