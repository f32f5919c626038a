import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DuplicateAcknowledgement,
  useDuplicateAcknowledgement,
  type DecisionDuplicate,
} from './duplicate-acknowledgement';

export interface ValidateConfirmDialogProps {
  open: boolean;
  record: { id: number; name: string };
  /** the likely match that makes Validate ask first (ADR 049) */
  duplicate: DecisionDuplicate | null | undefined;
  onCancel: () => void;
  onConfirm: (duplicateAcknowledged: boolean) => void;
}

/**
 * Validate is one click, except for a record the duplicate check finds a likely match for: then
 * it names the match and asks the validator's 'I checked: this is not the same person' first.
 */
export function ValidateConfirmDialog({
  open,
  record,
  duplicate,
  onCancel,
  onConfirm,
}: ValidateConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const acknowledgement = useDuplicateAcknowledgement(duplicate);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: acknowledgement.reset } }}
    >
      <DialogTitle id={titleId}>{t('review.confirmValidate.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {record.name} · {t('review.confirmValidate.body')}
        </Typography>
        <DuplicateAcknowledgement duplicate={duplicate} state={acknowledgement} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => acknowledgement.confirm(onConfirm)}>
          {t('review.confirmValidate.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
