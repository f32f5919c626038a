import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { RoleCode } from '@form-a/domain/roles';
import { applicationDraftSchema } from '@form-a/domain/schemas/application';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ReviewAction } from '../api/apply-transition';

/** The note travels with the action; the server checks it with the application schema's rule. */
const reviewNoteSchema = z.object({ note: applicationDraftSchema.shape.note });
type ReviewNoteInput = z.input<typeof reviewNoteSchema>;
type ReviewNote = z.output<typeof reviewNoteSchema>;

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
  onAction: (action: ReviewAction, note: string) => void;
}

/** The note field and one button per action the workflow table gives this role here. */
export function ReviewActions({ actions, role, screen, busy, onAction }: ReviewActionsProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ReviewNoteInput, unknown, ReviewNote>({
    resolver: zodResolver(reviewNoteSchema),
    defaultValues: { note: '' },
  });
  const submit = (action: ReviewAction) => handleSubmit(({ note }) => onAction(action, note))();
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={busy}>
      <FormTextField
        control={control}
        name="note"
        label={t('review.note')}
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
            onClick={() => void submit(action)}
          >
            {t(actionLabelKey(action, role, screen))}
          </Button>
        ))}
      </Stack>
    </form>
  );
}
