import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDateField } from '../../../components/form/lazy-date-field';
import { translateApiError } from '../../../i18n/translate-api-error';
import { isApiError } from '../../../lib/api-client';
import { getOrgTimeZone } from '../../../lib/format-date';
import { cardsUrl, downloadCards } from '../api/download-cards';

const todayInOrgZone = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: getOrgTimeZone() }).format(new Date());

/** The secretary's batch print: one PDF with the cards of her branch's approvals on a day. */
export function CardBatchPrint() {
  const { t } = useTranslation();
  const headingId = useId();
  const [date, setDate] = useState(todayInOrgZone);
  const [printing, setPrinting] = useState(false);
  const [failure, setFailure] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);

  const print = async () => {
    setFailure(null);
    setPrinting(true);
    try {
      await downloadCards(date);
    } catch (error) {
      // nothing approved that day is an answer, not a fault
      const nothing = isApiError(error) && error.status === 404;
      setFailure({ severity: nothing ? 'info' : 'error', text: translateApiError(t, error) });
    } finally {
      setPrinting(false);
    }
  };

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
        {/* the portal's date field (dd/mm/yyyy), not the browser's (ADR 052); its picker code
            comes after the tiles */}
        <LazyDateField
          size="small"
          label={t('notifications.card.batchDate')}
          value={date}
          onChange={setDate}
          disableFuture
        />
        <Button
          variant="contained"
          component="a"
          href={cardsUrl(date)}
          download
          disabled={date === '' || printing}
          startIcon={<PrintOutlined />}
          onClick={(event: MouseEvent) => {
            // fetched, so that a day without approvals shows the server's words instead of
            // saving its 404 as a file; the link stays for 'save link as'
            event.preventDefault();
            void print();
          }}
        >
          {t('notifications.card.batchPrint')}
        </Button>
      </Stack>
      {failure ? (
        <Alert severity={failure.severity} sx={{ mt: 2 }} onClose={() => setFailure(null)}>
          {failure.text}
        </Alert>
      ) : null}
    </Paper>
  );
}
