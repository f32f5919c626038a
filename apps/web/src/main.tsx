import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18nForStoredLanguage } from './i18n/init-i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const i18n = await createI18nForStoredLanguage();
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
