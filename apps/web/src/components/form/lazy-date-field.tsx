import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { formatDate } from '../../lib/format-date';
import type { DateFieldProps } from './date-field';

const DateField = lazy(() =>
  import('./date-field').then((module) => ({ default: module.DateField })),
);

/**
 * DateField, its picker code fetched when the field is first shown (decision 011): a screen
 * that has one date field below its main content (the dashboard's card print) does not wait
 * for the pickers. Meanwhile the day shows, read-only, in the same format.
 */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <TextField
          label={props.label}
          size={props.size}
          value={props.value ? formatDate(props.value) : ''}
          disabled
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <DateField {...props} />
    </Suspense>
  );
}
