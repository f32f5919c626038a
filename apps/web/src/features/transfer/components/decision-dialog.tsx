import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageRef } from '@form-a/domain/message-ref';
import {
  DECISION_NOTE_MAX,
  transferDecisionSchema,
  useDecideTransfer,
  type TransferDecision,
} from '../api/decide-transfer';
import type { TransferListItem } from '../api/get-transfers';
import { transferName } from './transfer-format';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateMessage } from '../../../i18n/translate-message';
import { saveErrorMessage } from './transfer-messages';

const noteSchema = transferDecisionSchema.pick({ note: true });
type NoteInput = { note?: string | undefined };
type NoteValues = { note: string };

interface DecisionDialogProps {
  transfer: TransferListItem;
  decision: TransferDecision;
  onClose: () => void;
  /** the confirmation's key (a message reference), after the decision is stored */
  onDecided: (message: string) => void;
}

/** Approve or Reject one request, with an optional note the requesting secretary reads. */
export function DecisionDialog({ transfer, decision, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const decide = useDecideTransfer();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<NoteInput, unknown, NoteValues>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: '' },
  });
  const busy = decide.isPending;

  const onSubmit = handleSubmit(async ({ note }) => {
    setError(null);
    try {
      await decide.mutateAsync({
        id: transfer.id,
        input: { decision, revision: transfer.revision, note },
      });
      // the notice follows the decision taken, so it shows in the reader's language (ADR 036)
      onDecided(
        messageRef(
          decision === 'approve' ? 'transferRequest.approved' : 'transferRequest.rejected',
        ),
      );
    } catch (cause) {
      setError(saveErrorMessage(cause));
    }
  });

  const approve = decision === 'approve';
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <DialogTitle id={titleId}>
          {approve ? t('transfer.approveTitle') : t('transfer.rejectTitle')}
        </DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateMessage(t, error)}
            </Alert>
          ) : null}
          <Typography sx={{ fontWeight: 600 }}>
            {transferName(t, transfer)} ({transfer.uid})
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {transfer.currentBranch} → {transfer.movingToBranch}
          </Typography>
          <FormTextField
            fullWidth
            control={control}
            name="note"
            label={t('transfer.note')}
            multiline
            minRows={3}
            autoFocus
            maxLength={DECISION_NOTE_MAX}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={approve ? 'success' : 'error'}
            disabled={busy}
          >
            {busy ? t('transfer.saving') : approve ? t('transfer.approve') : t('transfer.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
