import { useSyncExternalStore } from 'react';
import { onReachability, reportAnswer, serverUnreachable } from '../../../lib/api-client';

/** Offline: the browser says so, or this tab's last request never reached the server. */
export function isOffline(): boolean {
  return navigator.onLine === false || serverUnreachable();
}

export function subscribeConnectivity(listener: () => void): () => void {
  const onBrowserChange = () => {
    // back on a network: the next request finds out whether the server answers
    if (navigator.onLine) reportAnswer();
    listener();
  };
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
  const stop = onReachability(listener);
  return () => {
    window.removeEventListener('online', onBrowserChange);
    window.removeEventListener('offline', onBrowserChange);
    stop();
  };
}

/** true while this device has no way to the server. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
}
