import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canAccess, redirectTarget, type ScreenRoute } from '../../config/routes';
import { useSignedInUser } from '../../lib/session';

/** Sends a signed-in user whose role may not open `route` where the spec says. */
export function RequireRole({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  const { role } = useSignedInUser();
  if (!canAccess(route.access, role)) {
    return <Navigate to={redirectTarget(route, role)} replace />;
  }
  return children;
}
