import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';
import { meQueryOptions } from '../../lib/auth-api';
import { useSession } from '../../lib/session';

/**
 * Every signed-in screen sits below this. Without a stored user it shows the spec's dialog and
 * then goes to sign-in. With one, it asks the server once per page load (GET /api/auth/me) so a
 * role granted or taken away since sign-in reaches the browser; a 401 there ends the session
 * through the api client. The countdown keeps the expiry stored at sign-in or extend (it survives
 * reloads in sessionStorage); /me only supplies one when this tab has none, e.g. a new tab of a
 * 'Remember me' session.
 */
export function RequireSession() {
  const { user, expiresAt, setUser, setExpiresAt } = useSession();
  const me = useQuery({ ...meQueryOptions(), enabled: user !== null });
  const hasExpiry = expiresAt !== null;

  useEffect(() => {
    if (!me.data) return;
    setUser(me.data.user);
    if (!hasExpiry) setExpiresAt(me.data.expiresAt);
  }, [me.data, hasExpiry, setUser, setExpiresAt]);

  if (!user) return <SignInRequiredDialog />;
  return <Outlet />;
}

function SignInRequiredDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goToSignIn = () => void navigate(PATHS.signIn, { replace: true });
  return (
    <Dialog open onClose={goToSignIn} aria-describedby="sign-in-required-text">
      <DialogContent>
        <DialogContentText id="sign-in-required-text">
          {t('messages.pleaseSignIn')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={goToSignIn} variant="contained" autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
