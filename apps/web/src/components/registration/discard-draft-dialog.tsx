import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { translateApiError } from '../../i18n/translate-api-error';
import { useDiscardRegistration } from '../../lib/draft-discard-api';
import { joinName } from '../../lib/format-record';

/** The full name a draft has so far ('' when none). */
export function draftName(
  record: Pick<RegistrationRecord, 'first_name' | 'middle_name' | 'last_name'>,
) {
  return joinName(record.first_name, record.middle_name, record.last_name);
}

const stopPropagation = (event: { stopPropagation(): void }) => event.stopPropagation();

export interface DiscardTarget {
  id: number;
  revision: number;
  /** the applicant's name as far as the draft has it ('' when none yet) */
  name: string;
}

/**
 * Asks before a draft is discarded (ADR 051): it leaves every list for good, so it is never one
 * click. `beforeDiscard` lets the draft edit screen hold its autosave and name the revision the
 * autosave reached; `afterFailure` lets it resume.
 */
export function DiscardDraftDialog({
  target,
  onClose,
  onDiscarded,
  beforeDiscard,
  afterFailure,
}: {
  /** the draft; null closes the dialog */
  target: DiscardTarget | null;
  onClose: () => void;
  onDiscarded: (target: DiscardTarget) => void;
  beforeDiscard?: () => Promise<number | null>;
  afterFailure?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const discard = useDiscardRegistration();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  // a refusal belongs to the attempt it answered: the next opening starts clean
  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      const revision = (beforeDiscard ? await beforeDiscard() : null) ?? target.revision;
      await discard.mutateAsync({ id: target.id, revision });
      onDiscarded(target);
    } catch (error) {
      // shown in the dialog; the screen's own saving goes on
      setFailure({ error });
      afterFailure?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={target !== null}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Opened from a list's grid cell: React passes the dialog's events up through the portal
      // to the cell, whose keyboard and mouse handling (arrows, focus) must not act on them.
      onKeyDown={stopPropagation}
      onMouseDown={stopPropagation}
      onClick={stopPropagation}
    >
      <DialogTitle id={titleId}>{t('registrations.discard.title')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateApiError(t, failure.error)}
          </Alert>
        ) : null}
        <DialogContentText id={bodyId}>
          {t('registrations.discard.body', {
            id: target?.id ?? '',
            name: target?.name || t('registrations.discard.noName'),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || !target}
          onClick={() => void confirm()}
        >
          {busy ? t('registrations.discard.discarding') : t('registrations.discard.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
