import { DashboardView } from '../components/dashboard-view';
import { VIEWER_TILES } from '../config/tiles';

/** /vr/dashboard (DATAVIEWER). */
export function ViewerDashboardRoute() {
  return <DashboardView tiles={VIEWER_TILES} />;
}
