import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { allowedActions } from '@form-a/domain/workflow';
import { RegistrationDetails } from '../../../components/registration/registration-details';
import {
  ErasedRecordNotice,
  isErasedRecordError,
} from '../../../components/registration/erased-record-notice';
import { RegistrationLogs } from '../../../components/registration/registration-logs';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { PATHS } from '../../../config/paths';
import { translateApiError } from '../../../i18n/translate-api-error';
import { isApiError } from '../../../lib/api-client';
import { flashState, type FlashMessage } from '../../../lib/flash';
import { titledFullName } from '../../../i18n/enum-text';
import { useRegistration, type RegistrationDetail } from '../../../lib/registration-api';
import { useSignedInUser } from '../../../lib/session';
import type { StatusId } from '@form-a/domain/status';
import { REVIEW_ACTIONS, useApplyTransition, type ReviewAction } from '../api/apply-transition';
import type { DecisionDuplicate } from '../components/duplicate-acknowledgement';
import { ReviewActions, type ReviewScreen } from '../components/review-actions';
import { SavingBackdrop } from '../components/saving-backdrop';
import { useScreenTitle } from '../../../components/layout/screen-title';
import { errorReference, isServerFailure, workflowAlert } from '../lib/workflow-alerts';

/** Spec section 9: redirect 1000 ms after an action, 100 ms after an approval error. */
export const REDIRECT_DELAY_MS = 1000;
export const APPROVAL_ERROR_DELAY_MS = 100;

const isReviewAction = (action: string): action is ReviewAction =>
  (REVIEW_ACTIONS as readonly string[]).includes(action);

export interface ReviewRecordScreenProps {
  screen: ReviewScreen;
  /**
   * shown first, above the record: where a likely duplicate is seen before any scrolling, on a
   * desktop and on a phone (ADR 049)
   */
  aboveDetails?: ((record: RegistrationRecord) => ReactNode) | undefined;
  /**
   * panels of other features about the record (its consent, who looked at it…), below its
   * details: the app's route composes them, as features do not import each other
   */
  belowDetails?: ((detail: RegistrationDetail) => ReactNode) | undefined;
  /**
   * panels of the person's rights (who looked, the subject export, erasure), after the history:
   * the decision, the screen's task, stays right below what it decides on
   */
  belowHistory?: ((detail: RegistrationDetail) => ReactNode) | undefined;
  /** the duplicate check's best match, for the decision's confirmations (ADR 049) */
  duplicate?: DecisionDuplicate | null | undefined;
  /** the server refused a decision for want of the acknowledgement: the check is asked again */
  onDuplicateRefused?: (() => void) | undefined;
}

