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
import {
  COLLECTION_REQUEST_REASON_MAX,
  correctionRequestBodySchema,
  type CorrectionRequestResult,
} from '@form-a/domain/api/collection-requests';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateApiError } from '../../../i18n/translate-api-error';
import { useRequestCorrection } from '../api/request-correction';

// the server's own rule: the same words for an empty or overlong description on both sides
const reasonSchema = correctionRequestBodySchema.pick({ reason: true });
type ReasonValues = { reason: string };

interface CorrectionRequestDialogProps {
  record: { id: number; revision: number; name: string };
  onClose: () => void;
  /** the server's answer: queued now, or one was waiting already */
  onSent: (result: CorrectionRequestResult) => void;
}

/**
 * 'Request correction' of an approved record (ADR 056): what the person asks to have corrected,
 * sent to the collection service through the outbox.
 */
export function CorrectionRequestDialog({ record, onClose, onSent }: CorrectionRequestDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const send = useRequestCorrection(record.id);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ReasonValues, unknown, ReasonValues>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const busy = send.isPending;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      onSent(await send.mutateAsync({ revision: record.revision, reason }));
    } catch (cause) {
      setError(translateApiError(t, cause));
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <DialogTitle id={titleId}>{t('subjectRights.dialog.title')}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{record.name}</Typography>
          <Typography id={introId} color="textSecondary" sx={{ mb: 2 }}>
            {t('subjectRights.dialog.intro')}
          </Typography>
          <FormTextField
            fullWidth
            required
            control={control}
            name="reason"
            label={t('subjectRights.dialog.reason')}
            helperText={t('subjectRights.dialog.reasonHelp', {
              max: COLLECTION_REQUEST_REASON_MAX,
            })}
            multiline
            minRows={4}
            autoFocus
            maxLength={COLLECTION_REQUEST_REASON_MAX}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('subjectRights.dialog.sending') : t('subjectRights.dialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
