import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrgTimeZone } from '../../../lib/format-date';

const todayInOrgZone = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: getOrgTimeZone() }).format(new Date());

/** The secretary's batch print: one PDF with the cards of her branch's approvals on a day. */
export function CardBatchPrint() {
  const { t } = useTranslation();
  const headingId = useId();
  const [date, setDate] = useState(todayInOrgZone);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        {t('notifications.card.batchTitle')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="date"
          size="small"
          label={t('notifications.card.batchDate')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="contained"
          component="a"
          href={`/api/cards?date=${encodeURIComponent(date)}`}
          download
          disabled={date === ''}
          startIcon={<PrintOutlined />}
        >
          {t('notifications.card.batchPrint')}
        </Button>
      </Stack>
    </Paper>
  );
}
