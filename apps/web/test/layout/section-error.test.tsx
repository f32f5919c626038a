import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LANDING_ANSWERS, meAnswer } from '../../src/testing/empty-answers';
import { mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

vi.mock('../../src/features/profile/routes/profile', () => ({
  ProfileRoute: () => {
    throw new Error('a screen that crashes');
  },
}));

describe('a screen that crashes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a message and a way back inside the layout; the header and menu stay', async () => {
    // React reports the error the boundary caught; that report is the expected outcome here
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const signedIn = testUser('BBRANCHSEC');
    mockApi({ ...EMPTY_LANDING_ANSWERS, ...meAnswer(signedIn) });
    const { user, router } = renderApp({ path: '/profile', session: { user: signedIn } });
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent('This screen could not be shown.');
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
    // the test DOM is narrower than the desktop width: the menu sits behind the header's button
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my home screen' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() =>
      expect(screen.queryByText('This screen could not be shown.', { exact: false })).toBeNull(),
    );
  }, 60_000);
});
