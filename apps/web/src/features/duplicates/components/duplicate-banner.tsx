import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateMatch } from '@form-a/domain/schemas/duplicate-match';
import { formatDate, NO_DATE } from '../../../lib/format-date';
import { joinName } from '../../../lib/format-record';
import { useDuplicates } from '../api/get-duplicates';
import { translateReason } from '../translate-reason';

function matchDob({ dob_yyyy: yyyy, dob_mm: mm, dob_dd: dd }: DuplicateMatch): string {
  if (!yyyy || !mm || !dd) return NO_DATE;
  return formatDate(`${yyyy.padStart(4, '0')}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`);
}

export interface DuplicateBannerProps {
  registrationId: number;
  /** opens the duplicate-check dialog with every match */
  onOpen: () => void;
}

/**
 * Where the decision is made (Check And Validate / Approve): the best match of the duplicate
 * check, its level, score and reasons, and the way to the full dialog. Nothing when nothing
 * matched or the check could not run (the dialog says why when opened).
 */
export function DuplicateBanner({ registrationId, onOpen }: DuplicateBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const duplicates = useDuplicates(registrationId, true);
  const matches = duplicates.data?.matches ?? [];
  const best = matches[0];
  if (!best) return null;
  const likely = best.level === 'likely';
  const where =
    best.jig_uid !== null
      ? t('review.duplicateBanner.inRegistry', { uid: best.jig_uid })
      : t('review.duplicateBanner.inProcess', { id: best.registration_id ?? '' });
  return (
    <Alert
      severity={likely ? 'warning' : 'info'}
      role="region"
      aria-labelledby={titleId}
      action={
        <Button color="inherit" size="small" aria-haspopup="dialog" onClick={onOpen}>
          {t('review.duplicateBanner.open')}
        </Button>
      }
      sx={{ alignItems: 'flex-start', '& .MuiAlert-action': { pt: 0.5 } }}
    >
      <AlertTitle id={titleId}>{t('review.duplicateBanner.title')}</AlertTitle>
      <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
        {t(likely ? 'review.duplicates.likely' : 'review.duplicates.possible')} ·{' '}
        {t('review.duplicates.score', { score: Math.round(best.score * 100) })}
      </Typography>
      <Typography component="p" variant="body2">
        {t('review.duplicateBanner.bestMatch', {
          name: joinName(best.first_name, best.last_name),
          dob: matchDob(best),
        })}{' '}
        ({where})
      </Typography>
      {best.reasons.length > 0 ? (
        <Typography component="p" variant="body2">
          {t('review.duplicates.reasons')}:{' '}
          {best.reasons.map((reason) => translateReason(t, reason)).join(', ')}
        </Typography>
      ) : null}
      {matches.length > 1 ? (
        <Typography component="p" variant="caption">
          {t('review.duplicateBanner.more', { count: matches.length - 1 })}
        </Typography>
      ) : null}
    </Alert>
  );
}
