import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { loadLocalePacks } from '../src/i18n/locale-packs';
import type { LanguageCode } from '../src/i18n/languages';
import { jsonResponse, mockApi, type MockHandler } from '../src/testing/mock-api';
import {
  noDuplicateLevels,
  noDuplicatesOf,
  testLog,
  testRecord,
} from '../src/testing/registration-records';
import { renderApp } from '../src/testing/render';
import { testUser } from '../src/testing/users';

/**
 * A request that never reaches the server (offline, server down) is told in
 * plain words, in the reader's language, on lists, forms and dialogs: never the browser's
 * 'Failed to fetch'.
 */

const UNREACHABLE = {
  en: 'The server could not be reached. Check the connection and try again.',
  hi: 'सर्वर से संपर्क नहीं हो सका। कनेक्शन जाँचें और फिर से प्रयास करें।',
} as const;

/** What fetch does when there is no network: it rejects with the browser's own words. */
const offline: MockHandler = () => {
  throw new TypeError('Failed to fetch');
};

beforeAll(async () => {
  await loadLocalePacks('hi');
});

function render(
  role: RoleCode | null,
  path: string,
  handlers: Record<string, MockHandler>,
  language: LanguageCode,
) {
  const user = role ? testUser(role) : null;
  mockApi({
    ...(user
      ? {
          'GET /api/auth/me': () =>
            jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
        }
      : {}),
    ...handlers,
  });
  return renderApp({
    path,
    ...(user ? { session: { user } } : {}),
    language,
    userEventOptions: { delay: null },
  });
}

describe.each(['en', 'hi'] as const)('offline, in %s', { timeout: 40_000 }, (language) => {
  const words = UNREACHABLE[language];

  it('a list says the server could not be reached', async () => {
    render(
      'UVVOLUNTER',
      '/uv/jigyasu/list',
      {
        'GET /api/registrations': offline,
        'GET /api/registrations/duplicate-levels': noDuplicateLevels,
      },
      language,
    );
    expect(await screen.findByText(words, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('the reports say so too, not that they "did not load"', async () => {
    render(
      'DATAVIEWER',
      '/reports',
      {
        'GET /api/reports': offline,
        'GET /api/branches': () => jsonResponse(200, { branch_list: [] }),
      },
      language,
    );
    expect(await screen.findByText(words, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText(/did not load|Failed to fetch/)).toBeNull();
  });

  it('a form (sign-up) says so in its alert', async () => {
    const { user } = render(
      null,
      '/authentication/sign-up',
      { 'POST /api/auth/register': offline },
      language,
    );
    const field = (english: string, hindi: string) =>
      screen.getByLabelText(new RegExp(`^${language === 'en' ? english : hindi}`));
    await screen.findByRole('heading', { name: language === 'en' ? 'Sign up' : 'साइन अप' });
    await user.type(field('Name', 'नाम'), 'Asha Verma');
    await user.type(field('Email', 'ईमेल'), 'asha@example.org');
    await user.type(field('Password', 'पासवर्ड'), 'long enough secret');
    await user.click(
      screen.getByRole('button', { name: language === 'en' ? 'Sign up' : 'साइन अप' }),
    );
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});

describe('offline in a dialog', { timeout: 40_000 }, () => {
  it("the approval's confirmation says so and keeps the screen, for a second try", async () => {
    const record = testRecord({ id: 31, status: 2, revision: 4 });
    const { user, router } = render(
      'DBAPPROVER',
      '/uv/approved/validate/31',
      {
        'GET /api/registrations/31': () =>
          jsonResponse(200, { registration: record, logs: [testLog()] }),
        'GET /api/registrations/31/duplicates': noDuplicatesOf(record),
        'GET /api/registrations/31/jigyasu-id-preview': () =>
          jsonResponse(200, { prefix: 'RS19950110', jigyasuId: 'RS199501101001J' }),
        'POST /api/registrations/31/transitions': offline,
      },
      'hi',
    );
    await user.click(await screen.findByRole('button', { name: 'स्वीकृत करें' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'स्वीकृत करें और आईडी जारी करें' }));
    expect(await screen.findByText(UNREACHABLE.hi)).toBeInTheDocument();
    // not the spec's 'contact the server admin': nothing is wrong with the server that we know of
    expect(screen.queryByText(/सर्वर व्यवस्थापक/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'स्वीकृत करें' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/uv/approved/validate/31');
  });
});
