import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../i18n/translate-api-error';
import { RefusalAlert, useRefusalNotice } from '../../../components/download/use-refusal-notice';
import { CardDownloadButton } from '../../../components/registration/card-download-button';
import { RegistrationDetails } from '../../../components/registration/registration-details';
import { RegistrationLogs } from '../../../components/registration/registration-logs';
import { useRegistration } from '../../../lib/registration-api';

export interface RegistrationDataDialogProps {
  open: boolean;
  /** the record to show; kept while the dialog closes so its content does not flicker */
  registrationId: number | null;
  onClose: () => void;
}

/** The 'Jigyasu Data' popup: every field of the record, then its Logs (spec section 2). */
export function RegistrationDataDialog({
  open,
  registrationId,
  onClose,
}: RegistrationDataDialogProps) {
  const { t } = useTranslation();
  const detail = useRegistration(registrationId, { enabled: open });
  // the card's refusal, above the actions rather than over them
  const cardNotice = useRefusalNotice();
  const close = () => {
    cardNotice.dismiss();
    onClose();
  };
  return (
    <Dialog
      open={open && registrationId !== null}
      onClose={close}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle>{t('registrations.dialog.title')}</DialogTitle>
      {/* the body scrolls on its own (scroll="paper"): focusable, so the keys scroll it */}
      <DialogContent dividers tabIndex={0}>
        {detail.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        ) : detail.isError ? (
          <Alert severity="error">{translateApiError(t, detail.error)}</Alert>
        ) : (
          <>
            <RegistrationDetails record={detail.data.registration} />
            <RegistrationLogs logs={detail.data.logs} />
          </>
        )}
      </DialogContent>
      <RefusalAlert notice={cardNotice} />
      <DialogActions>
        {detail.data ? (
          <CardDownloadButton record={detail.data.registration} notice={cardNotice} />
        ) : null}
        <Button onClick={close}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
