import { matchKeysAfterWrite } from './modules/duplicates/write-hook';
import { notificationsAfterWrite } from './modules/notifications/write-hook';
import { onRegistrationWrite } from './modules/registrations/write-hooks';
import { searchTermsAfterWrite } from './modules/search/write-hook';

/**
 * Registers each module's work after a registration write (ADR 071), in the order it runs, for
 * this process; again is harmless. Every entry point that writes registrations calls it: the
 * app, the retention command, the demo seed.
 */
export function installRegistrationWriteHooks(): void {
  onRegistrationWrite(matchKeysAfterWrite);
  onRegistrationWrite(searchTermsAfterWrite);
  onRegistrationWrite(notificationsAfterWrite);
}
