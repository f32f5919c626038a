import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { useDuplicates } from '../../features/duplicates/api/get-duplicates';
import {
  decisionMatch,
  describeMatch,
  DuplicateBanner,
} from '../../features/duplicates/components/duplicate-banner';
import { DuplicateCheckDialog } from '../../features/duplicates/components/duplicate-check-dialog';
import type { ReviewScreen } from '../../features/review/components/review-actions';
import { ReviewRecordScreen } from '../../features/review/routes/review-record';
import { AccessLogPanel } from '../../features/privacy/components/access-log-panel';
import { ErasurePanel } from '../../features/privacy/components/erasure-panel';
import { ConsentSummary } from '../../features/privacy/components/consent-summary';
import { SubjectRightsPanel } from '../../features/privacy/components/subject-rights-panel';

/*
 * The review screens show the duplicate check's best match first, above the record, and name it
 * in the decision's confirmations (ADRs 029 and 049): a route composes the review
 * feature with the duplicates feature, which do not import each other.
 */

function DuplicateCheckFirst({ record }: { record: RegistrationRecord }) {
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
  const { t } = useTranslation();
  const params = useParams();
  const parsedId = Number(params.id);
  const id = Number.isSafeInteger(parsedId) && parsedId > 0 ? parsedId : null;
  // the same query as the banner's: one request, and the confirmations name what it shows
  const duplicates = useDuplicates(id, true);
  const match = decisionMatch(duplicates.data?.matches);
  return (
    <ReviewRecordScreen
      screen={screen}
      aboveDetails={(record) => <DuplicateCheckFirst record={record} />}
      belowDetails={(detail) => <ConsentSummary consent={detail.consent} />}
      belowHistory={(detail) => (
        <>
          <AccessLogPanel registrationId={detail.registration.id} />
          <SubjectRightsPanel record={detail.registration} />
          <ErasurePanel record={detail.registration} />
        </>
      )}
      duplicate={match ? { level: match.level, description: describeMatch(t, match) } : null}
      onDuplicateRefused={() => void duplicates.refetch()}
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
