import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerOfflineTexts } from '../../../i18n/offline-texts';
import { PATHS } from '../../../config/paths';
import { readDraft, writeDraft } from '../../../lib/draft-store';
import { deleteOutboxItem, putOutboxItem, type OutboxItem } from '../../../lib/offline-store';
import { useSignedInUser } from '../../../lib/session';
import { WaitingItemCard } from '../components/waiting-item-card';
import { useOutbox } from '../components/use-outbox';
import { advance } from '../outbox/outbox-machine';
import { sendOutbox } from '../outbox/send-outbox';

/** /jigyasu/waiting: the applications this device keeps until the server can take them. */
export function WaitingListRoute() {
  const { t, i18n } = useTranslation();
  useState(() => registerOfflineTexts(i18n));
  const user = useSignedInUser();
  const navigate = useNavigate();
  const items = useOutbox(user.id);
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const [editBusy, setEditBusy] = useState(false);

  const onSendNow = (item: OutboxItem) => {
    void putOutboxItem(advance(item, { type: 'retry-now' })).then(() => sendOutbox(user.id));
  };

  // back into the wizard: the application becomes its unfinished input again, keys and all
  const onEdit = (item: OutboxItem) => {
    const open = readDraft(user.id, 'new');
    if (open?.pending) {
      setEditBusy(true);
      return;
    }
    writeDraft('new', {
      userId: user.id,
      values: item.values,
      step: 6,
      id: item.record?.id ?? null,
      revision: item.record?.revision ?? null,
      savedAt: null,
      pending: true,
      createKey: item.id,
      unconfirmed: item.unconfirmed,
    });
    // the photo stays on the device with the draft: only the queue entry goes
    void deleteOutboxItem(user.id, item.id, { keepPhoto: true }).then(() =>
      navigate(PATHS.applicationForm),
    );
  };

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('offline.waitingScreen')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('offline.waiting.intro')}
      </Typography>
      {editBusy ? (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setEditBusy(false)}>
          {t('offline.waiting.editBusy')}
        </Alert>
      ) : null}
      {items && items.length === 0 ? (
        <Typography color="text.secondary">{t('offline.waiting.empty')}</Typography>
      ) : null}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('offline.waitingScreen')}>
        {(items ?? []).map((item) => (
          <WaitingItemCard
            key={item.id}
            item={item}
            actions={{ onSendNow, onEdit, onDiscard: setDiscarding }}
          />
        ))}
      </Stack>
      <Dialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        aria-labelledby="discard-waiting-title"
      >
        <DialogTitle id="discard-waiting-title">{t('offline.waiting.discardTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('offline.waiting.discardBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDiscarding(null)}>{t('offline.waiting.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (discarding) void deleteOutboxItem(user.id, discarding.id);
              setDiscarding(null);
            }}
          >
            {t('offline.waiting.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
