import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isStatusId, statusName, type StatusId } from '@form-a/domain/status';

/** 'Record 12' and its status. */
export function RecordHeader({ id, status }: { id: number; status: number }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h6" component="h2">
        {t('wizard.recordHeading', { id })}
      </Typography>
      <Chip
        label={`${t('wizard.fields.status')}: ${recordStatusText(t, status)}`}
        color={status === 6 ? 'warning' : status === 3 ? 'success' : 'default'}
      />
    </Stack>
  );
}

// Spelt out rather than built from a template: a template key makes TypeScript expand the
// whole catalogue's key union, which is past its depth limit now.
const STATUS_KEYS = {
  1: 'wizard.statuses.status1',
  2: 'wizard.statuses.status2',
  3: 'wizard.statuses.status3',
  6: 'wizard.statuses.status6',
  7: 'wizard.statuses.status7',
} as const satisfies Record<StatusId, string>;

export function recordStatusText(
  t: ReturnType<typeof useTranslation>['t'],
  status: number,
): string {
  return isStatusId(status) ? t(STATUS_KEYS[status]) : statusName(status);
}
