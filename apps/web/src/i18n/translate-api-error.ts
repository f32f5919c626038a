import type { TFunction } from 'i18next';
import { messageRef, messageTemplate } from '@form-a/domain/message-ref';
import { alertKeyFor } from '@form-a/domain/workflow';
import { isApiError, isNetworkError } from '../lib/api-client';
import { translateMessageKey } from './translate-message';

/**
 * A server refusal in the reader's language, by its `messageKey`. An answer without a key the
 * web knows shows the server's words, or 'There has been an error.' when there are none (a
 * proxy's page, a network failure); its words are never looked up to find a translation.
 */
export function translateApiError(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('messages.genericError');
  if (error.messageKey && messageTemplate(error.messageKey) !== undefined) {
    return translateMessageKey(t, error.messageKey, error.params);
  }
  if (error.unexpected || !error.message) return t('messages.genericError');
  return error.message;
}

/**
 * What a screen shows when its data did not load: its own sentence (`fallback`, e.g. 'The
 * reports did not load. Please try again.'), except when the request never reached the server,
 * which says so in the reader's language (a retry helps only once the connection is back).
 */
export function loadFailedText(t: TFunction, error: unknown, fallback: string): string {
  return isNetworkError(error) ? translateApiError(t, error) : fallback;
}

/**
 * What a screen keeps of a refusal to show it later (the wizard's alert, a notice): the
 * message's key when the server sent one, else its words; shown with translateMessage.
 */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error) && error.messageKey && messageTemplate(error.messageKey) !== undefined) {
    return messageRef(error.messageKey, error.params);
  }
  if (isApiError(error) && !error.unexpected && error.message) return error.message;
  return messageRef('auth.genericError');
}

/** The alert after a successful action, by key (the API's `message` is its English text). */
export function workflowAlertRef(...args: Parameters<typeof alertKeyFor>): string | null {
  const key = alertKeyFor(...args);
  return key ? messageRef(`workflow.${key}`) : null;
}
