import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDdMmYyyy, isIsoDate } from '@form-a/domain/dates';
import type { EnumOption } from '@form-a/domain/enums';
import { fieldsInView } from '@form-a/domain/registration-fields';
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

// A key built at run time: typing it against the catalogue would make TypeScript expand the
// whole key union, which is past its depth limit.
type LooseT = (key: string) => string;

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

  const form = values as unknown as Readonly<Record<string, unknown>>;
  const text = (name: string) => {
    const value = form[name];
    return typeof value === 'string' ? value : '';
  };
  const rows: ReviewRow[] = [
    ...leadingRows,
    // the field table's rows (registration-fields.ts, `views.review`), a title with its name
    ...fieldsInView('review').map(({ place, ...field }): ReviewRow => {
      const value = text(field.form ?? '');
      const options: readonly EnumOption[] = field.options ?? [];
      const row = (shown: ReactNode) => ({
        label: (t as unknown as LooseT)(place.label),
        value: shown,
      });
      if (place.joins)
        return row(joinWords(named(value, label(options)), ...place.joins.map(text)));
      if (field.type === 'enum') return row(named(value, label(options)));
      if (field.type === 'date') return row(dobText(value));
      if (field.type === 'country') return row(countryName);
      // the spec's 'photo path', said as a person reads it: the address is the portal's business
      if (field.type === 'photo') return row(value ? t('wizard.photoUploaded') : '');
      return row(value);
    }),
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
