import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateApiError } from '../../../i18n/translate-api-error';

type ReasonValues = { reason: string };

export interface ReasonDialogProps {
  title: string;
  /** the person the request is about ('' when the record has no name yet) */
  name: string;
  /** what the request does, read out with the dialog (aria-describedby) */
  description: ReactNode;
  /** the server's own rule for the reason: the same words for an empty or overlong one */
  reasonSchema: z.ZodType<ReasonValues, ReasonValues>;
  reasonLabel: string;
  reasonHelp: string;
  reasonMax: number;
  reasonRows: number;
  submitLabel: string;
  busyLabel: string;
  /** 'error' for what cannot be undone */
  submitColor?: 'primary' | 'error';
  busy: boolean;
  onClose: () => void;
  /** sends the reason; a refusal is said in place, in the server's words */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * A request about a person that needs a reason (erasure, correction): the person's name, what
 * the request does, the reason checked by the server's schema, and the server's refusal in place.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ReasonValues, unknown, ReasonValues>({
    resolver: zodResolver(props.reasonSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await props.onSubmit(reason);
    } catch (cause) {
      setError(translateApiError(t, cause));
    }
  });

  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
    >
      <form noValidate onSubmit={onSubmit} aria-busy={props.busy}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          {props.name ? (
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{props.name}</Typography>
          ) : null}
          <div id={descriptionId}>{props.description}</div>
          <FormTextField
            fullWidth
            required
            control={control}
            name="reason"
            label={props.reasonLabel}
            helperText={props.reasonHelp}
            multiline
            minRows={props.reasonRows}
            autoFocus
            maxLength={props.reasonMax}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.submitColor ?? 'primary'}
            disabled={props.busy}
          >
            {props.busy ? props.busyLabel : props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
