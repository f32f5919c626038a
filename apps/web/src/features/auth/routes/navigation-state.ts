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

/** Navigation state for the sign-in screen after sign-up: the notice and the new sign-in ID. */
export function signInState(
  notice: RouteNotice,
  uid: string,
): { notice: RouteNotice; uid: string } {
  return { notice, uid };
}

/** The sign-in ID handed over by sign-up, to fill in; '' when none. */
export function readPrefilledUid(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'uid' in state) {
    const { uid } = state as { uid: unknown };
    return typeof uid === 'string' ? uid : '';
  }
  return '';
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

/** Navigation state for the second sign-in step: the sign-in's "Remember me" (ADR 046). */
export function secondFactorState(remember: boolean): { remember: boolean } {
  return { remember };
}

/** "Remember me" of the sign-in that led here; ticked when unknown (a reload in a new tab). */
export function readRemember(state: unknown): boolean {
  if (typeof state === 'object' && state !== null && 'remember' in state) {
    return (state as { remember: unknown }).remember !== false;
  }
  return true;
}
