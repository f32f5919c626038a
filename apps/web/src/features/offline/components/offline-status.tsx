import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerOfflineTexts } from '../../../i18n/offline-texts';
import { PATHS } from '../../../config/paths';
import { useOffline } from './use-offline';
import { deleteOutboxItem } from '../../../lib/offline-store';
import { useOutbox, useSendProgress } from './use-outbox';

/**
 * The line under the header that says what this device is doing for the secretary (ADR 075):
 * offline or not, how many applications wait to be sent (a link to them), the sending's
 * progress, and what was sent or came back.
 */
export function OfflineStatus({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  useState(() => registerOfflineTexts(i18n));
  const offline = useOffline();
  const items = useOutbox(userId) ?? [];
  const progress = useSendProgress();
  const waiting = items.filter((item) => item.state === 'waiting' || item.state === 'sending');
  const sent = items.filter((item) => item.state === 'sent');
  const returned = items.filter((item) => item.state === 'returned');
  const dismissSent = () => {
    for (const item of sent) void deleteOutboxItem(userId, item.id);
  };
  // on the waiting list itself its link would lead nowhere new
  const onWaitingList = useLocation().pathname === PATHS.waitingList;
  const nothing = !offline && items.length === 0 && !progress.running;
  return (
    <Box role="status" aria-live="polite" sx={{ px: { xs: 2, md: 3 }, pt: nothing ? 0 : 2 }}>
      {nothing ? null : (
        <Stack spacing={1}>
          {offline ? <Alert severity="warning">{t('offline.offlineNotice')}</Alert> : null}
          {progress.running ? (
            <Box>
              {t('offline.sending', {
                done: Math.min(progress.done + 1, progress.total),
                total: progress.total,
              })}
              <LinearProgress
                variant="determinate"
                value={(progress.done / Math.max(progress.total, 1)) * 100}
                aria-label={t('offline.waitingScreen')}
                sx={{ mt: 0.5 }}
              />
            </Box>
          ) : null}
          {sent.length > 0 ? (
            <Alert
              severity="success"
              action={
                <Button color="inherit" size="small" onClick={dismissSent}>
                  {t('offline.dismiss')}
                </Button>
              }
            >
              {t('offline.sentNotice', { count: sent.length })}
            </Alert>
          ) : null}
          {returned.length > 0 ? (
            <Alert severity="error">
              {t('offline.returnedNotice', { count: returned.length })}
            </Alert>
          ) : null}
          {items.length > 0 && !onWaitingList ? (
            <Box>
              <Button
                component={RouterLink}
                to={PATHS.waitingList}
                variant={waiting.length > 0 ? 'contained' : 'outlined'}
                size="small"
              >
                {t('offline.waitingEntry', { count: waiting.length })}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
