import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoleCode } from '@form-a/domain/roles';
import { reviewTransitionSchema, type ReviewAction } from '@form-a/domain/schemas/review';
import { returnDestination } from '@form-a/domain/workflow';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApproveConfirmDialog } from './approve-confirm-dialog';
import type { DecisionDuplicate } from './duplicate-acknowledgement';
import { ValidateConfirmDialog } from './validate-confirm-dialog';

export type ReviewScreen = 'check' | 'approve';

type ActionLabelKey =
  | 'review.buttons.validate'
  | 'review.buttons.approve'
  | 'review.buttons.returnToSecretary'
  | 'review.buttons.returnToValidator';

/**
 * A return button names whom the record goes to, read from the workflow table's row for this
 * role and status (ADR 048): the validator's Return and the approver's 'returnToSecretary' go to
 * the branch secretary, the approver's Return to the validator. The spec's labels per screen
 * ('Return to Branch Secretary' on the approve screen, 'Return to Validater' on the check screen)
 * had the approver's button say one thing and do the other; here both screens offer both.
 */
export function actionLabelKey(
  action: ReviewAction,
  role: RoleCode | null,
  status: number,
): ActionLabelKey {
  switch (action) {
    case 'validate':
      return 'review.buttons.validate';
    case 'approve':
      return 'review.buttons.approve';
    case 'return':
    case 'returnToSecretary':
      return returnDestination(status, action, role) === 'validator'
        ? 'review.buttons.returnToValidator'
        : 'review.buttons.returnToSecretary';
  }
}

const isReturn = (action: ReviewAction) => action === 'return' || action === 'returnToSecretary';

export interface ReviewActionsProps {
  actions: readonly ReviewAction[];
  role: RoleCode | null;
  /** the record's status: the table's row for it names each return's destination */
  status: number;
  busy: boolean;
  /** the record, for the approval's confirmation (the ID it will issue) */
  record: { id: number; name: string };
  /** the duplicate check's best match: named in the confirmations, a likely one acknowledged */
  duplicate?: DecisionDuplicate | null | undefined;
  onAction: (action: ReviewAction, note: string, duplicateAcknowledged?: boolean) => void;
}

/**
 * The note field and one button per action the workflow table gives this role here. The note
 * is checked with the server's own request schema (a return needs a reason); Approve, which
 * issues the official ID, asks first, and so does Validate of a likely duplicate (ADR 049).
 */
export function ReviewActions({
  actions,
  role,
  status,
  busy,
  record,
  duplicate,
  onAction,
}: ReviewActionsProps) {
  const { t } = useTranslation();
  const { control, getValues, setError, clearErrors, setFocus } = useForm<{ note: string }>({
    defaultValues: { note: '' },
  });
  const [confirming, setConfirming] = useState<{
    action: 'validate' | 'approve';
    note: string;
  } | null>(null);

  const take = (action: ReviewAction) => {
    clearErrors('note');
    // the revision does not matter to the note's rules; the server checks the real one
    const parsed = reviewTransitionSchema.safeParse({
      action,
      revision: 1,
      note: getValues('note'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === 'note');
      setError('note', { message: issue?.message ?? '' }, { shouldFocus: true });
      setFocus('note');
      return;
    }
    if (action === 'approve' || (action === 'validate' && duplicate?.level === 'likely')) {
      setConfirming({ action, note: parsed.data.note });
      return;
    }
    onAction(action, parsed.data.note);
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={busy}>
      <FormTextField
        control={control}
        name="note"
        label={t('review.note')}
        helperText={actions.some(isReturn) ? t('review.noteHelp') : undefined}
        multiline
        minRows={2}
        fullWidth
        disabled={busy}
        sx={{ mb: 2 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {actions.map((action) => (
          <Button
            key={action}
            type="button"
            variant={isReturn(action) ? 'outlined' : 'contained'}
            color={isReturn(action) ? 'warning' : 'primary'}
            disabled={busy}
            onClick={() => take(action)}
          >
            {t(actionLabelKey(action, role, status))}
          </Button>
        ))}
      </Stack>
      <ApproveConfirmDialog
        open={confirming?.action === 'approve'}
        record={record}
        duplicate={duplicate}
        onCancel={() => setConfirming(null)}
        onConfirm={(acknowledged) => {
          setConfirming(null);
          onAction('approve', confirming?.note ?? '', acknowledged);
        }}
      />
      <ValidateConfirmDialog
        open={confirming?.action === 'validate'}
        record={record}
        duplicate={duplicate}
        onCancel={() => setConfirming(null)}
        onConfirm={(acknowledged) => {
          setConfirming(null);
          onAction('validate', confirming?.note ?? '', acknowledged);
        }}
      />
    </form>
  );
}
