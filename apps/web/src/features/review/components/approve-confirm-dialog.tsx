import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useJigyasuIdPreview } from '../api/get-jigyasu-id-preview';
import {
  DuplicateAcknowledgement,
  useDuplicateAcknowledgement,
  type DecisionDuplicate,
} from './duplicate-acknowledgement';

export interface ApproveConfirmDialogProps {
  open: boolean;
  record: { id: number; name: string };
  /** the duplicate check's best match, named here; a likely one needs the acknowledgement */
  duplicate?: DecisionDuplicate | null | undefined;
  onCancel: () => void;
  onConfirm: (duplicateAcknowledged: boolean) => void;
}

/**
 * Approval issues the official Jigyasu ID and cannot be undone, so it is confirmed with the ID
 * it will issue in front of the approver. The number may still move if someone approves another
 * record first; the note under the ID says so and the alert afterwards has the ID issued. A
 * duplicate match is named too, and a likely one must be acknowledged (ADR 049).
 */
export function ApproveConfirmDialog({
  open,
  record,
  duplicate,
  onCancel,
  onConfirm,
}: ApproveConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const preview = useJigyasuIdPreview(record.id, open);
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
      <DialogTitle id={titleId}>{t('review.confirmApprove.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('review.confirmApprove.body')}</Typography>
        <DuplicateAcknowledgement duplicate={duplicate} state={acknowledgement} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {t('review.confirmApprove.seeker')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: 1 }}>
            {record.name}
          </Typography>
          <Typography component="dt" variant="caption" color="textSecondary">
            {t('review.confirmApprove.idLabel')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {preview.isPending ? (
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={16} aria-hidden />
                {t('review.confirmApprove.idLoading')}
              </Box>
            ) : preview.isError ? (
              t('review.confirmApprove.idUnknown')
            ) : (
              <Box
                component="strong"
                sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 1 }}
              >
                {preview.data.jigyasuId}
              </Box>
            )}
          </Typography>
        </Box>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('review.confirmApprove.idNote')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => acknowledgement.confirm(onConfirm)}>
          {t('review.confirmApprove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
