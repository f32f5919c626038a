import type { TFunction } from 'i18next';
import { parseMessageRef, type MessageParams } from '@form-a/domain/message-ref';

/** The text of a domain message's key in the reader's language (`apiErrors.*`). */
export function translateMessageKey(t: TFunction, key: string, params: MessageParams = {}): string {
  // the key was checked against KEYED_MESSAGES, the same tree the catalogues hold
  return (t as (key: string, options: object) => string)(`apiErrors.${key}`, { ...params });
}

/**
 * A schema issue's or an API field's message in the reader's language. Shared schemas put the
 * domain message's key in the message (message-ref.ts), so it is shown by key; anything else
 * (a text the browser or a library wrote) shows as it came.
 */
export function translateMessage(t: TFunction, message: string): string;
export function translateMessage(t: TFunction, message: string | undefined): string | undefined;
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const ref = parseMessageRef(message);
  return ref ? translateMessageKey(t, ref.messageKey, ref.params) : message;
}
