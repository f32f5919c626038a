import { CardBatchPrint } from '../components/card-batch-print';
import { DashboardView } from '../components/dashboard-view';
import { SECRETARY_TILES } from '../config/tiles';

/** /dashboard (BBRANCHSEC): the counts, then the day's registration cards. */
export function SecretaryDashboardRoute() {
  return (
    <>
      <DashboardView tiles={SECRETARY_TILES} />
      <CardBatchPrint />
    </>
  );
}
