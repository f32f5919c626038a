import type { RegistrationWrite } from '../registrations/write-hooks';
import { deleteRecordNotifications } from './repository';

/** An erased record's bell entries go with it: they name the person (ADR 055, ADR 071). */
export async function notificationsAfterWrite({ tx, kind, row }: RegistrationWrite) {
  if (kind === 'erased') await deleteRecordNotifications(tx, row.id);
}
