import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
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

function matchWhere(t: TFunction, match: DuplicateMatch): string {
  return match.jig_uid !== null
    ? t('review.duplicateBanner.inRegistry', { uid: match.jig_uid })
    : t('review.duplicateBanner.inProcess', { id: match.registration_id ?? '' });
}

/**
 * The match a decision is about: the best likely one, else the best possible one. The list is
 * best score first, and a possible match may score above a likely one (a namesake whose father
 * differs), so 'first' alone could hide the likely match that needs the acknowledgement.
 */
export function decisionMatch(matches: readonly DuplicateMatch[] | undefined) {
  if (!matches || matches.length === 0) return null;
  return matches.find((match) => match.level === 'likely') ?? matches[0]!;
}

/** The match in one line, as the decision's confirmation names it. */
export function describeMatch(t: TFunction, match: DuplicateMatch): string {
  return t('review.duplicateDecision.match', {
    name: joinName(match.first_name, match.last_name),
    dob: matchDob(match),
    where: matchWhere(t, match),
    score: Math.round(match.score * 100),
  });
}

export interface DuplicateBannerProps {
  registrationId: number;
  /** opens the duplicate-check dialog with every match */
  onOpen: () => void;
}

/**
 * First on Check And Validate / Approve, above the record (ADR 049): the match the decision is
 * about, its level, score and reasons, and the way to the full dialog; for a likely match, that
 * Validate and Approve will ask for the acknowledgement. A check that could not run says so,
 * since validate and approve wait for it. Nothing when nothing matched.
 */
export function DuplicateBanner({ registrationId, onOpen }: DuplicateBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const duplicates = useDuplicates(registrationId, true);
  if (duplicates.isPending) {
    return (
      <Typography role="status" variant="body2" color="textSecondary">
        {t('review.duplicateBanner.checking')}
      </Typography>
    );
  }
  if (duplicates.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void duplicates.refetch()}>
            {t('review.duplicateBanner.retry')}
          </Button>
        }
      >
        {t('review.duplicateBanner.failed')}
      </Alert>
    );
  }
  const matches = duplicates.data.matches;
  const best = decisionMatch(matches);
  if (!best) return null;
  const likely = best.level === 'likely';
  return (
    <Alert
      severity={likely ? 'warning' : 'info'}
      role="region"
      aria-labelledby={titleId}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t(likely ? 'review.duplicateBanner.likelyTitle' : 'review.duplicateBanner.title')}
      </AlertTitle>
      <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
        {t(likely ? 'review.duplicates.likely' : 'review.duplicates.possible')} ·{' '}
        {t('review.duplicates.score', { score: Math.round(best.score * 100) })}
      </Typography>
      <Typography component="p" variant="body2">
        {t('review.duplicateBanner.bestMatch', {
          name: joinName(best.first_name, best.last_name),
          dob: matchDob(best),
        })}{' '}
        ({matchWhere(t, best)})
      </Typography>
      {best.reasons.length > 0 ? (
        <Typography component="p" variant="body2">
          {t('review.duplicates.reasons')}:{' '}
          {best.reasons.map((reason) => translateReason(t, reason)).join(', ')}
        </Typography>
      ) : null}
      {likely ? (
        <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
          {t('review.duplicateBanner.likelyAsk')}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          mt: 1,
        }}
      >
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          aria-haspopup="dialog"
          onClick={onOpen}
        >
          {t('review.duplicateBanner.open')}
        </Button>
        {matches.length > 1 ? (
          <Typography component="span" variant="caption">
            {t('review.duplicateBanner.more', { count: matches.length - 1 })}
          </Typography>
        ) : null}
      </Box>
    </Alert>
  );
}
