import { useState } from 'react';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import {
  DuplicateCheckDialog,
  type ApplicantSummary,
} from '../../features/duplicates/components/duplicate-check-dialog';
import { RegistrationListScreen } from '../../features/registrations/components/registration-list-screen';
import type { RegistrationListId } from '../../features/registrations/config/lists';

/*
 * The reviewers' queues offer 'Check Duplicate': a route composes the registrations list with
 * the duplicates feature's dialog, since features do not import each other.
 */

function applicantOf(record: RegistrationRecord): ApplicantSummary {
  return {
    first_name: record.first_name,
    middle_name: record.middle_name,
    last_name: record.last_name,
    dob: record.dob,
    father_name: record.father_name,
    branch: record.branch,
  };
}

function ListWithDuplicateCheck({ list }: { list: RegistrationListId }) {
  const [check, setCheck] = useState<{ record: RegistrationRecord | null; open: boolean }>({
    record: null,
    open: false,
  });
  return (
    <>
      <RegistrationListScreen
        list={list}
        onCheckDuplicate={(record) => setCheck({ record, open: true })}
      />
      <DuplicateCheckDialog
        open={check.open}
        registrationId={check.record?.id ?? null}
        applicant={check.record ? applicantOf(check.record) : null}
        onClose={() => setCheck((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

/** /uv/jigyasu/list: pending validation ('In Progress' for a data viewer). */
export function PendingValidationListRoute() {
  return <ListWithDuplicateCheck list="pendingValidation" />;
}

/** /uv/jigyasu/validated: pending approval. */
export function ValidatedListRoute() {
  return <ListWithDuplicateCheck list="pendingApproval" />;
}
