import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

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

import { recordStatusText } from '../../../i18n/status-text';

export { recordStatusText };
