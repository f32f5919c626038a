import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_KINDS,
  notificationKindsFor,
  type NotificationKind,
} from '@form-a/domain/api/notifications';
import { useSignedInUser } from '../../../lib/session';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

const KIND_LABEL = {
  'registration.returned': 'notifications.kinds.returned',
  'registration.approved': 'notifications.kinds.approved',
  'queue.over-threshold': 'notifications.kinds.queue',
  'delivery.failing': 'notifications.kinds.delivery',
  'transfer.requested': 'notifications.kinds.transferRequested',
  'transfer.decided': 'notifications.kinds.transferDecided',
  'account.sign-in-failures': 'notifications.kinds.signInFailures',
} as const satisfies Record<NotificationKind, string>;

/** Which notifications also come by email; shown only when the server can send email. */
export function EmailChoices({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useNotificationSettings(enabled);
  const save = useSaveNotificationSettings();
  const offered = notificationKindsFor(useSignedInUser().role);
  if (!settings.data?.emailAvailable || offered.length === 0) return null;
  const chosen = new Set(settings.data.email);
  const toggle = (kind: NotificationKind, on: boolean) => {
    const next = NOTIFICATION_KINDS.filter((k) => (k === kind ? on : chosen.has(k)));
    save.mutate({ email: next });
  };
  return (
    <>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }} role="group" aria-labelledby={headingId}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t('notifications.emailTitle')}
        </Typography>
        <FormGroup>
          {offered.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.has(kind)}
                  disabled={save.isPending}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
              }
              label={t(KIND_LABEL[kind])}
            />
          ))}
        </FormGroup>
      </Box>
    </>
  );
}
