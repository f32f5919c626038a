import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDdMmYyyy, isIsoDate } from '@form-a/domain/dates';
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
import { enumText } from '../../../i18n/enum-text';
import { useCountries } from '../api/get-countries';
import type { WizardValues } from './wizard-form';

export interface ReviewRow {
  label: string;
  value: ReactNode;
}

const joinWords = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/** Code → display name, '' staying '' (an unfilled draft field is not "Unknown"). */
const named = (code: string, name: (code: string) => string) =>
  code.trim() === '' ? '' : name(code);

/** dob as dd/MM/yyyy (date part only). */
function dobText(dob: string): string {
  const date = dob.slice(0, 10);
  return isIsoDate(date) ? formatDdMmYyyy(date, '/') : dob;
}

interface ReviewDetailsProps {
  values: WizardValues;
  /** rows shown first (e.g. UID and status on the record screens) */
  leadingRows?: ReviewRow[];
}

/**
 * Every value of the application as a person reads it: display names for codes, the date of
 * birth as a date, the photo. The wizard's Review step and the secretary's record screens.
 */
export function ReviewDetails({ values, leadingRows = [] }: ReviewDetailsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const label = (options: readonly EnumOption[]) => (code: string) => enumText(t, options, code);
  const countryName =
    countries.data?.find((option) => option.value === values.country)?.label ?? values.country;
  const relative = (title: string, name: string) => joinWords(title, name);

  const rows: ReviewRow[] = [
    ...leadingRows,
    { label: t('wizard.fields.branch'), value: values.branch },
    {
      label: t('wizard.fields.fullName'),
      value: joinWords(
        named(values.title, label(TITLES)),
        values.firstName,
        values.middleName,
        values.lastName,
      ),
    },
    { label: t('wizard.fields.email'), value: values.email },
    { label: t('wizard.fields.phone'), value: values.phone },
    { label: t('wizard.fields.dob'), value: dobText(values.dob) },
    {
      label: t('wizard.fields.fatherName'),
      value: relative(named(values.fatherTitle, label(FATHER_TITLES)), values.fatherName),
    },
    { label: t('wizard.fields.fatherUid'), value: values.fatherUid },
    {
      label: t('wizard.fields.motherName'),
      value: relative(named(values.motherTitle, label(MOTHER_TITLES)), values.motherName),
    },
    { label: t('wizard.fields.motherUid'), value: values.motherUid },
    {
      label: t('wizard.fields.spouseName'),
      value: relative(named(values.spouseTitle, label(SPOUSE_TITLES)), values.spouseName),
    },
    { label: t('wizard.fields.spouseUid'), value: values.spouseUid },
    { label: t('wizard.fields.address1'), value: values.address1 },
    { label: t('wizard.fields.address2'), value: values.address2 },
    { label: t('wizard.fields.city'), value: values.city },
    { label: t('wizard.fields.region'), value: values.region },
    { label: t('wizard.fields.country'), value: countryName },
    { label: t('wizard.fields.zipcode'), value: values.zipcode },
    { label: t('wizard.fields.organization'), value: values.organization },
    { label: t('wizard.fields.occupation'), value: named(values.occupation, label(OCCUPATIONS)) },
    {
      label: t('wizard.fields.qualification'),
      value: named(values.qualification, label(QUALIFICATIONS)),
    },
    { label: t('wizard.fields.designation'), value: values.designation },
    {
      label: t('wizard.fields.nationality'),
      value: named(values.nationality, label(NATIONALITIES)),
    },
    { label: t('wizard.fields.caste'), value: named(values.caste, label(CASTES)) },
    { label: t('wizard.fields.bloodGroup'), value: named(values.bloodGroup, label(BLOOD_GROUPS)) },
    // the spec's 'photo path', said as a person reads it: the address is the portal's business
    { label: t('wizard.fields.photo'), value: values.photo ? t('wizard.photoUploaded') : '' },
  ];

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        {values.photo ? (
          <Box
            component="img"
            src={values.photo}
            alt={t('wizard.fields.photo')}
            sx={{
              display: 'block',
              maxWidth: 140,
              maxHeight: 180,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('wizard.noPhoto')}
          </Typography>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 1 },
          m: 0,
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ mt: { xs: 1, sm: 0 } }}
            >
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }}
            >
              {row.value === '' || row.value === null || row.value === undefined
                ? t('wizard.emptyValue')
                : row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
