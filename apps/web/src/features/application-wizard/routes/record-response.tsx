import type { StatusId } from '@form-a/domain/status';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { STATUS } from '@form-a/domain/status';
import { recordToFormValues } from '@form-a/domain/schemas/registration-record';
import { PATHS } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { RegistrationDetail } from '../../../lib/registration-api';
import { useSignedInUser } from '../../../lib/session';
import { useUpdateRegistration } from '../api/update-registration';
import { ApplicationWizard } from '../components/application-wizard';
import { RecordLoader } from '../components/record-loader';
import { formatTimestamp, logActor } from '../components/record-logs';
import { RecordView } from '../components/record-view';
import { useRedirectAfter } from '../components/use-redirect-after';
import { useBranchOptions } from '../components/use-branch-options';
import { translateMessage } from '../../../i18n/translate-message';
import { WizardOutcome } from '../components/wizard-outcome';
import { DatePickers } from '../../../components/form/date-pickers';
import { RecordTitle } from '../components/page-title';
import type { ScreenId } from '../../../config/routes';
import { apiErrorMessage, workflowAlertRef } from '../../../i18n/translate-api-error';

/** The list a record of each status is found in, for the header's trail. */
const LIST_OF_STATUS: Partial<Record<number, ScreenId>> = {
  [STATUS.SUBMITTED]: 'pendingValidationList',
  [STATUS.VALIDATED]: 'validatedList',
  [STATUS.APPROVED]: 'approvedList',
  [STATUS.RETURNED]: 'rejectedList',
};

/**
 * Reviewers open approved and validated records here too: only a returned one is titled
 * 'Returned Record', on the screen and in the header and its trail.
 */
function RecordResponseTitle({ status }: { status: number }) {
  return (
    <RecordTitle
      titleKey={status === STATUS.RETURNED ? 'pages.recordResponse' : 'pages.recordData'}
      parentList={LIST_OF_STATUS[status] ?? 'rejectedList'}
    />
  );
}

/** Spec: 500 ms after a resubmit. */
const RESUBMIT_REDIRECT_MS = 500;

/** The reviewer's latest word: the newest log entry that returned the record. */
function ReviewerNote({ detail }: { detail: RegistrationDetail }) {
  const { t } = useTranslation();
  const latest = [...detail.logs]
    .sort((a, b) => b.id - a.id)
    .find((log) => log.to_status === STATUS.RETURNED);
  if (!latest) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t('wizard.reviewerNote')}</AlertTitle>
      <Typography variant="body2">{latest.note || t('wizard.noNote')}</Typography>
      <Typography variant="caption">
        {t('wizard.reviewerNoteBy', {
          name: logActor(latest),
          date: formatTimestamp(latest.creation_date),
        })}
      </Typography>
    </Alert>
  );
}

function ReturnedEditor({
  detail,
  reload,
}: {
  detail: RegistrationDetail;
  reload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const record = detail.registration;
  const branchOptions = useBranchOptions(record.branch || user.branch);
  const update = useUpdateRegistration();
  const [sessionKey] = useState(newIdempotencyKey);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useRedirectAfter(
    message ? PATHS.rejectedList : null,
    RESUBMIT_REDIRECT_MS,
    message ? { severity: 'success', text: message } : undefined,
  );

  if (message) return <WizardOutcome alert={message} />;
  if (record.status !== STATUS.RETURNED) return <RecordView detail={detail} notEditable />;

  return (
    <>
      {notice ? (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {translateMessage(t, notice)} {t('wizard.staleReloaded')}
        </Alert>
      ) : null}
      <ApplicationWizard
        key={record.revision}
        recordId={record.id}
        initialValues={recordToFormValues(record)}
        branchOptions={branchOptions}
        commands={['resubmit']}
        onCancel={() => void navigate(PATHS.rejectedList)}
        header={<ReviewerNote detail={detail} />}
        consentRecorded={detail.consent}
        onCommand={async (_command, values, consent) => {
          try {
            const saved = await update.mutateAsync({
              id: record.id,
              values,
              consent,
              action: 'resubmit',
              revision: record.revision,
              idempotencyKey: `${sessionKey}-${record.revision}-resubmit`,
            });
            setMessage(
              workflowAlertRef('resubmit', user.role, record.status as StatusId) ?? saved.message,
            );
          } catch (error) {
            if (isApiError(error) && error.code === 'STALE_REVISION') {
              setNotice(apiErrorMessage(error));
              await reload();
              return;
            }
            throw error;
          }
        }}
      />
    </>
  );
}

/** A reviewer sees the record read-only; the review feature owns the reviewer's actions. */
function ReviewerView({ detail }: { detail: RegistrationDetail }) {
  const { t } = useTranslation();
  return (
    <RecordView detail={detail}>
      <ReviewerNote detail={detail} />
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <Button
            component={RouterLink}
            to={PATHS.checkValidate.replace(':id', String(detail.registration.id))}
            color="inherit"
            size="small"
          >
            {t('wizard.openForReview')}
          </Button>
        }
      >
        {t('wizard.readOnlyForReviewers')}
      </Alert>
    </RecordView>
  );
}

/**
 * /jigyasu/:id/response: a returned record (status 6). The secretary corrects it in the wizard
 * and resubmits it (or cancels); reviewers see it read-only with a link to their screen.
 */
export function RecordResponseRoute({
  belowRecord,
}: {
  /** panels of other features under a reviewer's view (the app's route composes them) */
  belowRecord?: ((detail: RegistrationDetail) => ReactNode) | undefined;
} = {}) {
  const user = useSignedInUser();
  return (
    <DatePickers>
      <RecordLoader>
        {(detail, reload) => (
          <>
            <RecordResponseTitle status={detail.registration.status} />
            {user.role === 'BBRANCHSEC' ? (
              <ReturnedEditor detail={detail} reload={reload} />
            ) : (
              <Stack spacing={3}>
                <ReviewerView detail={detail} />
                {belowRecord?.(detail)}
              </Stack>
            )}
          </>
        )}
      </RecordLoader>
    </DatePickers>
  );
}
