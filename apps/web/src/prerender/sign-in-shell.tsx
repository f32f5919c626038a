import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { ORG_TITLE_MARKER } from '@form-a/domain/html-shell';
import { StaticRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { SignInRoute } from '../features/auth/routes/sign-in';
import { PATHS } from '../config/paths';
import { createI18n } from '../i18n/init-i18n';
import { publicConfigQueryOptions, type PublicConfig } from '../lib/public-config';
import { createQueryClient } from '../lib/react-query';
import { createSessionStore } from '../lib/session';
import { DEFAULT_SESSION_SECONDS, DEFAULT_SESSION_WARNING_SECONDS } from '../config/session';

/** Where the shell is served (the server maps `prerendered/<path>.html` to `<path>`). */
export const SIGN_IN_PATH = PATHS.signIn;

/** The emotion key of the shell's styles: apart from the app's own, and removed at boot. */
export const SHELL_STYLE_KEY = 'shell';

/**
 * The sign-in page as HTML and CSS, made at build time (ADR 035): what a first visit on a slow
 * link sees while the scripts download and start. It is the real screen rendered in English
 * with no session, not a copy, so it cannot drift from what the app then draws.
 */
export function renderSignInShell(): { html: string; styleTags: string } {
  const cache = createCache({ key: SHELL_STYLE_KEY });
  const emotionServer = createEmotionServer(cache);
  const queryClient = createQueryClient();
  // The title is the server's setting, not the build's: the server writes it in its place.
  const config: PublicConfig = {
    orgTitle: ORG_TITLE_MARKER,
    sessionSeconds: DEFAULT_SESSION_SECONDS,
    sessionWarningSeconds: DEFAULT_SESSION_WARNING_SECONDS,
  };
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider
        i18n={createI18n('en')}
        sessionStore={createSessionStore()}
        queryClient={queryClient}
      >
        <StaticRouter location={PATHS.signIn}>
          <SignInRoute />
        </StaticRouter>
      </AppProvider>
    </CacheProvider>,
  );
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );
  return { html, styleTags };
}
