import { useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from '../i18n/init-i18n';
import { localePacksFor } from '../i18n/locale-packs';
import { createQueryClient } from '../lib/react-query';
import { SessionProvider, type SessionStore } from '../lib/session';
import { theme } from './theme';

export interface AppProviderProps {
  children: ReactNode;
  /** tests pass their own instances; the app creates one of each */
  queryClient?: QueryClient;
  i18n?: I18n;
  sessionStore?: SessionStore;
}

/**
 * Everything the screens share. The date pickers' LocalizationProvider is deliberately not here:
 * it belongs in the lazily loaded routes that render a picker, so @mui/x-date-pickers stays out
 * of the entry chunk.
 */
export function AppProvider({ children, queryClient, i18n, sessionStore }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [i18nInstance] = useState(() => i18n ?? createI18n());
  return (
    <I18nextProvider i18n={i18nInstance}>
      <QueryClientProvider client={client}>
        <LocalizedTheme>
          <CssBaseline />
          <SessionProvider {...(sessionStore ? { store: sessionStore } : {})}>
            {children}
          </SessionProvider>
        </LocalizedTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * The theme with the reading language's component texts (MUI core, data grid, date pickers),
 * which MUI reads from the theme's default props; English is what the libraries ship.
 */
function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const packs = localePacksFor(i18n.language);
  const localized = useMemo(() => (packs ? createTheme(theme, ...packs.theme) : theme), [packs]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
