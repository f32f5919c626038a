import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { OfflineGate } from '../../features/offline/components/offline-gate';
import { prefetchReferenceData } from '../../features/application-wizard/api/prefetch-reference-data';
export { OfflineStatus } from '../../features/offline/components/offline-status';
// the screen table loads the waiting list from here: one chunk for all of the offline machinery
export { WaitingListRoute } from '../../features/offline/routes/waiting-list';

/**
 * A secretary's screens wait for what this device kept for her (ADR 075). Loaded after the
 * layout, never with it: the first load of every page stays without the offline machinery.
 * While online it fetches the wizard's reference data and her screens' chunks, so that the
 * service worker has them and a whole application can be filled in without a connection. The
 * screens are named here rather than through the screen table, whose module would otherwise
 * leave the entry chunk.
 */
export function KeptOffline({ userId, children }: { userId: number; children: ReactNode }) {
  const client = useQueryClient();
  const prefetchReference = useCallback(
    () =>
      Promise.all([
        import('../routes/secretary-home'),
        import('../../features/registrations/routes/registration-lists'),
        import('../../features/application-wizard/routes/application-form'),
        import('../../features/application-wizard/routes/record-data'),
        import('../../features/application-wizard/components/consent-step'),
        // the wizard's own way in to the device store (a facade chunk of its own)
        import('../../lib/offline-store'),
        // the photo shrinker, loaded with the first photo over 1 MB: offline, a large photo was
        // kept at full size (or refused above 5 MB) when it had not been fetched before
        import('browser-image-compression'),
        prefetchReferenceData(client),
      ]),
    [client],
  );
  return (
    <OfflineGate userId={userId} prefetchReference={prefetchReference}>
      {children}
    </OfflineGate>
  );
}
