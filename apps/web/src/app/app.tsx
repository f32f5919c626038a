import type { i18n as I18n } from 'i18next';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ i18n }: { i18n?: I18n }) {
  return (
    <AppProvider i18n={i18n}>
      <AppRouter />
    </AppProvider>
  );
}
