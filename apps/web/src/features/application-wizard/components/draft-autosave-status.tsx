import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format-record';
import type { AutosaveStatus, DraftAutosave } from './use-draft-autosave';

// Spelt out: a template key makes tsc expand the whole catalogue's key union (too deep).
const STATUS_KEYS = {
  pending: 'autosave.status.pending',
  saving: 'autosave.status.saving',
  saved: 'autosave.status.saved',
  retrying: 'autosave.status.retrying',
  invalid: 'autosave.status.invalid',
  conflict: 'autosave.status.conflict',
} as const satisfies Record<Exclude<AutosaveStatus, 'idle'>, string>;

/**
 * What the autosave tells the user: that a draft was restored (and when it was saved), how the
 * latest input stands, and the question before leaving with input the server does not have.
 */
export function DraftAutosaveStatus({
  autosave,
  onStartNew,
}: {
  autosave: DraftAutosave;
  /** the new-application wizard offers to drop a restored application and start afresh */
  onStartNew?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { restored, status, savedAt, blocker } = autosave;
  const time = formatTimestamp(savedAt);
  return (
    <>
      {restored ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="draft-restored">
          {restored.savedAt
            ? t('autosave.restoredSaved', { time: formatTimestamp(restored.savedAt) })
            : t('autosave.restoredLocal')}
          {onStartNew ? (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={onStartNew}
              sx={{ display: 'flex', mt: 1 }}
            >
              {t('autosave.startNew')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        data-testid="draft-status"
        data-status={status}
        color={
          status === 'retrying' || status === 'invalid' || status === 'conflict'
            ? 'warning.main'
            : 'text.secondary'
        }
        sx={{ mb: 1, minHeight: '1.5em' }}
      >
        {status === 'idle'
          ? null
          : status === 'saved' && savedAt
            ? t('autosave.status.saved', { time })
            : t(STATUS_KEYS[status])}
      </Typography>
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        aria-labelledby="draft-leave-title"
      >
        <DialogTitle id="draft-leave-title">{t('autosave.leaveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('autosave.leaveBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()} autoFocus>
            {t('autosave.stay')}
          </Button>
          <Button color="warning" onClick={() => blocker.proceed?.()}>
            {t('autosave.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
