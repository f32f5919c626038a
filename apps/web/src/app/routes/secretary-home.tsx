import { lazy, Suspense } from 'react';
import { SecretaryDashboardRoute } from '../../features/dashboard/routes/secretary-dashboard';

// The charts library loads after the counts, in a chunk of its own; a route composes the two
// features, since features do not import each other.
const BranchFigures = lazy(() =>
  import('../../features/reports/components/branch-figures').then((m) => ({
    default: m.BranchFigures,
  })),
);

/** /dashboard (BBRANCHSEC): the dashboard, then the branch's own report figures. */
export function SecretaryHomeRoute() {
  return (
    <>
      <SecretaryDashboardRoute />
      <Suspense fallback={null}>
        <BranchFigures />
      </Suspense>
    </>
  );
}
