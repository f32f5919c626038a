import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@form-a/domain/messages';
import type { RoleCode } from '@form-a/domain/roles';
import { STORAGE_KEYS } from '../../src/config/storage-keys';
import { EMPTY_LANDING_ANSWERS, meAnswer } from '../../src/testing/empty-answers';
import { apiErrorResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/** The whole app at `path`, signed in with `role` (the server's /me agrees). */
function renderAs(role: RoleCode | null, path: string) {
  const user = testUser(role);
  mockApi({ ...EMPTY_LANDING_ANSWERS, ...meAnswer(user) });
  return { signedIn: user, ...renderApp({ path, session: { user } }) };
}

describe('protected routes', () => {
  it('asks for sign-in when there is no session, then goes to sign-in', async () => {
    mockApi();
    const { user, router } = renderApp({ path: '/dashboard' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(AUTH_MESSAGES.pleaseSignIn);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authentication/sign-in');
  });

  it('ends the session when the server no longer knows it (401 from /me)', async () => {
    mockApi({
      'GET /api/auth/me': () => apiErrorResponse(401, 'UNAUTHENTICATED', 'Sign in first.'),
    });
    renderApp({ path: '/profile', session: { user: testUser('BBRANCHSEC') } });
    expect(await screen.findByText(AUTH_MESSAGES.pleaseSignIn)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it.each<[RoleCode, string]>([
    ['BBRANCHSEC', '/dashboard'],
    ['UVVOLUNTER', '/uv/dashboard'],
    ['DBAPPROVER', '/uv/dashboard'],
    ['DATAVIEWER', '/vr/dashboard'],
    ['ADMIN', '/admin/users'],
  ])('sends %s from / to %s', async (role, home) => {
    const { router } = renderAs(role, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(home);
  });

  it('shows the no-role notice with a sign-out button to an account without a role', async () => {
    renderAs(null, '/');
    expect(await screen.findByText(AUTH_MESSAGES.noRole)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/authentication/sign-out',
    );
  });

  it.each<[RoleCode | null, string, string]>([
    ['BBRANCHSEC', '/uv/jigyasu/submited/list', '/jigyasu/list'],
    ['BBRANCHSEC', '/uv/dashboard', '/dashboard'],
    ['UVVOLUNTER', '/jigyasu/form', '/uv/dashboard'],
    ['DBAPPROVER', '/dashboard', '/uv/dashboard'],
    ['DATAVIEWER', '/jigyasu/list', '/vr/dashboard'],
    ['DATAVIEWER', '/uv/jigyasu/submited/list', '/vr/dashboard'],
    ['ADMIN', '/dashboard', '/admin/users'],
    ['UVVOLUNTER', '/admin/users', '/uv/dashboard'],
    [null, '/dashboard', '/'],
  ])('redirects %s from %s to %s', async (role, from, to) => {
    const { router } = renderAs(role, from);
    await screen.findByRole(role ? 'heading' : 'alert', role ? { level: 1 } : {});
    expect(router.state.location.pathname).toBe(to);
  });

  // every screen of the route table is built now, so a built one shows the chrome
  it('shows a screen inside the chrome', async () => {
    const { signedIn } = renderAs('BBRANCHSEC', '/jigyasu/form');
    // the wizard's chunk (with the date pickers) is the file's largest: allow for a busy machine
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Add New Jigyasu' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d\d:\d\d:\d\d$/);
    expect(screen.getByText('ELECTRONIC FORM-A')).toBeInTheDocument();
    expect(await screen.findByText('Test Satsang Sabha')).toBeInTheDocument();
    // the screen's title, not the address's segments (ADR 052)
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent(
      'Add New Jigyasu',
    );
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toBeInTheDocument();
    // below 1200 px the sidebar is a drawer behind the menu button
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByText('Branch Secretary')).toBeInTheDocument();
    expect(screen.getByText(signedIn.uid)).toBeInTheDocument();
  });

  it('sends unknown paths to sign-in', async () => {
    mockApi();
    const { router } = renderApp({ path: '/no/such/screen' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authentication/sign-in');
  });
});
