import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { generatePath, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { translateMessage, translateMessageKey } from '../../../i18n/translate-message';
import { formatTimestamp } from '../../../lib/format-date';
import type { OutboxItem, OutboxProblem } from '../../../lib/offline-store';
import type { TFunction } from 'i18next';
import { messageTemplate } from '@form-a/domain/message-ref';

const STATE_COLOR = {
  waiting: 'default',
  sending: 'info',
  returned: 'error',
  sent: 'success',
} as const;

function problemText(t: TFunction, problem: OutboxProblem): string {
  if (problem.messageKey && messageTemplate(problem.messageKey) !== undefined) {
    return translateMessageKey(t, problem.messageKey, problem.params);
  }
  return problem.message;
}

export interface WaitingItemActions {
  onSendNow: (item: OutboxItem) => void;
  onEdit: (item: OutboxItem) => void;
  onDiscard: (item: OutboxItem) => void;
}

/** One application of the outbox: who, when, where it stands, and what may be done with it. */
export function WaitingItemCard({
  item,
  actions,
}: {
  item: OutboxItem;
  actions: WaitingItemActions;
}) {
  const { t } = useTranslation();
  const name =
    [item.values.firstName, item.values.middleName, item.values.lastName]
      .filter(Boolean)
      .join(' ') || t('offline.waiting.unnamed');
  const fieldMessages = Object.values(item.problem?.fields ?? {});
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOR[item.state]}
            // MUI fades a chip's background but sets its text colour at once: for 300 ms the
            // white 'Sending…' sat on the grey of 'Waiting' (an accessibility audit saw it)
            sx={{ transition: 'none' }}
            label={t(`offline.waiting.state.${item.state}`)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('offline.waiting.kept', { time: formatTimestamp(item.createdAt) })}
        </Typography>
        {item.state === 'waiting' && item.lastFailure ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('offline.waiting.lastTry', { reason: problemText(t, item.lastFailure) })}
          </Typography>
        ) : null}
        {item.duplicateWarning ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t(
              item.duplicateWarning === 'registry'
                ? 'apiErrors.precheck.registry'
                : 'apiErrors.precheck.inProcess',
            )}
          </Alert>
        ) : null}
        {item.state === 'returned' && item.problem ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            <Typography variant="body2">{t('offline.waiting.returnedText')}</Typography>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {fieldMessages.length > 0 ? (
                fieldMessages.map((message) => (
                  <li key={message}>{translateMessage(t, message)}</li>
                ))
              ) : (
                <li>{problemText(t, item.problem)}</li>
              )}
            </ul>
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {item.state === 'waiting' ? (
          <Button size="small" variant="contained" onClick={() => actions.onSendNow(item)}>
            {t('offline.waiting.sendNow')}
          </Button>
        ) : null}
        {item.state === 'waiting' ? (
          <Button size="small" variant="outlined" onClick={() => actions.onEdit(item)}>
            {t('offline.waiting.edit')}
          </Button>
        ) : null}
        {item.state === 'returned' && item.record ? (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={generatePath(PATHS.draftEdit, { id: String(item.record.id) })}
          >
            {t('offline.waiting.openDraft')}
          </Button>
        ) : null}
        {item.state === 'sent' && item.recordId ? (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={generatePath(PATHS.recordData, { id: String(item.recordId) })}
          >
            {t('offline.waiting.openRecord')}
          </Button>
        ) : null}
        {item.state !== 'sending' ? (
          <Button size="small" color="error" onClick={() => actions.onDiscard(item)}>
            {item.state === 'sent' ? t('offline.dismiss') : t('offline.waiting.discard')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
