import { lazy } from 'react';
import { Navigate } from 'react-router';
import { ROLE_HOME } from '@form-a/domain/roles';
import { useSignedInUser } from '../../lib/session';

const NoRoleNotice = lazy(() =>
  import('../../features/auth/components/no-role-notice').then((m) => ({
    default: m.NoRoleNotice,
  })),
);

/** '/': each role's home; an account without a role sees why it cannot go further. */
export function HomeRoute() {
  const { role } = useSignedInUser();
  if (role) return <Navigate to={ROLE_HOME[role]} replace />;
  return <NoRoleNotice />;
}
