import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_MESSAGES } from '@form-a/domain/messages';
import { STORAGE_KEYS } from '../../src/config/storage-keys';
import { EMPTY_LANDING_ANSWERS } from '../../src/testing/empty-answers';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

// ADR 046: an approver's or administrator's right password leads to the second step, and the
// browser holds no session until the server has made it a full one.

const approver = testUser('DBAPPROVER');
const expiresAt = () => new Date(Date.now() + 3_500_000).toISOString();
const CODES = Array.from({ length: 10 }, (_, i) => `AB${i}C-DEFG-HJKM-NPQ${i}`);

const status =
  (state: 'verify' | 'enrol' | 'complete', rememberDays = 30): MockHandler =>
  () =>
    jsonResponse(200, { state, user: { uid: approver.uid, name: approver.name }, rememberDays });

function calls(spy: ReturnType<typeof mockApi>, route: string) {
  return spy.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`.startsWith(route))
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

async function signInAsApprover(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^UID/), approver.uid);
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the second sign-in step', { timeout: 30_000 }, () => {
  it('follows a right password with the code screen, and signs in only after the code', async () => {
    const spy = mockApi({
      ...EMPTY_LANDING_ANSWERS,
      'POST /api/auth/login': () =>
        jsonResponse(200, {
          user: approver,
          token: 'pending',
          expiresAt: expiresAt(),
          secondFactor: 'verify',
        }),
      'GET /api/auth/second-factor': status('verify'),
      'POST /api/auth/second-factor/verify': () =>
        jsonResponse(200, {
          user: approver,
          token: 'full',
          expiresAt: expiresAt(),
          recoveryCodesLeft: 10,
          usedRecoveryCode: false,
        }),
      'GET /api/auth/me': () => jsonResponse(200, { user: approver, expiresAt: expiresAt() }),
    });
    const { user, router } = renderApp({ path: '/authentication/sign-in' });
    await signInAsApprover(user);

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authentication/second-factor');
    expect(
      await screen.findByText(`Signed in as ${approver.name} (${approver.uid})`),
    ).toBeVisible();
    // not signed in yet: nothing stored for the browser's session
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();

    const code = screen.getByLabelText(/^6-digit code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this browser for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/second-factor/));
    expect(calls(spy, 'POST /api/auth/second-factor/verify')).toEqual([
      { code: '123456', rememberBrowser: true },
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
      uid: approver.uid,
    });
  });

  it('shows a wrong code on the field and stays', async () => {
    mockApi({
      'GET /api/auth/second-factor': status('verify', 0),
      'POST /api/auth/second-factor/verify': () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: SECOND_FACTOR_MESSAGES.codeWrong,
            fields: { code: SECOND_FACTOR_MESSAGES.codeWrong },
            fieldMessages: { code: { messageKey: 'secondFactor.codeWrong' } },
          },
        }),
    });
    const { user, router } = renderApp({ path: '/authentication/second-factor' });
    await user.type(await screen.findByLabelText(/^6-digit code/), '000000');
    // SECOND_FACTOR_REMEMBER_DAYS=0: not offered
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.codeWrong)).toBeVisible();
    expect(screen.getByLabelText(/^6-digit code/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/authentication/second-factor');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('takes a recovery code instead, and says how many are left', async () => {
    const spy = mockApi({
      ...EMPTY_LANDING_ANSWERS,
      'GET /api/auth/second-factor': status('verify'),
      'POST /api/auth/second-factor/verify': () =>
        jsonResponse(200, {
          user: approver,
          token: 'full',
          expiresAt: expiresAt(),
          recoveryCodesLeft: 3,
          usedRecoveryCode: true,
        }),
      'GET /api/auth/me': () => jsonResponse(200, { user: approver, expiresAt: expiresAt() }),
    });
    const { user, router } = renderApp({ path: '/authentication/second-factor' });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText(/^Recovery code/);
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(field, 'ABCD-EFGH-JKMN-PQRS');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/You signed in with a recovery code\. 3 codes are left\./),
    ).toBeVisible();
    expect(calls(spy, 'POST /api/auth/second-factor/verify')).toEqual([
      { code: 'ABCD-EFGH-JKMN-PQRS', rememberBrowser: false },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/second-factor/));
  });

  it('enrols: QR code and key, a confirmed code, then the recovery codes before the portal', async () => {
    const spy = mockApi({
      ...EMPTY_LANDING_ANSWERS,
      'GET /api/auth/second-factor': status('enrol'),
      'POST /api/auth/second-factor/enrolment': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Test:approver?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /api/auth/second-factor/enrolment/confirm': () =>
        jsonResponse(200, {
          user: approver,
          token: 'full',
          expiresAt: expiresAt(),
          recoveryCodes: CODES,
        }),
      'GET /api/auth/me': () => jsonResponse(200, { user: approver, expiresAt: expiresAt() }),
    });
    const { user, router } = renderApp({ path: '/authentication/second-factor' });
    expect(
      await screen.findByRole('heading', { name: 'Set up a second factor' }),
    ).toBeInTheDocument();
    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(calls(spy, 'POST /api/auth/second-factor/enrolment')).toHaveLength(1);

    await user.type(screen.getByLabelText(/^6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(go).toBeDisabled();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(go);
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/second-factor/));
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });

  it('sends a browser without a session to the sign-in screen', async () => {
    mockApi({
      'GET /api/auth/second-factor': () =>
        jsonResponse(401, {
          error: {
            code: 'UNAUTHENTICATED',
            message: 'Please sign in with your Form A Credentials!',
          },
        }),
    });
    const { router } = renderApp({ path: '/authentication/second-factor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/sign-in'));
  });

  it("ends this tab's session when the server says the session is only half signed in", async () => {
    mockApi({
      ...EMPTY_LANDING_ANSWERS,
      'GET /api/auth/me': () =>
        jsonResponse(403, {
          error: {
            code: 'SECOND_FACTOR_REQUIRED',
            message: SECOND_FACTOR_MESSAGES.required,
            messageKey: 'secondFactor.required',
          },
        }),
    });
    renderApp({ path: '/uv/dashboard', session: { user: approver } });
    expect(await screen.findByText('Please sign in with your Form A Credentials!')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('is in Hindi for a Hindi reader', async () => {
    mockApi({ 'GET /api/auth/second-factor': status('verify') });
    renderApp({ path: '/authentication/second-factor', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'अपना कोड दर्ज करें' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^6 अंकों का कोड/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सत्यापित करें' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'इस ब्राउज़र को 30 दिनों के लिए याद रखें' }),
    ).toBeInTheDocument();
  });
});

describe("the administrator's reset button", { timeout: 40_000 }, () => {
  it('asks first, then resets and says so', async () => {
    const admin = testUser('ADMIN');
    const enrolled = {
      ...testUser('DBAPPROVER', { id: 12, name: 'Asha Rao', uid: 'asha01' }),
      active: true,
      createdAt: '2026-01-05T10:00:00.000Z',
      secondFactorEnrolled: true,
    };
    const spy = mockApi({
      'GET /api/auth/me': () => jsonResponse(200, { user: admin, expiresAt: expiresAt() }),
      'GET /api/users': () =>
        jsonResponse(200, {
          items: [
            enrolled,
            { ...enrolled, id: 13, uid: 'ravi01', name: 'Ravi Das', secondFactorEnrolled: false },
          ],
          total: 2,
          page: 0,
          pageSize: 50,
        }),
      'GET /api/branches': () => jsonResponse(200, { branch_list: [] }),
      'DELETE /api/users/12/second-factor': () =>
        jsonResponse(200, { user: { ...enrolled, secondFactorEnrolled: false } }),
    });
    const { user } = renderApp({ path: '/admin/users', session: { user: admin } });
    const reset = await screen.findByRole(
      'button',
      { name: 'Reset the second factor of Asha Rao' },
      { timeout: 20_000 },
    );
    expect(
      screen.queryByRole('button', { name: 'Reset the second factor of Ravi Das' }),
    ).toBeNull();
    expect(screen.getByText('Not set up')).toBeInTheDocument();

    await user.click(reset);
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset the second factor of Asha Rao?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(spy, 'DELETE /api/users/12/second-factor')).toHaveLength(0);

    await user.click(reset);
    const again = await screen.findByRole('dialog', {
      name: 'Reset the second factor of Asha Rao?',
    });
    await user.click(within(again).getByRole('button', { name: 'Reset second factor' }));
    expect(
      await screen.findByText('The second factor of Asha Rao has been reset.'),
    ).toBeInTheDocument();
    expect(calls(spy, 'DELETE /api/users/12/second-factor')).toHaveLength(1);
  });
});
