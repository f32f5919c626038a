import { useEffect, useState } from 'react';

/**
 * The app's only source of "now". It reads Date.now (not performance.now) so that fake timers
 * in unit tests and Playwright's page.clock in e2e tests move it.
 */
export const clock = {
  now: (): number => Date.now(),
};

/**
 * Re-renders every `intervalMs` with the current time. A change of `restartKey` reads the clock
 * at once and restarts the interval (the countdown passes the expiry, so an extended session
 * shows its full length immediately, not one tick later).
 */
export function useNow(intervalMs = 1000, restartKey?: unknown): number {
  const [now, setNow] = useState(clock.now);
  useEffect(() => {
    const refresh = () => setNow(clock.now());
    const immediate = setTimeout(refresh, 0);
    const id = setInterval(refresh, intervalMs);
    return () => {
      clearTimeout(immediate);
      clearInterval(id);
    };
  }, [intervalMs, restartKey]);
  return now;
}
