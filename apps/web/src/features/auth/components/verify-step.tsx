import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorVerified } from '@form-a/domain/api/second-factor';
import { useVerifySecondFactor } from '../api/second-factor';
import { CodeForm } from './code-form';

/** The enrolled user's step: a code of the app, or one of the recovery codes. */
export function VerifyStep({
  rememberDays,
  onDone,
}: {
  rememberDays: number;
  onDone: (session: SecondFactorVerified) => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifySecondFactor();
  const [recovery, setRecovery] = useState(false);
  // After a recovery code: how many are left, before the portal opens.
  const [spent, setSpent] = useState<SecondFactorVerified | null>(null);

  if (spent) {
    return (
      <>
        <Alert severity="warning" sx={{ my: 2 }}>
          {t('secondFactor.recoveryCodeUsed', { count: spent.recoveryCodesLeft })}{' '}
          {t('secondFactor.recoveryCodesRunningOut')}
        </Alert>
        <Button variant="contained" fullWidth size="large" autoFocus onClick={() => onDone(spent)}>
          {t('secondFactor.continue')}
        </Button>
      </>
    );
  }

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.verifyIntro')}
      </Typography>
      <CodeForm
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('secondFactor.recoveryCodeLabel') : t('secondFactor.codeLabel')}
        numeric={!recovery}
        rememberDays={rememberDays}
        submitLabel={t('secondFactor.verify')}
        busyLabel={t('secondFactor.verifying')}
        onSubmit={async (values) => {
          const result = await verify.mutateAsync(values);
          if (result.usedRecoveryCode) setSpent(result);
          else onDone(result);
        }}
      />
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" onClick={() => setRecovery((value) => !value)}>
          {recovery ? t('secondFactor.useAppCode') : t('secondFactor.useRecoveryCode')}
        </Link>
      </Typography>
    </>
  );
}
