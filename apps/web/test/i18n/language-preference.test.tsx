import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hi } from '../../src/i18n/hi';
import { EMPTY_LANDING_ANSWERS, meAnswer } from '../../src/testing/empty-answers';
import { deferred, jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

const user = testUser('BBRANCHSEC');
// the secretary's dashboard, with nothing on it yet
const signedInAnswers = { ...EMPTY_LANDING_ANSWERS, ...meAnswer(user) };

const putBodies = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([url, init]) => String(url).includes('/api/me/preferences') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the language follows the account', { timeout: 120_000 }, () => {
  it("applies the account's stored Hindi on entering the signed-in screens", async () => {
    mockApi({
      ...signedInAnswers,
      'GET /api/me/preferences': () => jsonResponse(200, { language: 'hi' }),
    });
    renderApp({ path: '/dashboard', session: { user } });
    expect(
      await screen.findByRole('heading', { name: hi.dashboard.title }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('stores a switch made while signed in on the account', async () => {
    const spy = mockApi(signedInAnswers);
    const { user: person } = renderApp({ path: '/dashboard', session: { user } });
    await screen.findByRole('heading', { name: 'Jigyasu Registration' }, { timeout: 60_000 });
    await waitFor(() =>
      expect(spy.mock.calls.some(([url]) => String(url).includes('/api/me/preferences'))).toBe(
        true,
      ),
    );
    await person.click(screen.getByRole('button', { name: /हिन्दी/ }));
    await screen.findByRole('heading', { name: hi.dashboard.title });
    await waitFor(() => expect(putBodies(spy)).toContainEqual({ language: 'hi' }));
    expect(putBodies(spy)).not.toContainEqual({ language: 'en' });
  });

  it("keeps a switch made before the account's choice arrived, and stores it", async () => {
    const accountAnswers = deferred<void>();
    const spy = mockApi({
      ...signedInAnswers,
      'GET /api/me/preferences': () =>
        accountAnswers.promise.then(() => jsonResponse(200, { language: 'en' })),
    });
    const { user: person } = renderApp({ path: '/dashboard', session: { user } });
    await screen.findByRole('heading', { name: 'Jigyasu Registration' }, { timeout: 60_000 });
    await person.click(screen.getByRole('button', { name: /हिन्दी/ }));
    await screen.findByRole('heading', { name: hi.dashboard.title });
    // the account still says English: the person's newer choice wins
    accountAnswers.resolve();
    await waitFor(() => expect(putBodies(spy)).toContainEqual({ language: 'hi' }));
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('heading', { name: hi.dashboard.title })).toBeInTheDocument();
  });
});
