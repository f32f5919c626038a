import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '@form-a/domain/dates';
import { useOrgToday, type WizardValues } from './wizard-form';
import { translateMessage } from '../../../i18n/translate-message';
import { messageRef } from '@form-a/domain/message-ref';

/** Where the calendar opens with no date yet: most applicants were born decades ago. */
const OPENS_YEARS_BACK = 30;

/** 'yyyy-mm-dd' → a local Date at midnight (a date of birth has no time zone). */
function toDate(value: string): Date | null {
  const parts = parseIsoDate(value);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

interface DobPickerProps {
  control: Control<WizardValues>;
  helperText?: string;
}

/**
 * The date of birth: dd/MM/yyyy, typed or picked from the calendar (ADR 009: the spec's "typing
 * blocked" was the original's limitation), no future dates; the schema's rules apply either way.
 * The calendar opens on the year list at 30 years back, since a birth year is decades back.
 * Needs a LocalizationProvider above it (the routes).
 */
export function DobPicker({ control, helperText }: DobPickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'dob' });
  const orgToday = useOrgToday();
  const [referenceDate] = useState(() => {
    const today = toDate(orgToday) ?? new Date();
    return new Date(today.getFullYear() - OPENS_YEARS_BACK, 0, 1);
  });
  // a typed date that is not whole or not real: the form holds '' and would say 'required'
  const [incomplete, setIncomplete] = useState(false);
  const error =
    incomplete && fieldState.error?.message === messageRef('required.dob')
      ? messageRef('application.dobInvalid')
      : fieldState.error?.message;
  const message = translateMessage(t, error);
  return (
    <DatePicker
      label={t('wizard.fields.dob')}
      value={toDate(field.value)}
      onChange={(date) => {
        const whole = !!date && isValid(date);
        setIncomplete(!!date && !whole);
        field.onChange(whole ? format(date, 'yyyy-MM-dd') : '');
      }}
      onClose={() => field.onBlur()}
      format="dd/MM/yyyy"
      disableFuture
      openTo="year"
      views={['year', 'month', 'day']}
      referenceDate={referenceDate}
      inputRef={field.ref}
      name={field.name}
      slotProps={{
        textField: {
          required: true,
          fullWidth: true,
          margin: 'normal',
          onBlur: field.onBlur,
          error: fieldState.invalid,
          helperText: message ?? helperText ?? t('wizard.dobHint'),
        },
      }}
    />
  );
}
