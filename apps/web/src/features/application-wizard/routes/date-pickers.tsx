import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enIN } from 'date-fns/locale/en-IN';
import type { ReactNode } from 'react';

/**
 * The date pickers' adapter, here in the wizard's routes rather than in the app provider, so
 * the picker code loads only with the screens that show one (decision 011).
 */
export function DatePickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enIN}>
      {children}
    </LocalizationProvider>
  );
}
