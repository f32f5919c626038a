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
  ERASURE_REASON_MAX,
  erasureRequestSchema,
  type ErasureResult,
} from '@form-a/domain/api/erasure';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateApiError } from '../../../i18n/translate-api-error';
import { useEraseRegistration } from '../api/erase-registration';

// the server's own rule: the same words for an empty or overlong reason on both sides
const reasonSchema = erasureRequestSchema.pick({ reason: true });
type ReasonInput = { reason: string };
type ReasonValues = { reason: string };

/** What is erased, in the dialog's words: the person's fields, the photo and every copy. */
const ERASED_ITEMS = ['names', 'dob', 'contact', 'details', 'photo', 'copies'] as const;

export interface ErasureTarget {
  id: number;
  revision: number;
  /** the seeker's name as the record has it ('' when none yet) */
  name: string;
  /** an approved record: the request goes to the collection service */
  approved: boolean;
}

interface ErasePersonalDataDialogProps {
  target: ErasureTarget;
  onClose: () => void;
  onDone: (result: ErasureResult) => void;
}

/**
 * Asks before a person's data is erased (ADR 055): names what goes and what stays, wants a
 * reason, and says the server's refusal in place. For an approved record it says that nothing
 * is erased here and the request goes to the collection service.
 */
export function ErasePersonalDataDialog({ target, onClose, onDone }: ErasePersonalDataDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const erase = useEraseRegistration(target.id);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ReasonInput, unknown, ReasonValues>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const busy = erase.isPending;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      onDone(await erase.mutateAsync({ revision: target.revision, reason }));
    } catch (cause) {
      setError(translateApiError(t, cause));
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <DialogTitle id={titleId}>
          {t(target.approved ? 'erasure.dialog.titleApproved' : 'erasure.dialog.title', {
            id: target.id,
          })}
        </DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          {target.name ? (
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{target.name}</Typography>
          ) : null}
          <div id={bodyId}>
            {target.approved ? (
              <Typography sx={{ mb: 2 }}>{t('erasure.dialog.approved')}</Typography>
            ) : (
              <>
                <Typography>{t('erasure.dialog.erasedList')}</Typography>
                <Typography component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
                  {ERASED_ITEMS.map((item) => (
                    <li key={item}>{t(`erasure.dialog.erased.${item}`)}</li>
                  ))}
                </Typography>
                <Typography sx={{ mb: 2 }}>{t('erasure.dialog.kept')}</Typography>
              </>
            )}
          </div>
          <FormTextField
            fullWidth
            required
            control={control}
            name="reason"
            label={t('erasure.dialog.reason')}
            helperText={t('erasure.dialog.reasonHelp', { max: ERASURE_REASON_MAX })}
            multiline
            minRows={3}
            autoFocus
            maxLength={ERASURE_REASON_MAX}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {target.approved
              ? t(busy ? 'erasure.dialog.sending' : 'erasure.dialog.confirmApproved')
              : t(busy ? 'erasure.dialog.working' : 'erasure.dialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
