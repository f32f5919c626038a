import type { TFunction } from 'i18next';
import { SPOUSE_TITLES } from '@form-a/domain/enums';
import { titleText } from '../../../i18n/enum-text';
import { formatTimestamp as formatOrgTimestamp } from '../../../lib/format-date';
import type { Transfer } from '../api/get-transfers';

/** An API timestamp in the one format (lib/format-date); '' when none. */
export function formatTimestamp(iso: string | null): string {
  return iso ? formatOrgTimestamp(iso) : '';
}

/**
 * 'PB Mohan Johri': the name as the request carries it, the title in the reader's language. A
 * member's title may be any of the registry's (the spouse list holds them all).
 */
export function transferName(
  t: TFunction,
  transfer: Pick<Transfer, 'title' | 'firstName' | 'lastName'>,
): string {
  return [titleText(t, SPOUSE_TITLES, transfer.title), transfer.firstName, transfer.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
