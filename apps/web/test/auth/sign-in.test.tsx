import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { STORAGE_KEYS } from '../../src/config/storage-keys';
import { EMPTY_LANDING_ANSWERS } from '../../src/testing/empty-answers';
import { apiErrorResponse, deferred, jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

const SIGN_IN = '/authentication/sign-in';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^UID/), 'bbranchsec01');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  it('has UID or email, Password and a ticked Remember me, and links to sign-up', async () => {
    mockApi();
    renderApp({ path: SIGN_IN });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    // a signed-up person's UID is her email: the field says either will do
    expect(screen.getByLabelText(/^UID or email/)).toBeInTheDocument();
    expect(
      screen.getByText('Enter your UID or email address and your password to sign in.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/authentication/sign-up',
    );
  });

  it("shows 'You must enter your UID or email.' when submitted empty", async () => {
    const fetchSpy = mockApi();
    const { user } = renderApp({ path: SIGN_IN });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.uidRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/auth/login'))).toBe(
      false,
    );
  });

  it("shows 'Invalid Username and Password.' on a 401", async () => {
    mockApi({
      'POST /api/auth/login': () =>
        apiErrorResponse(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials),
    });
    const { user } = renderApp({ path: SIGN_IN });
    await fillAndSubmit(user);
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("reads 'Signing in' while the request is in flight", async () => {
    const answer = deferred<Response>();
    mockApi({ 'POST /api/auth/login': () => answer.promise });
    const { user } = renderApp({ path: SIGN_IN });
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Signing in' })).toBeDisabled();
    answer.resolve(apiErrorResponse(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the server's message when it sends one (rate limit)", async () => {
    mockApi({
      'POST /api/auth/login': () =>
        apiErrorResponse(429, 'RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts),
    });
    const { user } = renderApp({ path: SIGN_IN });
    await fillAndSubmit(user);
    expect(await screen.findByText(AUTH_MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it('says in words that the server could not be reached, not the browser\'s "Failed to fetch"', async () => {
    mockApi({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp({ path: SIGN_IN });
    await fillAndSubmit(user);
    expect(
      await screen.findByText(
        'The server could not be reached. Check the connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('signs in, stores the user without a token, and goes home', async () => {
    const signedIn = testUser('BBRANCHSEC');
    const expiresAt = new Date(Date.now() + 3500 * 1000).toISOString();
    const fetchSpy = mockApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, { user: signedIn, token: 'secret-token', expiresAt }),
      'GET /api/auth/me': () => jsonResponse(200, { user: signedIn, expiresAt }),
      'GET /api/registrations/counts': EMPTY_LANDING_ANSWERS['GET /api/registrations/counts']!,
      'GET /api/reports': EMPTY_LANDING_ANSWERS['GET /api/reports']!,
    });
    sessionStorage.setItem(STORAGE_KEYS.sessionExpiresAt, '2000-01-01T00:00:00.000Z');
    const { user, router } = renderApp({ path: SIGN_IN });
    await fillAndSubmit(user);

    expect(
      await screen.findByRole('heading', { name: 'Jigyasu Registration' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const loginCall = fetchSpy.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      uid: 'bbranchsec01',
      password: 'correct horse',
      remember: true,
    });
    expect(loginCall?.[1]?.credentials).toBe('same-origin');
    const stored = localStorage.getItem(STORAGE_KEYS.user) ?? '';
    expect(JSON.parse(stored)).toEqual(signedIn);
    expect(stored).not.toContain('secret-token');
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionExpiresAt)).toBe(expiresAt);
  });

  it("tells a signed-in user so and offers 'Let's go'", async () => {
    mockApi();
    renderApp({ path: SIGN_IN, session: { user: testUser('UVVOLUNTER') } });
    expect(await screen.findByText(AUTH_MESSAGES.signedIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Let's go" })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText(/^UID/)).not.toBeInTheDocument();
  });

  it('switches the labels to Hindi and remembers the choice', async () => {
    mockApi();
    const { user } = renderApp({ path: SIGN_IN });
    const languages = await screen.findByRole('group', { name: 'Language' });
    await user.click(within(languages).getByRole('button', { name: /हिन्दी/ }));
    expect(await screen.findByRole('button', { name: 'साइन इन' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    await user.click(screen.getByRole('button', { name: 'साइन इन' }));
    expect(await screen.findByText('कृपया अपना यूआईडी या ईमेल दर्ज करें।')).toBeInTheDocument();
  });
});
