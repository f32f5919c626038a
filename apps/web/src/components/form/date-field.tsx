import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { parseIsoDate } from '@form-a/domain/dates';
import { DatePickers } from './date-pickers';

/** 'yyyy-mm-dd' → a local Date at midnight (a calendar day has no time zone); null for ''. */
function toDate(value: string | undefined): Date | null {
  const parts = value ? parseIsoDate(value) : null;
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

export interface DateFieldProps {
  label: string;
  /** the day as the API takes it, yyyy-mm-dd; '' or undefined for none */
  value: string | undefined;
  /** a whole, real day as yyyy-mm-dd, or '' when the field is emptied */
  onChange: (value: string) => void;
  name?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disableFuture?: boolean;
  fullWidth?: boolean;
}

/**
 * A day in the portal's one format, dd/mm/yyyy, typed or picked from the calendar, in the
 * reader's language: the MUI X picker of the wizard's date of birth, in place of the browser's
 * `<input type="date">`, which wrote mm/dd/yyyy beside dd/mm/yyyy elsewhere (ADR 052). A day
 * typed halfway changes nothing until it is whole (no request for a half-typed year).
 */
export function DateField({
  label,
  value,
  onChange,
  name,
  size,
  required,
  error,
  helperText,
  disableFuture,
  fullWidth,
}: DateFieldProps) {
  // What the field shows while a day is typed halfway (an invalid Date): the picker's own value,
  // kept here, since the caller holds only whole days. Without it the picker saw its value
  // "change" back to empty on every key and cleared what had been typed.
  const [draft, setDraft] = useState<Date | null | undefined>(undefined);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // a new day from outside (cleared filters, another address): it wins over the draft
    setShownValue(value);
    setDraft(undefined);
  }
  return (
    <DatePickers>
      <DatePicker
        label={label}
        value={draft !== undefined ? draft : toDate(value)}
        onChange={(date) => {
          if (date === null) {
            setDraft(undefined);
            onChange('');
          } else if (isValid(date) && date.getFullYear() >= 1000) {
            setDraft(undefined);
            onChange(format(date, 'yyyy-MM-dd'));
          } else {
            setDraft(date);
          }
        }}
        format="dd/MM/yyyy"
        name={name}
        {...(disableFuture ? { disableFuture: true } : {})}
        slotProps={{
          field: { clearable: true },
          textField: {
            size,
            required,
            error,
            helperText,
            fullWidth,
            // room for dd/mm/yyyy beside the clear and calendar buttons (a row of filters
            // squeezed it to 'DD/MM/' and the clicks landed on the wrong part)
            sx: fullWidth ? undefined : { minWidth: 220 },
          },
        }}
      />
    </DatePickers>
  );
}
