import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roleCodeSchema, type RoleCode } from '@form-a/domain/roles';
import { useTransfer, type TransferLog } from '../api/get-transfer';
import type { Transfer } from '../api/get-transfers';
import { formatTimestamp, transferName } from './transfer-format';
import { translateMessage } from '../../../i18n/translate-message';
import { saveErrorMessage } from './transfer-messages';
import { isAttendanceLabel, isBehaviourLabel } from './transfer-options';
import { TransferStatusChip } from './transfer-status-chip';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="textSecondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function TransferFields({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const attendance = isAttendanceLabel(transfer.attendance)
    ? t(`transfer.attendanceOptions.${transfer.attendance}`)
    : transfer.attendance;
  const behaviour = isBehaviourLabel(transfer.behaviour)
    ? t(`transfer.behaviourOptions.${transfer.behaviour}`)
    : transfer.behaviour;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1, m: 0 }}
    >
      <Field label={t('transfer.columnStatus')}>
        <TransferStatusChip status={transfer.status} />
      </Field>
      <Field label={t('transfer.uid')}>{transfer.uid}</Field>
      <Field label={t('transfer.columnName')}>{transferName(t, transfer)}</Field>
      <Field label={t('transfer.currentBranch')}>{transfer.currentBranch}</Field>
      <Field label={t('transfer.movingToBranch')}>{transfer.movingToBranch}</Field>
      <Field label={t('transfer.columnRequestedBy')}>{transfer.requestedByBranch}</Field>
      <Field label={t('transfer.email')}>{transfer.email}</Field>
      <Field label={t('transfer.contactNumber')}>{transfer.contactNumber}</Field>
      <Field label={t('transfer.attendance')}>{attendance}</Field>
      <Field label={t('transfer.behaviour')}>{behaviour}</Field>
      {transfer.otherBehaviourInput ? (
        <Field label={t('transfer.otherBehaviourInput')}>{transfer.otherBehaviourInput}</Field>
      ) : null}
      <Field label={t('transfer.addressLine1')}>{transfer.addressLine1}</Field>
      <Field label={t('transfer.addressLine2')}>{transfer.addressLine2}</Field>
      <Field label={t('transfer.addressLine3')}>{transfer.addressLine3}</Field>
      <Field label={t('transfer.city')}>{transfer.city}</Field>
      <Field label={t('transfer.state')}>{transfer.state}</Field>
      <Field label={t('transfer.country')}>{transfer.country}</Field>
      <Field label={t('transfer.columnRequestedOn')}>{formatTimestamp(transfer.createdAt)}</Field>
      {transfer.decidedAt ? (
        <Field label={t('transfer.columnDecidedOn')}>{formatTimestamp(transfer.decidedAt)}</Field>
      ) : null}
      {transfer.decisionNote ? (
        <Field label={t('transfer.columnNote')}>{transfer.decisionNote}</Field>
      ) : null}
    </Box>
  );
}

const isRoleCode = (value: string): value is RoleCode => roleCodeSchema.safeParse(value).success;

function History({ logs }: { logs: TransferLog[] }) {
  const { t } = useTranslation();
  const roleLabel = (role: string) => (isRoleCode(role) ? t(`roles.${role}`) : role);
  const actionLabel = (action: string) =>
    action === 'request' || action === 'approve' || action === 'reject'
      ? t(`transfer.actions.${action}`)
      : action;
  return (
    <List dense aria-label={t('transfer.history')}>
      {logs.map((log) => (
        <ListItem key={log.id} disableGutters>
          <ListItemText
            primary={`${formatTimestamp(log.createdAt)} · ${actionLabel(log.action)} · ${t(
              'transfer.logBy',
              { name: log.actorName, role: roleLabel(log.role) },
            )}`}
            secondary={log.note || undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** One request with every field of the form and its history (GET /api/transfers/:id). */
export function TransferDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useTransfer(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('transfer.detailsTitle', { id })}</DialogTitle>
      <DialogContent>
        {detail.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        ) : detail.isError ? (
          <Alert severity="error">{translateMessage(t, saveErrorMessage(detail.error))}</Alert>
        ) : (
          <>
            <TransferFields transfer={detail.data.transfer} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
              {t('transfer.history')}
            </Typography>
            <History logs={detail.data.logs} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
