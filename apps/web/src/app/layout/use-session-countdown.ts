import { useNow } from '../../lib/clock';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session';

export type SessionPhase = 'unknown' | 'active' | 'warning' | 'expired';

export interface SessionCountdown {
  /** whole seconds left (rounded up), or null before the expiry is known */
  remainingSeconds: number | null;
  phase: SessionPhase;
}

/** Pure part, for tests and the hook alike. */
export function sessionCountdownAt(
  expiresAt: number | null,
  now: number,
  warningSeconds: number,
  sessionSeconds: number = Number.POSITIVE_INFINITY,
): SessionCountdown {
  if (expiresAt === null) return { remainingSeconds: null, phase: 'unknown' };
  // the clock offset is measured to about half a second; a session never has more than its length
  const remainingSeconds = Math.min(
    sessionSeconds,
    Math.max(0, Math.ceil((expiresAt - now) / 1000)),
  );
  if (remainingSeconds === 0) return { remainingSeconds, phase: 'expired' };
  if (remainingSeconds <= warningSeconds) return { remainingSeconds, phase: 'warning' };
  return { remainingSeconds, phase: 'active' };
}

/**
 * Seconds left in the session: the server's expiresAt (kept in sessionStorage, corrected by the
 * measured clock offset) minus now, ticking once a second through the clock module.
 */
export function useSessionCountdown(): SessionCountdown {
  const { expiresAt } = useSession();
  const { sessionSeconds, sessionWarningSeconds } = usePublicConfig();
  const now = useNow(1000, expiresAt);
  return sessionCountdownAt(expiresAt, now, sessionWarningSeconds, sessionSeconds);
}
