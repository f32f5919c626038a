import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from '@form-a/domain/enums';
import {
  fieldsInView,
  REGISTRATION_FIELDS,
  type RegistrationField,
} from '@form-a/domain/registration-fields';
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

// A key built at run time: typing it against the catalogue would make TypeScript expand the
// whole key union, which is past its depth limit.
type LooseT = (key: string) => string;

const recordNameOf = new Map<string | null, string>(
  REGISTRATION_FIELDS.map((field) => [field.form, field.record]),
);

interface Row {
  key: string;
  label: string;
  value: ReactNode;
  order: number;
  top: boolean;
}

/**
 * The popup's rows of the field table (registration-fields.ts, `views.details`), codes shown by
 * their display names, a title with the name it goes before.
 */
export function detailRows(
  record: Readonly<Record<string, unknown>>,
  t: TFunction,
  language: string,
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): Row[] {
  const text = (name: string) => {
    const value = record[name];
    return typeof value === 'string' ? value : '';
  };
  return fieldsInView('details', fields).map(({ place, ...field }) => {
    const value = text(field.record);
    const options: readonly EnumOption[] = field.options ?? [];
    let shown: ReactNode;
    if (place.joins) {
      const joined = place.joins.map((form) => text(recordNameOf.get(form) ?? form));
      shown = orNoValue(joinName(titleText(t, options, value), ...joined));
    } else if (field.type === 'enum') shown = named(value, (code) => enumText(t, options, code));
    else if (field.type === 'date') shown = formatDate(value === '' ? null : value);
    else if (field.type === 'country') shown = countryName(value, language);
    else if (field.type === 'photo')
      shown = value ? t('registrations.details.photoUploaded') : t('registrations.details.noPhoto');
    else shown = orNoValue(value);
    return {
      key: field.record,
      label: (t as unknown as LooseT)(place.label),
      value: shown,
      order: place.order,
      top: place.top ?? false,
    };
  });
}

/**
 * Every field of the 'Jigyasu Data' popup (spec section 2): the field table's beside the photo,
 * between the record's own Jigyasu ID and status, and the rest below.
 */
export function RegistrationDetails({ record }: { record: RegistrationRecord }) {
  const { t, i18n } = useTranslation();
  const fullName = joinName(record.first_name, record.middle_name, record.last_name);
  const rows = detailRows(record, t, i18n.language);
  // the record's own rows take their places among the table's (before and after the name)
  const top: Row[] = [
    {
      key: 'uid',
      label: t('registrations.details.uid'),
      value: record.uid ?? t('registrations.lookup.uidNotGenerated'),
      order: 0,
      top: true,
    },
    {
      key: 'status',
      label: t('registrations.details.status'),
      value: recordStatusText(t, record.status),
      order: 2.5,
      top: true,
    },
    ...rows.filter((row) => row.top),
  ].sort((a, b) => a.order - b.order);
  const fieldsOf = (list: Row[]) =>
    list.map((row) => (
      <Field key={row.key} label={row.label}>
        {row.value}
      </Field>
    ));
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
            {fieldsOf(top)}
          </Grid>
        </Box>
      </Box>
      <Box>
        <Grid container component="dl" spacing={1.5} sx={{ m: 0 }}>
          {fieldsOf(rows.filter((row) => !row.top))}
        </Grid>
      </Box>
    </Box>
  );
}
