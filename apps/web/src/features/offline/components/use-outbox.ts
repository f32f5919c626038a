import { useEffect, useState, useSyncExternalStore } from 'react';
import { listOutbox, onOutboxChange, type OutboxItem } from '../../../lib/offline-store';
import { sendProgress } from '../outbox/send-outbox';

/** This account's outbox on this device, read again whenever any tab changes it. */
export function useOutbox(userId: number): OutboxItem[] | null {
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      void listOutbox(userId)
        .then((next) => {
          if (current) setItems(next);
        })
        .catch(() => {
          if (current) setItems([]);
        });
    read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return items;
}

export function useSendProgress() {
  return useSyncExternalStore(sendProgress.subscribe, sendProgress.get, sendProgress.get);
}
