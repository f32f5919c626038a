import { RecordResponseRoute } from '../../features/application-wizard/routes/record-response';
import { ErasurePanel } from '../../features/privacy/components/erasure-panel';
import { SubjectRightsPanel } from '../../features/privacy/components/subject-rights-panel';

/*
 * /jigyasu/:id/response with the privacy panels under a reviewer's read-only view (an approver
 * opens an approved record here): a route composes the wizard feature with the privacy feature,
 * which do not import each other.
 */
export function RecordResponseWithPanels() {
  return (
    <RecordResponseRoute
      belowRecord={(detail) => (
        <>
          <SubjectRightsPanel record={detail.registration} />
          <ErasurePanel record={detail.registration} />
        </>
      )}
    />
  );
}
