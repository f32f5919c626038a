import { messageRef, messageTemplate } from '@form-a/domain/message-ref';
import { isApiError, isNetworkError } from '../../../lib/api-client';

/*
 * What the transfer screens keep of a failure, as a domain message's key (or, for an answer
 * without one, its words); shown with i18n/translate-message.
 */

const UNEXPECTED = messageRef('transfer.unexpected');

/**
 * Spec section 8 "Transfer search": the text each outcome shows. The server answers 502 when
 * the UID service fails (the original saw the UID service's own 500); another status shows its
 * HTTP status text.
 */
export function searchErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return messageRef('network.unreachable');
  if (!isApiError(error) || error.status === 0) return UNEXPECTED;
  switch (error.status) {
    case 400:
      return error.fields?.uid ?? messageRef('transfer.searchUidInvalid');
    case 403:
      return messageRef('transfer.notAuthorized');
    case 404:
      return messageRef('transfer.notFound');
    case 500:
    case 502:
      return UNEXPECTED;
    default:
      return error.statusText || `HTTP ${error.status}`;
  }
}

/** The server's message for a failed save, by key; 'Unexpected error!' when it sent none. */
export function saveErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return messageRef('network.unreachable');
  if (!isApiError(error) || error.unexpected) return UNEXPECTED;
  if (error.messageKey && messageTemplate(error.messageKey) !== undefined) {
    return messageRef(error.messageKey, error.params);
  }
  return error.message || UNEXPECTED;
}
