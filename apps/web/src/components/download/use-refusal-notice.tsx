import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../i18n/translate-api-error';

/**
 * For a download a browser would otherwise start blind (a link to a file): `attempt` runs the
 * work that asks the server first, and a refusal (429 with its reason, a session that ended, no
 * connection) is said in a notice at the foot of the screen (ADR 087). The notice stays until it
 * is closed, so that a longer reason can be read; `busy` is true while the server is asked.
 */
export function useRefusalNotice() {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<unknown>) => {
    setOpen(false);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setMessage(translateApiError(t, error));
      setOpen(true);
    } finally {
      setBusy(false);
    }
  };

  const notice = (
    <Snackbar
      open={open}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={() => setOpen(false)}>
        {message}
      </Alert>
    </Snackbar>
  );
  return { attempt, busy, notice };
}
