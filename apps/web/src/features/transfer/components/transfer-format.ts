import { formatInTimeZone } from '@form-a/domain/dates';
import type { Transfer } from '../api/get-transfers';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** An API timestamp as 'yyyy-mm-dd hh:mm:ss' on this browser's clock (spec section 9); '' when none. */
export function formatTimestamp(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatInTimeZone(date, browserTimeZone());
}

/** 'PB Mohan Johri': the name as the request carries it. */
export function transferName(transfer: Pick<Transfer, 'title' | 'firstName' | 'lastName'>): string {
  return [transfer.title, transfer.firstName, transfer.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
