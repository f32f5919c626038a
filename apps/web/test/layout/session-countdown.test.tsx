import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { SessionCountdownDisplay, SessionDialogs } from '../../src/app/layout/session-timer';
import {
  sessionCountdownAt,
  useSessionCountdown,
} from '../../src/app/layout/use-session-countdown';
import { STORAGE_KEYS } from '../../src/config/storage-keys';
import { SignInRoute } from '../../src/features/auth/routes/sign-in';
import { SignOutRoute } from '../../src/features/auth/routes/sign-out';
import { clock } from '../../src/lib/clock';
import { formatHms } from '../../src/lib/format-duration';
import { deferred, jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderWithRouter } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function Countdown() {
  const countdown = useSessionCountdown();
  return (
    <>
      <SessionCountdownDisplay countdown={countdown} />
      <SessionDialogs countdown={countdown} />
    </>
  );
}

function renderCountdown(expiresAt: string) {
  return renderWithRouter(<Countdown />, {
    path: '/profile',
    session: { user: testUser('BBRANCHSEC'), expiresAt },
    extraRoutes: [
      { path: '/authentication/sign-out', element: <SignOutRoute /> },
      { path: '/authentication/sign-in', element: <SignInRoute /> },
    ],
  });
}

/** lets fetch mocks, React Query's scheduler and the router settle under fake timers */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('formatHms', () => {
  it.each([
    [3500, '00:58:20'],
    [600, '00:10:00'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
    [36_000 + 61, '10:01:01'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatHms(seconds)).toBe(text);
  });
});

describe('sessionCountdownAt', () => {
  it('is active above the warning, warns at 600 s left, expires at 0', () => {
    const now = NOW.getTime();
    expect(sessionCountdownAt(now + 601_000, now, 600)).toEqual({
      remainingSeconds: 601,
      phase: 'active',
    });
    expect(sessionCountdownAt(now + 600_000, now, 600)).toEqual({
      remainingSeconds: 600,
      phase: 'warning',
    });
    expect(sessionCountdownAt(now + 999, now, 600)).toEqual({
      remainingSeconds: 1,
      phase: 'warning',
    });
    expect(sessionCountdownAt(now, now, 600)).toEqual({ remainingSeconds: 0, phase: 'expired' });
    expect(sessionCountdownAt(null, now, 600)).toEqual({
      remainingSeconds: null,
      phase: 'unknown',
    });
  });
});

describe('session countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads time through the clock module', () => {
    expect(clock.now()).toBe(NOW.getTime());
  });

  it('counts down as hh:mm:ss from the stored expiry', async () => {
    mockApi();
    renderCountdown(inSeconds(3500));
    await settle();
    expect(screen.getByRole('timer', { name: 'Session time remaining' })).toHaveTextContent(
      '00:58:20',
    );
    tick(61_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:57:19');
  });

  it('shows the warning at 600 s left; Extend Session resets to 3500 s', async () => {
    let extendedTo = '';
    const fetchSpy = mockApi({
      'POST /api/auth/extend': () => {
        extendedTo = inSeconds(3500);
        return jsonResponse(200, { expiresAt: extendedTo });
      },
    });
    renderCountdown(inSeconds(601));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    tick(1000);
    const dialog = screen.getByRole('dialog', { name: 'Session ending' });
    expect(within(dialog).getByText(AUTH_MESSAGES.sessionWarning)).toBeInTheDocument();
    // the modal dialog hides the rest of the page from assistive technology meanwhile
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('00:10:00');
    // the header's word for it, not the spec's 'Logout' (docs/glossary.md)
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /log ?out/i })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend Session' }));
    await settle();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/extend',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('00:58:20');
    await act(() => vi.advanceTimersByTimeAsync(900)); // the dialog's exit transition
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:58:20');
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionExpiresAt)).toBe(extendedTo);
  });

  it("counts the server's session length even when this PC's clock is an hour ahead", async () => {
    const serverNow = () => Date.now() - 3_600_000;
    mockApi({
      'POST /api/auth/extend': () =>
        jsonResponse(
          200,
          { expiresAt: new Date(serverNow() + 3_500_000).toISOString() },
          { Date: new Date(serverNow()).toUTCString() },
        ),
    });
    renderCountdown(inSeconds(601));
    await settle();
    tick(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await settle();
    // without the Date header's correction this would read 01:58:20
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('00:58:20');
  });

  it("at 0 shows 'Session expired. Signing out...', signs out and returns to sign-in", async () => {
    const logoutAnswer = deferred<Response>();
    const fetchSpy = mockApi({ 'POST /api/auth/logout': () => logoutAnswer.promise });
    const { router } = renderCountdown(inSeconds(2));
    await settle();

    tick(2000);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toHaveTextContent(
      AUTH_MESSAGES.sessionExpired,
    );

    logoutAnswer.resolve(new Response(null, { status: 204 }));
    await settle();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(router.state.location.pathname).toBe('/authentication/sign-in');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.sessionExpired);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionExpiresAt)).toBeNull();
  });
});
