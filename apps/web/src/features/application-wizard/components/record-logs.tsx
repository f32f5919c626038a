import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { collectionRequestKindOf } from '@form-a/domain/api/collection-requests';
import { precheckLevelOf } from '@form-a/domain/schemas/duplicate-match';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';
import type { RegistrationLog } from '@form-a/domain/schemas/registration-record';
import { WORKFLOW_ACTIONS, type WorkflowAction } from '@form-a/domain/workflow';
import { formatTimestamp } from '../../../lib/format-date';

/** The one timestamp format (lib/format-date), re-exported for the wizard's screens. */
export { formatTimestamp } from '../../../lib/format-date';

const isAction = (action: string): action is WorkflowAction =>
  (WORKFLOW_ACTIONS as readonly string[]).includes(action);

const roleKey = (role: string): RoleCode | 'none' =>
  (ROLE_CODES as readonly string[]).includes(role) ? (role as RoleCode) : 'none';

/** A step's action in words; a duplicate pre-check that matched the record (ADR 045) too. */
function actionText(t: TFunction, action: string): string {
  if (isAction(action)) return t(`wizard.logActions.${action}`);
  const requested = collectionRequestKindOf(action);
  if (requested) return t(`registrations.logs.collectionRequest.${requested}`);
  const precheck = precheckLevelOf(action);
  return precheck ? t(`registrations.logs.precheck.${precheck}`) : action;
}

/** Who acted: the validator's or approver's name (the original's fields), else the actor. */
export function logActor(log: RegistrationLog): string {
  return log.validate_by || log.approved_by || log.actor_name;
}

/** The record's history, newest first: who, what, the note and when. */
export function RecordLogs({ logs }: { logs: readonly RegistrationLog[] }) {
  const { t } = useTranslation();
  const newestFirst = [...logs].sort((a, b) => b.id - a.id);
  return (
    <section aria-labelledby="record-logs-heading">
      <Typography id="record-logs-heading" variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('wizard.logs')}
      </Typography>
      {newestFirst.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('wizard.noLogs')}
        </Typography>
      ) : (
        <List dense>
          {newestFirst.map((log) => (
            <ListItem key={log.id} divider disableGutters>
              <ListItemText
                primary={t('wizard.logEntry', {
                  name: logActor(log),
                  role: t(`roles.${roleKey(log.role)}`),
                })}
                secondary={
                  <>
                    {t('wizard.logAction', { action: actionText(t, log.action) })}
                    {log.note ? (
                      <>
                        <br />
                        {log.note}
                      </>
                    ) : null}
                    <br />
                    {formatTimestamp(log.creation_date)}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
