import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ApprovedReadModel } from '@form-a/domain/approved-record';
import {
  CASTES,
  FATHER_TITLES,
  MOTHER_TITLES,
  NATIONALITIES,
  OCCUPATIONS,
  QUALIFICATIONS,
  SPOUSE_TITLES,
  TITLES,
  type EnumOption,
} from '@form-a/domain/enums';
import { enumText, titleText } from '../../../i18n/enum-text';
import { translateApiError } from '../../../i18n/translate-api-error';
import { formatDate, NO_DATE } from '../../../lib/format-date';
import { countryName, joinName, NO_VALUE, orNoValue } from '../../../lib/format-record';
import { useApprovedRecords } from '../api/get-approved-records';

/** The read model splits dates into DD, MM and YYYY columns; shown as one date. */
function partsDate(dd: string, mm: string, yyyy: string): string {
  if (!dd || !mm || !yyyy) return NO_DATE;
  return formatDate(`${yyyy.padStart(4, '0')}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`);
}

/** Creation_Time is 'yyyy-mm-dd hh:mm:ss', already on the organisation's clock. */
function readModelTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(value);
  return match ? `${formatDate(match[1])} ${match[2]}` : orNoValue(value);
}

function named(code: string, name: (code: string) => string): string {
  return code.trim() === '' ? NO_VALUE : name(code);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}

/** One approved record with labelled fields, laid out like the 'Jigyasu Data' popup. */
function ApprovedRecordFields({ record }: { record: ApprovedReadModel }) {
  const { t, i18n } = useTranslation();
  const label = (options: readonly EnumOption[]) => (code: string) => enumText(t, options, code);
  // titles in the reader's language ('श्री', not 'MR'), like every other screen
  const person = (titles: readonly EnumOption[], title: string, ...names: string[]) =>
    orNoValue(joinName(titleText(t, titles, title), ...names));
  return (
    <Box>
      <Grid container component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Field label={t('registrations.details.uid')}>{record.jig_uid}</Field>
        <Field label={t('registrations.details.fullName')}>
          {person(TITLES, record.Title, record.First_Name, record.Middle_Name, record.Last_Name)}
        </Field>
        <Field label={t('registrations.details.branch')}>{orNoValue(record.Affiliation)}</Field>
        <Field label={t('registrations.details.dob')}>
          {partsDate(record.DOB_DD, record.DOB_MM, record.DOB_YYYY)}
        </Field>
        <Field label={t('review.viewData.dateOfRegistration')}>
          {partsDate(record.DOR_DD, record.DOR_MM, record.DOR_YYYY)}
        </Field>
        <Field label={t('review.viewData.statusFlag')}>{orNoValue(record.status_flag)}</Field>
        <Field label={t('registrations.details.fatherName')}>
          {person(
            FATHER_TITLES,
            record.Title1,
            record.Father_First_Name,
            record.Father_Middle_Name,
            record.Father_Last_Name,
          )}
        </Field>
        <Field label={t('registrations.details.fatherUid')}>{orNoValue(record.Father_UID)}</Field>
        <Field label={t('registrations.details.motherName')}>
          {person(
            MOTHER_TITLES,
            record.Title2,
            record.Mother_First_Name,
            record.Mother_Middle_Name,
            record.Mother_Last_Name,
          )}
        </Field>
        <Field label={t('registrations.details.motherUid')}>{orNoValue(record.Mother_UID)}</Field>
        <Field label={t('registrations.details.spouseName')}>
          {person(
            SPOUSE_TITLES,
            record.Title3,
            record.Spouse_First_Name,
            record.Spouse_Middle_Name,
            record.Spouse_Last_Name,
          )}
        </Field>
        <Field label={t('registrations.details.spouseUid')}>{orNoValue(record.Spouse_UID)}</Field>
        <Field label={t('registrations.details.address1')}>{orNoValue(record.Address_Line1)}</Field>
        <Field label={t('registrations.details.address2')}>{orNoValue(record.Address_Line2)}</Field>
        <Field label={t('review.viewData.address3')}>{orNoValue(record.Address_Line3)}</Field>
        <Field label={t('registrations.details.city')}>{orNoValue(record.City)}</Field>
        <Field label={t('registrations.details.state')}>{orNoValue(record.State)}</Field>
        <Field label={t('registrations.details.country')}>
          {countryName(record.Country, i18n.language)}
        </Field>
        <Field label={t('registrations.details.pinCode')}>{orNoValue(record.Pin)}</Field>
        <Field label={t('registrations.details.email')}>{orNoValue(record.Email_Address)}</Field>
        <Field label={t('registrations.details.phone')}>{orNoValue(record.Phone_Number)}</Field>
        <Field label={t('registrations.details.caste')}>{named(record.Caste, label(CASTES))}</Field>
        <Field label={t('registrations.details.occupation')}>
          {named(record.Occupation, label(OCCUPATIONS))}
        </Field>
        <Field label={t('registrations.details.qualification')}>
          {named(record.Qualification, label(QUALIFICATIONS))}
        </Field>
        <Field label={t('registrations.details.nationality')}>
          {named(record.Nationality, label(NATIONALITIES))}
        </Field>
        <Field label={t('review.viewData.createdAt')}>{readModelTime(record.Creation_Time)}</Field>
        <Field label={t('review.viewData.modifiedBy')}>{orNoValue(record.Modified_By)}</Field>
      </Grid>
    </Box>
  );
}

/**
 * /uv/jigyasu/submited/details/:uid ('View Data', opened in a new tab by an approver): the
 * approved record as the collection service holds it, each field with its label (not
 * a one-row grid headed by the service's column names).
 */
export function SubmittedDetailsRoute() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const records = useApprovedRecords(uid);
  const items = records.data?.items ?? [];
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pages.submittedDetails')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('review.viewData.subtitle', { uid })}
      </Typography>
      {records.isPending ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : records.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateApiError(t, records.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('review.viewData.notYet')}
        </Alert>
      ) : (
        items.map((record, index) => (
          <Card
            key={`${record.jig_uid}-${index}`}
            component="section"
            aria-label={t('review.viewData.record', { uid: record.jig_uid })}
            sx={{ mb: 2 }}
          >
            <CardContent>
              <ApprovedRecordFields record={record} />
            </CardContent>
          </Card>
        ))
      )}
    </>
  );
}
