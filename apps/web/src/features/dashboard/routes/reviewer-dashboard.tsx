import { useSignedInUser } from '../../../lib/session';
import { DashboardView } from '../components/dashboard-view';
import { REVIEWER_TILES, VIEWER_TILES } from '../config/tiles';

/** /uv/dashboard: validators and approvers; a data viewer sees only the viewer tiles here. */
export function ReviewerDashboardRoute() {
  const { role } = useSignedInUser();
  return <DashboardView tiles={role === 'DATAVIEWER' ? VIEWER_TILES : REVIEWER_TILES} />;
}
