import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { sessionUserSchema, type SessionUser } from '@form-a/domain/schemas/auth';
import { STORAGE_KEYS } from '../config/storage-keys';
import { getServerClockOffset, onSessionEnded } from './api-client';
import { clearAllDrafts } from './draft-cleanup';

export interface SessionSnapshot {
  /** the signed-in user as the API described it; never holds a token */
  user: SessionUser | null;
  /**
   * the server's session expiry in epoch ms on this browser's clock (the server's expiresAt
   * plus the measured clock offset), or null when not known yet
   */
  expiresAt: number | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** after a successful sign-in: replaces whatever an earlier session left behind */
  start(input: { user: SessionUser; expiresAt: string }, remember: boolean): void;
  setUser(user: SessionUser): void;
  setExpiresAt(expiresAt: string): void;
  /** forgets the user and the countdown (sign-out, expiry, or a 401) */
  end(): void;
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readUser(storage: Storage | null): SessionUser | null {
  const raw = storage?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function parseExpiry(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function parseOffset(value: string | null | undefined): number {
  const offset = Number(value ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

export function createSessionStore(): SessionStore {
  const local = safeStorage('local');
  const session = safeStorage('session');
  const listeners = new Set<() => void>();

  const read = (): SessionSnapshot => {
    const user = readUser(local) ?? readUser(session);
    const serverExpiry = user ? parseExpiry(session?.getItem(STORAGE_KEYS.sessionExpiresAt)) : null;
    const offset = parseOffset(session?.getItem(STORAGE_KEYS.sessionClockOffset));
    return { user, expiresAt: serverExpiry === null ? null : serverExpiry + offset };
  };
  let snapshot = read();

  const emit = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  /** keeps the server's expiresAt as sent, with the clock offset measured when it arrived */
  const storeExpiry = (expiresAt: string): number | null => {
    const time = parseExpiry(expiresAt);
    if (time === null) return null;
    const offset = getServerClockOffset();
    session?.setItem(STORAGE_KEYS.sessionExpiresAt, expiresAt);
    session?.setItem(STORAGE_KEYS.sessionClockOffset, String(offset));
    return time + offset;
  };
  const forgetExpiry = () => {
    session?.removeItem(STORAGE_KEYS.sessionExpiresAt);
    session?.removeItem(STORAGE_KEYS.sessionClockOffset);
  };
  const userStorage = (): Storage | null => (local?.getItem(STORAGE_KEYS.user) ? local : session);

  const onStorage = (event: StorageEvent) => {
    // another tab signed in or out with 'Remember me': follow it
    if (event.key === null || event.key === STORAGE_KEYS.user) emit(read());
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    start({ user, expiresAt }, remember) {
      local?.removeItem(STORAGE_KEYS.user);
      session?.removeItem(STORAGE_KEYS.user);
      forgetExpiry(); // the stored remaining time is cleared at sign-in (spec section 4)
      (remember ? local : session)?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      emit({ user, expiresAt: storeExpiry(expiresAt) });
    },
    setUser(user) {
      userStorage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      emit({ ...snapshot, user });
    },
    setExpiresAt(expiresAt) {
      const time = storeExpiry(expiresAt);
      if (time === null || time === snapshot.expiresAt) return;
      emit({ ...snapshot, expiresAt: time });
    },
    end() {
      local?.removeItem(STORAGE_KEYS.user);
      session?.removeItem(STORAGE_KEYS.user);
      forgetExpiry();
      // the wizard's unsaved input is personal data: it does not outlive the session here
      clearAllDrafts();
      if (snapshot.user === null && snapshot.expiresAt === null) return;
      emit({ user: null, expiresAt: null });
    },
  };
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({
  store: givenStore,
  children,
}: {
  store?: SessionStore;
  children: ReactNode;
}) {
  const [store] = useState(() => givenStore ?? createSessionStore());
  // a 401 anywhere (except a sign-in attempt) means the cookie is no longer valid
  useEffect(() => onSessionEnded(() => store.end()), [store]);
  return <SessionContext value={store}>{children}</SessionContext>;
}

function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

export function useSession() {
  const store = useSessionStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      user: snapshot.user,
      expiresAt: snapshot.expiresAt,
      start: store.start,
      setUser: store.setUser,
      setExpiresAt: store.setExpiresAt,
      end: store.end,
    }),
    [snapshot, store],
  );
}

/** For screens behind the session guard, where a user is always present. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser used outside the signed-in area');
  return user;
}
