import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';

/** The spec's 'please sign in' dialog for a signed-in screen opened without a session. */
export function SignInRequiredDialog() {
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
