import type { TFunction } from 'i18next';
import { isStatusId, statusName, type StatusId } from '@form-a/domain/status';

// Spelt out rather than built from a template: a template key makes TypeScript expand the
// whole catalogue's key union, which is past its depth limit now.
const STATUS_KEYS = {
  1: 'wizard.statuses.status1',
  2: 'wizard.statuses.status2',
  3: 'wizard.statuses.status3',
  6: 'wizard.statuses.status6',
  7: 'wizard.statuses.status7',
  8: 'wizard.statuses.status8',
  9: 'wizard.statuses.status9',
} as const satisfies Record<StatusId, string>;

/** A record's status in the reader's language; an unknown code as the domain names it. */
export function recordStatusText(t: TFunction, status: number): string {
  return isStatusId(status) ? t(STATUS_KEYS[status]) : statusName(status);
}
