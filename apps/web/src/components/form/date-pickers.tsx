import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enIN } from 'date-fns/locale/en-IN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePacksFor } from '../../i18n/locale-packs';

/**
 * The date pickers' adapter. Only the screens that show a picker render it (the wizard's routes,
 * DateField), so the picker code loads with them rather than with the app (decision 011).
 */
export function DatePickers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // month and weekday names in the reader's language; the field's digits stay dd/MM/yyyy
  const locale = localePacksFor(i18n.language)?.dateFns ?? enIN;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
      {children}
    </LocalizationProvider>
  );
}
