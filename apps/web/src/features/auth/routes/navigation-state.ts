/** A message handed to the sign-in screen through navigation state (after sign-up or expiry). */
export interface RouteNotice {
  severity: 'success' | 'info' | 'warning';
  /** English domain or server text; translated for display when it is a known message */
  message: string;
}

export function readRouteNotice(state: unknown): RouteNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { severity, message } = notice as Partial<RouteNotice>;
  if (typeof message !== 'string') return null;
  return { severity: severity ?? 'info', message };
}

export type SignOutReason = 'expired';

/** Navigation state for /authentication/sign-out. */
export function signOutState(reason: SignOutReason): { reason: SignOutReason } {
  return { reason };
}

export function readSignOutReason(state: unknown): SignOutReason | null {
  if (typeof state === 'object' && state !== null && 'reason' in state) {
    return (state as { reason: unknown }).reason === 'expired' ? 'expired' : null;
  }
  return null;
}
