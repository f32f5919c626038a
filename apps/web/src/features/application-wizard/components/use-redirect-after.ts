import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flashState, type FlashMessage } from '../../../lib/flash';
import { translateMessage } from '../../../i18n/translate-message';

/**
 * Navigates to `to` after `delayMs` (spec delays: 1000 ms after an action, 500 ms on draft
 * save and resubmit), handing the alert over to the next screen. Nothing happens while `to`
 * is null.
 */
export function useRedirectAfter(to: string | null, delayMs: number, flash?: FlashMessage) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const severity = flash?.severity;
  // the next screen shows the text as it is handed over: in the language on screen now
  const text = translateMessage(t, flash?.text);
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => {
      void navigate(to, {
        state: severity && text ? flashState([{ severity, text }]) : undefined,
      });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate, severity, text]);
}
