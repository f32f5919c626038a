import type { TFunction } from 'i18next';
import { KEYED_MESSAGES, messageKeyOf } from '@form-a/domain/messages';
import { isApiError } from '../lib/api-client';
import { translateMessage } from './translate-message';

function keyedText(
  t: TFunction,
  key: string | undefined,
  params?: Readonly<Record<string, string | number>>,
): string | undefined {
  if (!key) return undefined;
  const [group, name] = key.split('.');
  const texts = group ? (KEYED_MESSAGES as Record<string, Record<string, string>>)[group] : null;
  if (!texts || !name || !Object.hasOwn(texts, name)) return undefined;
  // a key the catalogue holds: checked above against the same table the catalogue spreads
  return t(`apiErrors.${key}` as 'apiErrors.conflict.validated', { ...params });
}

/**
 * A server refusal in the reader's language: by its `messageKey` when it has one the web
 * knows, else a known domain text by its words, else the words as they came.
 */
export function translateApiError(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('messages.genericError');
  return (
    keyedText(t, error.messageKey, error.params) ??
    translateMessage(t, error.message) ??
    t('messages.genericError')
  );
}

/** A field's message (from the same zod schema as the server's) in the reader's language. */
export function translateFieldMessage(
  t: TFunction,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  return keyedText(t, messageKeyOf(message)) ?? translateMessage(t, message);
}
