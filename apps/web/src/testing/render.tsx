import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { AppProvider } from '../app/provider';
import { createAppRoutes } from '../app/router';
import { STORAGE_KEYS } from '../config/storage-keys';
import { registerAppTexts } from '../i18n/app-texts';
import { hi } from '../i18n/hi';
import { createI18n } from '../i18n/init-i18n';
import type { LanguageCode } from '../i18n/languages';

export interface SessionSeed {
  user: SessionUser;
  /** ISO expiry; defaults to 3500 s from now */
  expiresAt?: string;
}

/** Puts a signed-in user where a real sign-in would have left it. */
export function seedSession({ user, expiresAt }: SessionSeed): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStorage.setItem(
    STORAGE_KEYS.sessionExpiresAt,
    expiresAt ?? new Date(Date.now() + 3500 * 1000).toISOString(),
  );
}

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  path?: string;
  session?: SessionSeed;
  /**
   * the reading language; for 'hi' the test first awaits loadLocalePacks('hi') (the grid's and
   * pickers' texts), as the app does before it switches
   */
  language?: LanguageCode;
  /** userEvent options, e.g. advanceTimers with fake timers */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

function renderRouter(
  routes: RouteObject[],
  { path = '/', session, language = 'en', userEventOptions }: RenderOptions,
) {
  if (session) seedSession(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = testQueryClient();
  const i18n = language === 'hi' ? createI18n('hi', { hi }) : createI18n('en');
  // screens rendered without the signed-in layout still need its texts
  registerAppTexts(i18n);
  const utils = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient, user: userEvent.setup(userEventOptions) };
}

/** The whole app (real route tree, guards and lazy screens) at `path`. */
export function renderApp(options: RenderOptions = {}) {
  return renderRouter(createAppRoutes(), options);
}

/**
 * One element at `path`, plus any extra routes it navigates to; for screens and components
 * tested on their own.
 */
export function renderWithRouter(
  element: ReactElement,
  options: RenderOptions & { extraRoutes?: RouteObject[] } = {},
) {
  const { extraRoutes = [], ...rest } = options;
  const path = rest.path ?? '/';
  return renderRouter(
    [{ path: new URL(path, 'http://x').pathname, element }, ...extraRoutes],
    rest,
  );
}
