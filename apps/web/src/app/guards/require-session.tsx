import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { meQueryOptions } from '../../lib/auth-api';
import { useSession } from '../../lib/session';

// A chunk of its own: the dialog's modal machinery stays out of the sign-in page's first load.
const SignInRequiredDialog = lazy(() =>
  import('./sign-in-required-dialog').then((module) => ({ default: module.SignInRequiredDialog })),
);

/**
 * Every signed-in screen sits below this. Without a stored user it shows the spec's dialog and
 * then goes to sign-in. With one, it asks the server once per page load (GET /api/auth/me) so a
 * role granted or taken away since sign-in reaches the browser; a 401 there ends the session
 * through the api client. The countdown keeps the expiry stored at sign-in or extend (it survives
 * reloads in sessionStorage); /me only supplies one when this tab has none, e.g. a new tab of a
 * 'Remember me' session.
 */
export function RequireSession() {
  const { user, expiresAt, setUser, setExpiresAt } = useSession();
  const me = useQuery({ ...meQueryOptions(), enabled: user !== null });
  const hasExpiry = expiresAt !== null;

  useEffect(() => {
    if (!me.data) return;
    setUser(me.data.user);
    if (!hasExpiry) setExpiresAt(me.data.expiresAt);
  }, [me.data, hasExpiry, setUser, setExpiresAt]);

  if (!user) {
    return (
      <Suspense fallback={null}>
        <SignInRequiredDialog />
      </Suspense>
    );
  }
  return <Outlet />;
}
