import type { Notification } from '@form-a/domain/api/notifications';
import type { RoleCode } from '@form-a/domain/roles';
import { STATUS } from '@form-a/domain/status';
import { PATHS } from '../../../config/paths';
import { recordLink } from '../../../lib/record-link';

/**
 * Where a notification takes its reader: the record on the screen the role's lists open it on
 * (the secretary corrects a returned record on its response screen), the queue that grew, or
 * the deliveries. The record may have moved on since; its screen then says where it stands.
 */
export function notificationLink(item: Notification, role: RoleCode | null): string | null {
  switch (item.kind) {
    case 'registration.returned':
      return item.registrationId === null
        ? null
        : recordLink({ id: item.registrationId, status: STATUS.RETURNED }, role);
    case 'registration.approved':
      return item.registrationId === null
        ? null
        : recordLink({ id: item.registrationId, status: STATUS.APPROVED }, role);
    case 'queue.over-threshold':
      return item.params.queue === 'approval' ? PATHS.validatedList : PATHS.pendingValidationList;
    case 'delivery.failing':
      return PATHS.outbox;
    case 'transfer.requested':
    case 'transfer.decided':
      return PATHS.transferRequests;
    case 'account.sign-in-failures':
      return null;
  }
}
