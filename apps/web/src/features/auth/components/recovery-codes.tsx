import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): the portal opens
 * when the user says they are saved.
 */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
        {t('secondFactor.recoveryTitle')}
      </Typography>
      <Typography sx={{ my: 1 }}>{t('secondFactor.recoveryCodesIntro')}</Typography>
      <Box
        component="ol"
        aria-label={t('secondFactor.recoveryCodesList')}
        translate="no"
        sx={{
          // one column: a code never breaks across lines, at 390 px as at 1440 px
          display: 'grid',
          gap: 0.5,
          listStylePosition: 'inside',
          whiteSpace: 'nowrap',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 1.5,
          my: 1.5,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(codes.join('\n'))
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {t('secondFactor.copyCodes')}
      </Button>
      <Typography component="span" role="status" sx={{ ml: 1.5 }}>
        {copied ? t('secondFactor.copied') : ''}
      </Typography>
      <FormControlLabel
        sx={{ display: 'flex', mt: 1.5 }}
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={t('secondFactor.savedCodes')}
      />
      <Button
        variant="contained"
        fullWidth
        size="large"
        disabled={!saved}
        onClick={onContinue}
        sx={{ mt: 1 }}
      >
        {t('secondFactor.continue')}
      </Button>
    </section>
  );
}
