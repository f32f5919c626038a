import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { DuplicateApplicant, DuplicateMatch } from '@form-a/domain/schemas/duplicate-match';
import { formatDate } from '../../../lib/format-date';
import { joinName, NO_VALUE, orNoValue } from '../../../lib/format-record';
import { useDuplicates } from '../api/get-duplicates';
import { translateReason } from '../translate-reason';

/** What the dialog shows of the applicant before the server's own summary arrives. */
export type ApplicantSummary = Pick<
  DuplicateApplicant,
  'first_name' | 'middle_name' | 'last_name' | 'dob' | 'father_name' | 'branch'
>;

export interface DuplicateCheckDialogProps {
  open: boolean;
  /** the registration to check; kept while the dialog closes so its content does not flicker */
  registrationId: number | null;
  /** shown at once, before the server's own summary of the applicant arrives */
  applicant?: ApplicantSummary | null | undefined;
  onClose: () => void;
}

function matchDob(match: DuplicateMatch): string {
  const { dob_yyyy: yyyy, dob_mm: mm, dob_dd: dd } = match;
  if (!yyyy || !mm || !dd) return NO_VALUE;
  return formatDate(`${yyyy.padStart(4, '0')}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`);
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Grid>
  );
}

function MatchCard({ match }: { match: DuplicateMatch }) {
  const { t } = useTranslation();
  const likely = match.level === 'likely';
  const name = joinName(match.first_name, match.last_name);
  const uid =
    match.jig_uid ??
    (match.registration_id
      ? t('review.duplicates.pendingRecord', { id: match.registration_id })
      : NO_VALUE);
  return (
    <Card
      component="article"
      aria-label={name || uid}
      variant="outlined"
      sx={
        likely
          ? {
              borderColor: 'warning.main',
              borderWidth: 2,
              bgcolor: (theme) => alpha(theme.palette.warning.main, 0.06),
            }
          : undefined
      }
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={likely ? 'warning' : 'default'}
            variant={likely ? 'filled' : 'outlined'}
            label={t(likely ? 'review.duplicates.likely' : 'review.duplicates.possible')}
          />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('review.duplicates.score', { score: Math.round(match.score * 100) })}
          </Typography>
        </Stack>
        <Box>
          <Grid container component="dl" spacing={1} sx={{ m: 0 }}>
            <Line label={t('review.duplicates.branch')} value={orNoValue(match.branch)} />
            <Line label={t('review.duplicates.uid')} value={uid} />
            <Line label={t('review.duplicates.firstName')} value={orNoValue(match.first_name)} />
            <Line label={t('review.duplicates.lastName')} value={orNoValue(match.last_name)} />
            <Line label={t('review.duplicates.dob')} value={matchDob(match)} />
            <Line
              label={t('review.duplicates.fatherName')}
              value={orNoValue(
                joinName(match.father_first_name, match.father_middle_name, match.father_last_name),
              )}
            />
          </Grid>
        </Box>
        {match.reasons.length > 0 ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="textSecondary">
              {t('review.duplicates.reasons')}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {match.reasons.map((reason) => (
                <Chip
                  key={reason}
                  size="small"
                  variant="outlined"
                  label={translateReason(t, reason)}
                />
              ))}
            </Stack>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * 'Check for Duplicates' (spec section 2): the applicant's summary, a spinner while the data
 * service answers, then the matches as cards ('likely' ones stand out) or 'No Duplicate
 * records found'. A failed check shows the same text, as the spec asks, and says it could not run.
 */
export function DuplicateCheckDialog({
  open,
  registrationId,
  applicant,
  onClose,
}: DuplicateCheckDialogProps) {
  const { t } = useTranslation();
  const duplicates = useDuplicates(registrationId, open);
  const summary: ApplicantSummary | null = duplicates.data?.applicant ?? applicant ?? null;
  const noDuplicates = (
    <Typography sx={{ fontWeight: 600 }}>{t('registrations.lookup.noDuplicates')}</Typography>
  );
  return (
    <Dialog
      open={open && registrationId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle>{t('review.duplicates.title')}</DialogTitle>
      {/* the body scrolls on its own (scroll="paper"): focusable, so the keys scroll it */}
      <DialogContent dividers tabIndex={0}>
        {summary ? (
          <Box sx={{ mb: 2, p: 1.5, bgcolor: 'grey.50', borderRadius: 1 }}>
            <Grid
              container
              component="dl"
              aria-label={t('review.duplicates.applicant')}
              spacing={1}
              sx={{ m: 0 }}
            >
              <Line
                label={t('review.duplicates.applicantName')}
                value={orNoValue(
                  joinName(summary.first_name, summary.middle_name, summary.last_name),
                )}
              />
              <Line label={t('review.duplicates.dob')} value={formatDate(summary.dob)} />
              <Line
                label={t('review.duplicates.fatherName')}
                value={orNoValue(summary.father_name)}
              />
              <Line label={t('review.duplicates.branch')} value={orNoValue(summary.branch)} />
            </Grid>
          </Box>
        ) : null}
        {duplicates.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
            <CircularProgress aria-label={t('review.duplicates.checking')} />
          </Box>
        ) : duplicates.isError ? (
          <Stack spacing={1.5}>
            {noDuplicates}
            <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
              {t('review.duplicates.checkFailed')}
            </Alert>
          </Stack>
        ) : duplicates.data.matches.length === 0 ? (
          noDuplicates
        ) : (
          <Stack spacing={1.5}>
            {duplicates.data.matches.map((match, index) => (
              <MatchCard
                key={`${match.jig_uid ?? match.registration_id ?? ''}-${index}`}
                match={match}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
