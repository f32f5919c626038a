import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorConfirmed } from '@form-a/domain/api/second-factor';
import { translateApiError } from '../../../i18n/translate-api-error';
import { useConfirmEnrolment, useStartEnrolment } from '../api/second-factor';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/** The base32 key in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A role that needs the factor, not set up yet: scan the QR code (or type the key), confirm a
 * code, then save the recovery codes before the portal opens.
 */
export function EnrolStep({
  rememberDays,
  onDone,
}: {
  rememberDays: number;
  onDone: (session: SecondFactorConfirmed) => void;
}) {
  const { t } = useTranslation();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [confirmed, setConfirmed] = useState<SecondFactorConfirmed | null>(null);
  const started = useRef(false);
  const { mutate: startEnrolment } = start;

  useEffect(() => {
    // once per visit (StrictMode runs effects twice): each call makes a new secret
    if (started.current) return;
    started.current = true;
    startEnrolment();
  }, [startEnrolment]);

  if (confirmed) {
    return <RecoveryCodes codes={confirmed.recoveryCodes} onContinue={() => onDone(confirmed)} />;
  }

  const enrolment = start.data;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('secondFactor.enrolIntro')}</Typography>
      {start.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateApiError(t, start.error)}
        </Alert>
      ) : null}
      <Box component="ol" sx={{ pl: 2.5, m: 0, '& > li': { mb: 2 } }}>
        <li>
          <Typography>{t('secondFactor.scanStep')}</Typography>
          {enrolment ? (
            <>
              <Box
                component="img"
                src={enrolment.qrDataUrl}
                alt={t('secondFactor.qrAlt')}
                width={200}
                height={200}
                sx={{ display: 'block', my: 1.5, mx: 'auto', bgcolor: '#fff' }}
              />
              <Typography variant="body2">{t('secondFactor.manualKey')}</Typography>
              <Typography
                component="code"
                translate="no"
                sx={{
                  display: 'block',
                  fontFamily: 'monospace',
                  fontSize: '1rem',
                  letterSpacing: '0.05em',
                  // the groups of four wrap between them, never inside one
                  overflowWrap: 'anywhere',
                  bgcolor: 'action.hover',
                  p: 1,
                  mt: 0.5,
                  borderRadius: 1,
                }}
              >
                {grouped(enrolment.secret)}
              </Typography>
              <Button size="small" sx={{ mt: 0.5 }} onClick={() => start.mutate()}>
                {t('secondFactor.newCode')}
              </Button>
            </>
          ) : start.isPending ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }}>
              <CircularProgress size={20} />
              <Typography>{t('secondFactor.preparing')}</Typography>
            </Box>
          ) : (
            <Button sx={{ mt: 1 }} onClick={() => start.mutate()}>
              {t('secondFactor.newCode')}
            </Button>
          )}
        </li>
        <li>
          <Typography>{t('secondFactor.confirmStep')}</Typography>
          <CodeForm
            label={t('secondFactor.codeLabel')}
            numeric
            rememberDays={rememberDays}
            submitLabel={t('secondFactor.confirm')}
            busyLabel={t('secondFactor.confirming')}
            onSubmit={async (values) => setConfirmed(await confirm.mutateAsync(values))}
          />
        </li>
      </Box>
    </>
  );
}