export function ReviewRecordScreen({
  screen,
  aboveDetails,
  belowDetails,
  belowHistory,
  duplicate,
  onDuplicateRefused,
}: ReviewRecordScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const { role } = useSignedInUser();
  const parsedId = Number(params.id);
  const id = Number.isSafeInteger(parsedId) && parsedId > 0 ? parsedId : null;
  const detail = useRegistration(id);
  const transition = useApplyTransition();
  const [outcome, setOutcome] = useState<FlashMessage[]>([]);
  const [finished, setFinished] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // validators go back to their queue, approvers to theirs
  const queue = role === 'DBAPPROVER' ? PATHS.validatedList : PATHS.pendingValidationList;
  const finish = (messages: FlashMessage[], to: string, delayMs: number) => {
    setOutcome(messages);
    setFinished(true);
    redirectTimer.current = setTimeout(
      () => void navigate(to, { state: flashState(messages) }),
      delayMs,
    );
  };

  const act = async (action: ReviewAction, note: string, duplicateAcknowledged = false) => {
    const record = detail.data?.registration;
    if (!record) return;
    setOutcome([]);
    try {
      const result = await transition.mutateAsync({
        id: record.id,
        action,
        revision: record.revision,
        note,
        duplicateAcknowledged,
      });
      const messages: FlashMessage[] = [
        {
          severity: 'success',
          text: workflowAlert(t, { action, role, from: record.status as StatusId }, result),
        },
      ];
      // what became of the hand-off, as the server saw it when it answered
      if (action === 'approve' && result.handoff) {
        messages.push(
          result.handoff === 'delivered'
            ? { severity: 'success', text: t('review.handoff.delivered') }
            : result.handoff === 'failed'
              ? { severity: 'warning', text: t('review.handoff.failed') }
              : { severity: 'info', text: t('review.handoff.queued') },
        );
      }
      finish(messages, queue, REDIRECT_DELAY_MS);
    } catch (error) {
      if (action === 'approve' && isServerFailure(error)) {
        finish(
          [
            {
              severity: 'error',
              text: `${t('review.alerts.approvalPostFailed')} ${errorReference(error)}`,
            },
          ],
          PATHS.validatedList,
          APPROVAL_ERROR_DELAY_MS,
        );
        return;
      }
      // a likely match the screen had not seen yet (someone submitted the same person meanwhile)
      if (isApiError(error) && error.messageKey === 'review.duplicateNotAcknowledged') {
        onDuplicateRefused?.();
      }
      setOutcome([{ severity: 'error', text: translateApiError(t, error) }]);
    }
  };

  // an erased record is in neither desk's list any more: the header and its trail say so too
  const erased = isErasedRecordError(detail.error);
  const titleKey = erased
    ? 'pages.erasedRecord'
    : screen === 'check'
      ? 'pages.checkValidate'
      : 'pages.approveValidate';
  useScreenTitle(titleKey, erased ? null : undefined);
  const title = t(titleKey);
  const record = detail.data?.registration;
  const actions = record ? allowedActions(record.status, role).filter(isReviewAction) : [];
  const approving = transition.isPending && transition.variables?.action === 'approve';

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      {outcome.length > 0 ? (
        <Stack spacing={1} sx={{ mb: 2 }}>
          {outcome.map((message) => (
            <Alert key={message.text} severity={message.severity} role="alert">
              {message.text}
            </Alert>
          ))}
        </Stack>
      ) : null}
      {id === null ? (
        <Alert severity="error">{t('review.notFound')}</Alert>
      ) : detail.isPending ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : isErasedRecordError(detail.error) ? (
        <ErasedRecordNotice error={detail.error} />
      ) : detail.isError ? (
        <Alert severity="error">{translateApiError(t, detail.error)}</Alert>
      ) : (
        <Stack spacing={3}>
          {finished ? null : aboveDetails?.(detail.data.registration)}
          <Card>
            <CardContent>
              <RegistrationDetails record={detail.data.registration} />
            </CardContent>
          </Card>
          {belowDetails?.(detail.data)}
          {finished ? null : (
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('review.decision')}
                </Typography>
                {actions.length > 0 ? (
                  <ReviewActions
                    actions={actions}
                    role={role}
                    status={detail.data.registration.status}
                    busy={transition.isPending}
                    record={{
                      id: detail.data.registration.id,
                      name: titledFullName(t, detail.data.registration),
                    }}
                    duplicate={duplicate}
                    onAction={(action, note, acknowledged) => void act(action, note, acknowledged)}
                  />
                ) : (
                  <Typography color="textSecondary">{t('review.noActions')}</Typography>
                )}
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent>
              <RegistrationLogs logs={detail.data.logs} />
            </CardContent>
          </Card>
          {belowHistory?.(detail.data)}
        </Stack>
      )}
      <SavingBackdrop open={approving} />
    </>
  );
}

/** /uv/check/validate/:id without the duplicate banner (the app's route adds it). */
export function CheckValidateRoute() {
  return <ReviewRecordScreen screen="check" />;
}

/** /uv/approved/validate/:id without the duplicate banner (the app's route adds it). */
export function ApproveValidateRoute() {
  return <ReviewRecordScreen screen="approve" />;
}
