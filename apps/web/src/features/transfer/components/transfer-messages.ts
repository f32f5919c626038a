import type { TFunction } from 'i18next';
import { TRANSFER_MESSAGES } from '@form-a/domain/messages';
import { translateMessage } from '../../../i18n/translate-message';
import { isApiError } from '../../../lib/api-client';

type TransferMessageKey = keyof typeof TRANSFER_MESSAGES;
const keyByText = new Map<string, TransferMessageKey>(
  (Object.entries(TRANSFER_MESSAGES) as [TransferMessageKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

/**
 * Validation and server texts arrive as the domain's English. A transfer message shows through
 * this section's resource (so Hindi translates it); any other text goes to the shell's lookup,
 * which shows it as it came when it is not a known domain message.
 */
export function translateTransferMessage(
  t: TFunction,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const key = keyByText.get(message);
  return key ? t(`transfer.messages.${key}`) : translateMessage(t, message);
}

/**
 * Spec section 8 "Transfer search": the text each outcome shows. The server answers 502 when
 * the UID service fails (the original saw the UID service's own 500); another status shows its
 * HTTP status text.
 */
export function searchErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return TRANSFER_MESSAGES.unexpected;
  switch (error.status) {
    case 400:
      return error.fields?.uid ?? TRANSFER_MESSAGES.searchUidInvalid;
    case 403:
      return TRANSFER_MESSAGES.notAuthorized;
    case 404:
      return TRANSFER_MESSAGES.notFound;
    case 500:
    case 502:
      return TRANSFER_MESSAGES.unexpected;
    default:
      return error.statusText || `HTTP ${error.status}`;
  }
}

/** The server's message for a failed save; 'Unexpected error!' when it sent none. */
export function saveErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.unexpected && error.message) return error.message;
  return TRANSFER_MESSAGES.unexpected;
}
