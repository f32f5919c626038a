/**
 * The wizard keeps unsaved input in localStorage under this prefix (lib/draft-store.ts). The
 * session clears it at sign-out; this module stays apart from the store so that the session,
 * which every screen loads, does not pull the application schema into the first page.
 */
export const DRAFT_KEY_PREFIX = 'forma.draft.';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Every wizard copy of every account on this browser (sign-out): branch PCs are shared. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
