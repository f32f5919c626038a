import { DashboardView } from '../components/dashboard-view';
import { SECRETARY_TILES } from '../config/tiles';

/** /dashboard (BBRANCHSEC). */
export function SecretaryDashboardRoute() {
  return <DashboardView tiles={SECRETARY_TILES} />;
}
