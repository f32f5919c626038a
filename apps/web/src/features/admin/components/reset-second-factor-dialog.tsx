import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../i18n/translate-api-error';
import type { AdminUser } from '../api/get-users';
import { useResetSecondFactor } from '../api/reset-second-factor';

/**
 * Asks before resetting a user's second factor (ADR 046): it signs the user out everywhere and
 * their recovery codes stop working, so it is never one click.
 */
export function ResetSecondFactorDialog({
  user,
  onClose,
  onReset,
}: {
  /** the account; null closes the dialog */
  user: AdminUser | null;
  onClose: () => void;
  onReset: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const reset = useResetSecondFactor();
  const { reset: clearResult } = reset;

  useEffect(() => {
    if (user) clearResult();
  }, [user, clearResult]);

  const name = user?.name ?? '';
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{t('secondFactor.admin.resetTitle', { name })}</DialogTitle>
      <DialogContent>
        {reset.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateApiError(t, reset.error)}
          </Alert>
        ) : null}
        <DialogContentText id={bodyId}>
          {t('secondFactor.admin.resetBody', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={reset.isPending || !user}
          onClick={() => {
            if (!user) return;
            reset.mutate(user.id, { onSuccess: () => onReset(user) });
          }}
        >
          {reset.isPending
            ? t('secondFactor.admin.resetting')
            : t('secondFactor.admin.resetConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
