import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { logout } from '../../../lib/auth-api';
import { useSession } from '../../../lib/session';
import { readSignOutReason, type RouteNotice } from './navigation-state';
import { messageRef } from '@form-a/domain/message-ref';

/**
 * /authentication/sign-out: makes the logout call, forgets the stored user and countdown and
 * the query cache, then goes to sign-in. Reached from the Logout buttons and, with reason
 * 'expired', when the countdown reaches 0.
 */
export function SignOutRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { end } = useSession();
  const expired = readSignOutReason(location.state) === 'expired';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await logout();
      end();
      queryClient.clear();
      // what this device kept for working offline (ADR 075): all of it at a sign-out; after an
      // expiry the answers only, so that work queued offline is sent at her next sign-in
      if (typeof indexedDB !== 'undefined') {
        await import('../../../lib/offline-store')
          .then((store) => (expired ? store.clearReadCache() : store.clearDeviceData()))
          .catch(() => undefined);
      }
      const notice: RouteNotice | undefined = expired
        ? { severity: 'warning', message: messageRef('auth.sessionExpired') }
        : undefined;
      await navigate(PATHS.signIn, { replace: true, state: notice ? { notice } : null });
    })();
  }, [end, expired, navigate, queryClient]);

  if (expired) {
    return (
      <Dialog open aria-labelledby="session-expired-title">
        <DialogTitle id="session-expired-title">{t('session.expiredTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('messages.sessionExpired')}</DialogContentText>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress size={24} />
      <Typography>{t('auth.signingOut')}</Typography>
    </Box>
  );
}
