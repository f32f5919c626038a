import { useState } from 'react';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { DuplicateBanner } from '../../features/duplicates/components/duplicate-banner';
import { DuplicateCheckDialog } from '../../features/duplicates/components/duplicate-check-dialog';
import type { ReviewScreen } from '../../features/review/components/review-actions';
import { ReviewRecordScreen } from '../../features/review/routes/review-record';

/*
 * The review screens show the duplicate check's best match above the decision (issue 15): a
 * route composes the review feature with the duplicates feature, which do not import each other.
 */

function DuplicateCheckBeforeDecision({ record }: { record: RegistrationRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DuplicateBanner registrationId={record.id} onOpen={() => setOpen(true)} />
      <DuplicateCheckDialog
        open={open}
        registrationId={record.id}
        applicant={record}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function ReviewWithDuplicates({ screen }: { screen: ReviewScreen }) {
  return (
    <ReviewRecordScreen
      screen={screen}
      beforeDecision={(record) => <DuplicateCheckBeforeDecision record={record} />}
    />
  );
}

/** /uv/check/validate/:id: 'Check And Validate' (validator), 'Check And Approve' (approver). */
export function CheckValidateRoute() {
  return <ReviewWithDuplicates screen="check" />;
}

/** /uv/approved/validate/:id: the approve screen. */
export function ApproveValidateRoute() {
  return <ReviewWithDuplicates screen="approve" />;
}
