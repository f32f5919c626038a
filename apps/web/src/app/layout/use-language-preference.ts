import { useContext, useEffect } from 'react';
import { I18nContext } from 'react-i18next';
import { switchLanguage } from '../../i18n/init-i18n';
import { isLanguageCode } from '../../i18n/languages';
import { getPreferences, saveLanguagePreference } from '../../lib/preferences-api';

/**
 * The language follows the account, not the browser: on entering the signed-in screens the
 * account's stored choice is applied (a choice made on the sign-in page is stored when the
 * account has none), and every later switch is stored. A switch made before the account's
 * choice arrives is newer than it: it stays, and is stored. Failures leave the local choice in
 * place: a preference is not worth an error on screen.
 */
export function useLanguagePreference(userId: number | undefined): void {
  // The instance itself: useTranslation's i18n is a new wrapper for every language, which
  // would start this over (and ask the account again) on each switch.
  const context = useContext(I18nContext);
  if (!context) throw new Error('useLanguagePreference needs the I18nextProvider (app/provider)');
  const { i18n } = context;
  useEffect(() => {
    if (userId === undefined) return;
    let stored: string | null | undefined;
    let switchedMeanwhile = false;
    let active = true;
    const onChange = (next: string) => {
      if (!active || !isLanguageCode(next)) return;
      if (stored === undefined) {
        switchedMeanwhile = true;
        return;
      }
      if (next === stored) return;
      stored = next;
      saveLanguagePreference(next).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    getPreferences()
      .then(async ({ language }) => {
        if (!active) return;
        const shown = i18n.language;
        if (language === null || switchedMeanwhile) {
          stored = shown;
          if (isLanguageCode(shown) && shown !== (language ?? 'en')) {
            await saveLanguagePreference(shown);
          }
          return;
        }
        stored = language;
        if (language !== shown) await switchLanguage(i18n, language);
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
