import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { adoptBootShell } from './app/boot-shell';
import { createI18nForStoredLanguage } from './i18n/init-i18n';
import { registerServiceWorker, reloadOnStaleChunk } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

reloadOnStaleChunk();
registerServiceWorker();

const i18n = await createI18nForStoredLanguage();
adoptBootShell(container, i18n.language === 'en');
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
