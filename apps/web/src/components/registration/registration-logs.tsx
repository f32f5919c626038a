import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DUPLICATE_ACKNOWLEDGED_ACTION,
  precheckLevelOf,
} from '@form-a/domain/schemas/duplicate-match';
import { collectionRequestKindOf } from '@form-a/domain/api/collection-requests';
import type { RegistrationLog } from '@form-a/domain/schemas/registration-record';
import { recordStatusText } from '../../i18n/status-text';
import { formatTimestamp } from '../../lib/format-date';

/** Who acted: the validator's or approver's name as the original logged it, else the actor. */
export function logAuthor(log: RegistrationLog): string {
  return log.validate_by || log.approved_by || log.actor_name;
}

/**
 * What a step says: its change of state, or, for a step in which someone's duplicate pre-check
 * matched the record (ADR 045), how alike the person was, or a reviewer's acknowledgement of a
 * likely duplicate (ADR 049); and its note.
 */
function stepTexts(t: TFunction, log: RegistrationLog): { label: string; note: string } {
  // a reviewer's 'I checked: this is not the same person' (ADR 049); the note names the matches
  if (log.action === DUPLICATE_ACKNOWLEDGED_ACTION) {
    return {
      label: t('registrations.logs.duplicateAcknowledged'),
      note: t('registrations.logs.duplicateAcknowledgedNote', { matches: log.note }),
    };
  }
  // a correction or erasure request sent to the collection service (ADR 056); the note is the
  // person's words
  const requested = collectionRequestKindOf(log.action);
  if (requested) {
    return { label: t(`registrations.logs.collectionRequest.${requested}`), note: log.note };
  }
  const precheck = precheckLevelOf(log.action);
  if (precheck) {
    return {
      label: t(`registrations.logs.precheck.${precheck}`),
      note: t('registrations.logs.precheckNote'),
    };
  }
  return {
    label:
      log.from_status === null
        ? recordStatusText(t, log.to_status)
        : `${recordStatusText(t, log.from_status)} → ${recordStatusText(t, log.to_status)}`,
    note: log.note.trim() === '' ? t('registrations.logs.noNote') : log.note,
  };
}

/** The 'Logs' list under a record: each entry's author, note and date, newest as the API sends. */
export function RegistrationLogs({ logs }: { logs: readonly RegistrationLog[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('registrations.logs.title')}
      </Typography>
      {logs.length === 0 ? (
        <Typography color="textSecondary">{t('registrations.logs.empty')}</Typography>
      ) : (
        <List dense aria-labelledby={headingId} disablePadding>
          {logs.map((log) => (
            <ListItem key={log.id} divider alignItems="flex-start" disableGutters>
              <ListItemText
                primary={
                  <>
                    <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
                      {logAuthor(log)}
                    </Typography>
                    <Chip size="small" variant="outlined" label={stepTexts(t, log).label} />
                  </>
                }
                secondary={
                  <>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {stepTexts(t, log).note}
                    </Typography>
                    <Typography component="span" variant="caption" color="textSecondary">
                      {formatTimestamp(log.creation_date)}
                    </Typography>
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
