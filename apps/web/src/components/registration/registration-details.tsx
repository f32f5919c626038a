import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLOOD_GROUPS,
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
import { enumText, titleText } from '../../i18n/enum-text';
import { recordStatusText } from '../../i18n/status-text';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { formatDate } from '../../lib/format-date';
import { countryName, joinName, NO_VALUE, orNoValue } from '../../lib/format-record';
import { EnlargeablePhoto } from './enlargeable-photo';

/** A coded value by its display name ('Unknown …' for a code the lists do not know), '--' when empty. */
function named(code: string, name: (code: string) => string): string {
  return code.trim() === '' ? NO_VALUE : name(code);
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 4 }}>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}

/**
 * Every field of the 'Jigyasu Data' popup (spec section 2), codes shown by their display
 * names. The review screens show the same block above their actions.
 */
export function RegistrationDetails({ record }: { record: RegistrationRecord }) {
  const { t, i18n } = useTranslation();
  const label = (options: readonly EnumOption[]) => (code: string) => enumText(t, options, code);
  const fullName = joinName(record.first_name, record.middle_name, record.last_name);
  const relative = (titles: readonly EnumOption[], title: string, name: string) =>
    orNoValue(joinName(titleText(t, titles, title), name));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        {record.photo ? (
          <EnlargeablePhoto src={record.photo} name={fullName} />
        ) : (
          <Box
            sx={{
              width: 120,
              height: 150,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
              fontSize: 12,
              textAlign: 'center',
              p: 1,
            }}
          >
            {t('registrations.details.noPhoto')}
          </Box>
        )}
        <Box sx={{ minWidth: 220, flex: 1 }}>
          <Grid container component="dl" spacing={1.5} sx={{ m: 0 }}>
            <Field label={t('registrations.details.uid')}>
              {record.uid ?? t('registrations.lookup.uidNotGenerated')}
            </Field>
            <Field label={t('registrations.details.fullName')}>
              {orNoValue(joinName(titleText(t, TITLES, record.title), fullName))}
            </Field>
            <Field label={t('registrations.details.status')}>
              {recordStatusText(t, record.status)}
            </Field>
            <Field label={t('registrations.details.email')}>{orNoValue(record.email)}</Field>
            <Field label={t('registrations.details.phone')}>{orNoValue(record.phone)}</Field>
            <Field label={t('registrations.details.dob')}>{formatDate(record.dob)}</Field>
          </Grid>
        </Box>
      </Box>
      <Box>
        <Grid container component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Field label={t('registrations.details.fatherName')}>
            {relative(FATHER_TITLES, record.father_title, record.father_name)}
          </Field>
          <Field label={t('registrations.details.fatherUid')}>{orNoValue(record.father_uid)}</Field>
          <Field label={t('registrations.details.motherName')}>
            {relative(MOTHER_TITLES, record.mother_title, record.mother_name)}
          </Field>
          <Field label={t('registrations.details.motherUid')}>{orNoValue(record.mother_uid)}</Field>
          <Field label={t('registrations.details.spouseName')}>
            {relative(SPOUSE_TITLES, record.spouse_title, record.spouse_name)}
          </Field>
          <Field label={t('registrations.details.spouseUid')}>{orNoValue(record.spouse_uid)}</Field>
          <Field label={t('registrations.details.address1')}>{orNoValue(record.address1)}</Field>
          <Field label={t('registrations.details.address2')}>{orNoValue(record.address2)}</Field>
          <Field label={t('registrations.details.city')}>{orNoValue(record.city)}</Field>
          <Field label={t('registrations.details.state')}>{orNoValue(record.region)}</Field>
          <Field label={t('registrations.details.country')}>
            {countryName(record.country, i18n.language)}
          </Field>
          <Field label={t('registrations.details.pinCode')}>{orNoValue(record.zipcode)}</Field>
          <Field label={t('registrations.details.organization')}>
            {orNoValue(record.organization)}
          </Field>
          <Field label={t('registrations.details.occupation')}>
            {named(record.occupation, label(OCCUPATIONS))}
          </Field>
          <Field label={t('registrations.details.qualification')}>
            {named(record.qualification, label(QUALIFICATIONS))}
          </Field>
          <Field label={t('registrations.details.designation')}>
            {orNoValue(record.designation)}
          </Field>
          <Field label={t('registrations.details.nationality')}>
            {named(record.nationality, label(NATIONALITIES))}
          </Field>
          <Field label={t('registrations.details.caste')}>
            {named(record.caste, label(CASTES))}
          </Field>
          <Field label={t('registrations.details.bloodGroup')}>
            {named(record.bloodgroup, label(BLOOD_GROUPS))}
          </Field>
          <Field label={t('registrations.details.branch')}>{orNoValue(record.branch)}</Field>
          <Field label={t('registrations.details.photo')}>
            {record.photo
              ? t('registrations.details.photoUploaded')
              : t('registrations.details.noPhoto')}
          </Field>
        </Grid>
      </Box>
    </Box>
  );
}
