import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { alpha } from '@mui/material/styles';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';
import { signOutState } from '../../features/auth/routes/navigation-state';
import { translateMessage } from '../../i18n/translate-message';
import { formatHms } from '../../lib/format-duration';
import { useExtendSession } from '../../lib/auth-api';
import { isApiError } from '../../lib/api-client';
import type { SessionCountdown } from './use-session-countdown';
import { apiErrorMessage } from '../../i18n/translate-api-error';

/** hh:mm:ss in the header. */
export function SessionCountdownDisplay({ countdown }: { countdown: SessionCountdown }) {
  const { t } = useTranslation();
  const warning = countdown.phase === 'warning' || countdown.phase === 'expired';
  return (
    <Box
      role="timer"
      aria-label={t('session.remaining')}
      title={t('session.remaining')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: { xs: 0.75, sm: 1 },
        py: 0.25,
        borderRadius: 1,
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        // the dark red: error.main on its own tint fell under 4.5:1 behind the warning dialog's backdrop
        color: warning ? 'error.dark' : 'text.primary',
        bgcolor: (theme) =>
          warning ? alpha(theme.palette.error.main, 0.1) : theme.palette.action.hover,
      }}
    >
      {/* the figures alone on a phone, where the header's one line has no room to spare */}
      <TimerOutlined
        fontSize="small"
        aria-hidden
        sx={{ display: { xs: 'none', sm: 'inline-block' } }}
      />
      <span>
        {countdown.remainingSeconds === null ? '--:--:--' : formatHms(countdown.remainingSeconds)}
      </span>
    </Box>
  );
}

/**
 * The warning dialog at `sessionWarningSeconds` left ('Extend Session' / 'Sign out'), and the move
 * to /authentication/sign-out (which shows 'Session expired. Signing out...') at 0.
 */
export function SessionDialogs({ countdown }: { countdown: SessionCountdown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const extend = useExtendSession();
  const expiredHandled = useRef(false);

  useEffect(() => {
    if (countdown.phase !== 'expired' || expiredHandled.current) return;
    expiredHandled.current = true;
    void navigate(PATHS.signOut, { replace: true, state: signOutState('expired') });
  }, [countdown.phase, navigate]);

  const open = countdown.phase === 'warning';
  const extendError =
    extend.isError && isApiError(extend.error) && extend.error.status !== 401
      ? translateMessage(t, apiErrorMessage(extend.error))
      : null;

  return (
    <Dialog
      open={open}
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-text"
      // only the two buttons close it
      onClose={() => undefined}
    >
      <DialogTitle id="session-warning-title">{t('session.warningTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-warning-text">
          {t('messages.sessionWarning')}
        </DialogContentText>
        {countdown.remainingSeconds !== null ? (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatHms(countdown.remainingSeconds)}
          </DialogContentText>
        ) : null}
        {extendError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {extendError}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigate(PATHS.signOut)} color="inherit">
          {t('session.logout')}
        </Button>
        <Button
          onClick={() => extend.mutate()}
          variant="contained"
          disabled={extend.isPending}
          autoFocus
        >
          {t('session.extendSession')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
