import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '@form-a/domain/dates';
import type { WizardValues } from './wizard-form';
import { translateWizardMessage } from './wizard-messages';

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
 * The date of birth: dd/MM/yyyy, picked from the calendar only (the field is read-only and a
 * click opens the picker, spec: typing blocked), no future dates. The year view comes first,
 * since a birth year is decades back. Needs a LocalizationProvider above it (the routes).
 */
export function DobPicker({ control, helperText }: DobPickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'dob' });
  const [open, setOpen] = useState(false);
  const message = translateWizardMessage(t, fieldState.error?.message);
  return (
    <DatePicker
      label={t('wizard.fields.dob')}
      value={toDate(field.value)}
      onChange={(date) => field.onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : '')}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        field.onBlur();
      }}
      format="dd/MM/yyyy"
      disableFuture
      openTo="year"
      views={['year', 'month', 'day']}
      inputRef={field.ref}
      name={field.name}
      slotProps={{
        field: { readOnly: true, onClick: () => setOpen(true) },
        textField: {
          required: true,
          fullWidth: true,
          margin: 'normal',
          error: fieldState.invalid,
          helperText: message ?? helperText,
        },
      }}
    />
  );
}
