import { formatTimestamp as formatOrgTimestamp } from '../../../lib/format-date';
import type { Transfer } from '../api/get-transfers';

/** An API timestamp in the one format (lib/format-date); '' when none. */
export function formatTimestamp(iso: string | null): string {
  return iso ? formatOrgTimestamp(iso) : '';
}

/** 'PB Mohan Johri': the name as the request carries it. */
export function transferName(transfer: Pick<Transfer, 'title' | 'firstName' | 'lastName'>): string {
  return [transfer.title, transfer.firstName, transfer.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
