import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoleCode } from '@form-a/domain/roles';
import { reviewTransitionSchema, type ReviewAction } from '@form-a/domain/schemas/review';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApproveConfirmDialog } from './approve-confirm-dialog';

export type ReviewScreen = 'check' | 'approve';

type ActionLabelKey =
  | 'review.buttons.validate'
  | 'review.buttons.approve'
  | 'review.buttons.returnToSecretary'
  | 'review.buttons.returnToValidator';

/**
 * Spec section 2 "Action screens": the validator's Return goes to the branch secretary; the
 * approver's is labelled 'Return to Validator' on the check screen and 'Return to Branch
 * Secretary' on the approve screen. Either way the server moves the record by the workflow table.
 */
export function actionLabelKey(
  action: ReviewAction,
  role: RoleCode | null,
  screen: ReviewScreen,
): ActionLabelKey {
  switch (action) {
    case 'validate':
      return 'review.buttons.validate';
    case 'approve':
      return 'review.buttons.approve';
    case 'return':
      return role === 'DBAPPROVER' && screen === 'check'
        ? 'review.buttons.returnToValidator'
        : 'review.buttons.returnToSecretary';
  }
}

export interface ReviewActionsProps {
  actions: readonly ReviewAction[];
  role: RoleCode | null;
  screen: ReviewScreen;
  busy: boolean;
  /** the record, for the approval's confirmation (the ID it will issue) */
  record: { id: number; name: string };
  onAction: (action: ReviewAction, note: string) => void;
}

/**
 * The note field and one button per action the workflow table gives this role here. The note
 * is checked with the server's own request schema (a return needs a reason); Approve, which
 * issues the official ID, asks first.
 */
export function ReviewActions({
  actions,
  role,
  screen,
  busy,
  record,
  onAction,
}: ReviewActionsProps) {
  const { t } = useTranslation();
  const { control, getValues, setError, clearErrors, setFocus } = useForm<{ note: string }>({
    defaultValues: { note: '' },
  });
  const [confirming, setConfirming] = useState<string | null>(null);

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
    if (action === 'approve') {
      setConfirming(parsed.data.note);
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
        helperText={actions.includes('return') ? t('review.noteHelp') : undefined}
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
            variant={action === 'return' ? 'outlined' : 'contained'}
            color={action === 'return' ? 'warning' : 'primary'}
            disabled={busy}
            onClick={() => take(action)}
          >
            {t(actionLabelKey(action, role, screen))}
          </Button>
        ))}
      </Stack>
      <ApproveConfirmDialog
        open={confirming !== null}
        record={record}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const note = confirming ?? '';
          setConfirming(null);
          onAction('approve', note);
        }}
      />
    </form>
  );
}
