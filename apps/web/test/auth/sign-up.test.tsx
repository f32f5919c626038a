import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import { apiErrorResponse, deferred, jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';

const SIGN_UP = '/authentication/sign-up';

async function fill(user: ReturnType<typeof renderApp>['user'], email = 'new@example.org') {
  await user.type(await screen.findByLabelText(/^Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'long enough secret');
}

describe('sign-up screen', () => {
  it('shows the welcome line, a ticked terms box with its link, and a link to sign-in', async () => {
    mockApi();
    const { user } = renderApp({ path: SIGN_UP });
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText(/new system for Jigyasu registration/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    ).toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authentication/sign-in',
    );
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
  });

  it('shows the required messages when submitted empty', async () => {
    mockApi();
    const { user } = renderApp({ path: SIGN_UP });
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.signUpPasswordRequired)).toBeInTheDocument();
  });

  it('rejects a bad email, a short password and unticked terms', async () => {
    mockApi();
    const { user } = renderApp({ path: SIGN_UP });
    await user.type(await screen.findByLabelText(/^Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'nine char');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.termsRequired)).toBeInTheDocument();
  });

  it("reads 'Signing up' while busy and shows the server's password message", async () => {
    const answer = deferred<Response>();
    mockApi({ 'POST /api/auth/register': () => answer.promise });
    const { user } = renderApp({ path: SIGN_UP });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Signing up' })).toBeDisabled();
    // the common-password dictionary lives on the server only (ADR 021)
    answer.resolve(
      apiErrorResponse(400, 'VALIDATION_FAILED', AUTH_MESSAGES.passwordTooCommon, {
        password: AUTH_MESSAGES.passwordTooCommon,
      }),
    );
    // once on the Password field, once in the form's alert
    expect(await screen.findAllByText(AUTH_MESSAGES.passwordTooCommon)).toHaveLength(2);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("goes to sign-in with the server's message after success", async () => {
    mockApi({
      'POST /api/auth/register': () => jsonResponse(201, { message: AUTH_MESSAGES.registered }),
    });
    const { user, router } = renderApp({ path: SIGN_UP });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.registered)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authentication/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

/** A signed-up person's UID is her email, and the screens say so. */
describe('what to type at sign-in after signing up', () => {
  it('says under Email that it is the sign-in ID, and the answer says it again', async () => {
    mockApi({
      'POST /api/auth/register': () => jsonResponse(201, { message: AUTH_MESSAGES.registered }),
    });
    const { user } = renderApp({ path: SIGN_UP });
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription(
      'You will sign in with this email address: it is your UID.',
    );
    await fill(user, 'Asha.Verma@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText(/Sign in with this email address as your UID/),
    ).toBeInTheDocument();
    // the sign-in field takes a UID or an email, and holds the one just signed up with
    const uid = screen.getByLabelText(/^UID or email/);
    expect(uid).toHaveValue('Asha.Verma@example.org');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('says the same in Hindi', async () => {
    mockApi({
      'POST /api/auth/register': () => jsonResponse(201, { message: AUTH_MESSAGES.registered }),
    });
    const { user } = renderApp({ path: SIGN_UP, language: 'hi' });
    const email = await screen.findByLabelText(/^ईमेल/);
    expect(email).toHaveAccessibleDescription('आप इसी ईमेल पते से साइन इन करेंगे: यही आपका यूआईडी है।');
    await user.type(screen.getByLabelText(/^नाम/), 'आशा वर्मा');
    await user.type(email, 'asha@example.org');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'long enough secret');
    await user.click(screen.getByRole('button', { name: 'साइन अप' }));
    expect(await screen.findByText(/साइन इन के लिए यही ईमेल पता \(आपका यूआईडी\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^यूआईडी या ईमेल/)).toHaveValue('asha@example.org');
    expect(
      screen.getByText('साइन इन करने के लिए अपना यूआईडी या ईमेल पता और अपना पासवर्ड दर्ज करें।'),
    ).toBeInTheDocument();
  });
});
