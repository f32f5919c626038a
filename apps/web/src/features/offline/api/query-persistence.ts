import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { readQueryCache, writeQueryCache } from '../../../lib/offline-store';

/** Kept answers older than this are not shown: a week-old list is more misleading than none. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const SAVE_DELAY_MS = 1_000;

/**
 * The answers a secretary needs without a connection (ADR 075): her lists and counts, the
 * records she opened, the public settings and the wizard's reference data. Not the member
 * look-ups, the search, nor anything of other roles' screens.
 */
export function isKeptOffline(key: readonly unknown[]): boolean {
  const [scope, kind] = key;
  if (scope === 'registrations') return kind === 'list' || kind === 'counts' || kind === 'detail';
  return scope === 'config' || scope === 'geo' || scope === 'branches';
}

const shouldKeep = (query: Query) =>
  query.state.status === 'success' &&
  query.state.data !== undefined &&
  isKeptOffline(query.queryKey);

/** Her lists, counts and records change on the server while the page was closed. */
const isWorkData = (query: Query) => query.queryKey[0] === 'registrations';

/**
 * Puts the answers this browser kept for `userId` into the cache (where they are newer). Her
 * lists, counts and records are marked stale at once: a screen shows the kept copy while it
 * asks the server again, so a reload online shows today's numbers, and offline the kept copy
 * stays with its marker. Reference data keeps its own freshness (it changes rarely).
 */
export async function restoreQueries(client: QueryClient, userId: number): Promise<void> {
  const row = await readQueryCache(userId).catch(() => undefined);
  if (!row || Date.now() - row.savedAt > MAX_AGE_MS) return;
  hydrate(client, row.state);
  await client.invalidateQueries({ predicate: isWorkData, refetchType: 'none' });
}

/** Writes the kept answers to this browser a moment after each new one; answers a stop. */
export function keepQueries(client: QueryClient, userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const save = () => {
    timer = null;
    if (stopped) return;
    const state = dehydrate(client, { shouldDehydrateQuery: shouldKeep });
    void writeQueryCache(userId, state).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isKeptOffline(event.query.queryKey)) return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
  };
}
