import type { TFunction } from 'i18next';
import { AUTH_MESSAGES } from '@form-a/domain/messages';

type MessageKey = keyof typeof AUTH_MESSAGES;
const keyByText = new Map<string, MessageKey>(
  (Object.entries(AUTH_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * Validation and server messages arrive as the domain package's English text. Shows the
 * translation when the text is a known domain message, otherwise the text as it came.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = keyByText.get(message);
  return key ? t(`messages.${key}`) : message;
}
