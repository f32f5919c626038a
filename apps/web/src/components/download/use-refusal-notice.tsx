import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../i18n/translate-api-error';

export interface RefusalNotice {
  /**
   * runs the work that asks the server before a download; a refusal becomes `refusal`. A click
   * while one is under way does nothing: the button stays enabled, so that it keeps the focus
   * (a disabled one drops it, and a keyboard user loses her place); `busy` is for its aria-busy.
   */
  attempt: (work: () => Promise<unknown>) => Promise<void>;
  busy: boolean;
  /** what the server said, in the reader's language; null when there is nothing to say */
  refusal: string | null;
  dismiss: () => void;
}

/**
 * For a download a browser would otherwise start blind (a link to a file): a refusal (429 with
 * its reason, a session that ended, no connection) is kept to be said on the page (ADR 087).
 */
export function useRefusalNotice(): RefusalNotice {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const underWay = useRef(false);
  // a refusal that arrives after `dismiss` (its popup closed meanwhile) is not shown later
  const generation = useRef(0);

  const attempt = async (work: () => Promise<unknown>) => {
    if (underWay.current) return;
    underWay.current = true;
    const mine = ++generation.current;
    setRefusal(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (generation.current === mine) setRefusal(translateApiError(t, error));
    } finally {
      underWay.current = false;
      setBusy(false);
    }
  };
  const dismiss = () => {
    generation.current += 1;
    setRefusal(null);
  };
  return { attempt, busy, refusal, dismiss };
}

/**
 * The refusal at the foot of the screen, until it is closed (a longer reason must be read).
 * For a page's own buttons; in a dialog, whose actions it would cover, RefusalAlert instead.
 */
export function RefusalSnackbar({ notice }: { notice: RefusalNotice }) {
  return (
    <Snackbar
      open={notice.refusal !== null}
      onClose={(_, reason) => reason !== 'clickaway' && notice.dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={notice.dismiss}>
        {notice.refusal}
      </Alert>
    </Snackbar>
  );
}

/** The refusal in the page's flow, where it is placed. */
export function RefusalAlert({ notice }: { notice: RefusalNotice }) {
  if (notice.refusal === null) return null;
  return (
    <Alert severity="error" onClose={notice.dismiss} sx={{ mx: 3, my: 1 }}>
      {notice.refusal}
    </Alert>
  );
}
