import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { isOffline, subscribeConnectivity } from './use-offline';
import { claimDevice, listOutbox, putOutboxItem } from '../../../lib/offline-store';
import { keepQueries, restoreQueries } from '../api/query-persistence';
import { advance } from '../outbox/outbox-machine';
import { sendOutbox } from '../outbox/send-outbox';

/** How often a waiting outbox is looked at while the page is open (its back-off decides). */
const SEND_CHECK_MS = 10_000;

async function sendNowAndRefresh(userId: number, onSent: () => void) {
  // the browser knows it has no network: a try would only fail; its 'online' event sends
  if (navigator.onLine === false) return;
  const finished = await sendOutbox(userId).catch(() => 0);
  if (finished > 0) onSent();
}

/**
 * Before a secretary's screens render: this device is claimed for her (another account's kept
 * data goes), the answers it kept for her are put back into the cache, and new ones are kept
 * from now on. Then her outbox is sent: now (a sign-in), when the connection comes back, and
 * every few seconds while something waits (ADR 075).
 */
export function OfflineGate({
  userId,
  prefetchReference,
  children,
}: {
  userId: number;
  /** the wizard's reference data, fetched ahead while online so that it works offline */
  prefetchReference: () => Promise<unknown>;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stopKeeping: (() => void) | null = null;
    let cancelled = false;
    const refresh = () => void client.invalidateQueries({ queryKey: ['registrations'] });
    void (async () => {
      try {
        await claimDevice(userId);
        await restoreQueries(client, userId);
      } catch {
        // no IndexedDB here (a private window, a full disk): the app works online as before
      }
      if (cancelled) return;
      stopKeeping = keepQueries(client, userId);
      setReady(true);
      if (!isOffline()) void prefetchReference().catch(() => undefined);
      void sendNowAndRefresh(userId, refresh);
    })();

    let wasOffline = isOffline();
    const stopWatching = subscribeConnectivity(() => {
      const offline = isOffline();
      if (wasOffline && !offline) {
        // back online: nothing waits for its back-off
        void listOutbox(userId)
          .then((items) =>
            Promise.all(
              items.map((item) => {
                const next = advance(item, { type: 'retry-now' });
                return next === item ? undefined : putOutboxItem(next);
              }),
            ),
          )
          .then(() => sendNowAndRefresh(userId, refresh))
          .catch(() => undefined);
      }
      wasOffline = offline;
    });
    const timer = setInterval(() => void sendNowAndRefresh(userId, refresh), SEND_CHECK_MS);
    return () => {
      cancelled = true;
      stopKeeping?.();
      stopWatching();
      clearInterval(timer);
    };
  }, [client, prefetchReference, userId]);

  return ready ? <>{children}</> : <PageLoader />;
}
