import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_LANDING_ANSWERS } from '../../src/testing/empty-answers';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/**
 * The reports kept an indeterminate bar on the page, hidden, for when a new filter loads. A
 * hidden bar's animation still runs: every open dashboard redrew itself sixty times a second
 * (a phone's battery; about 8 % of a core in headless Chromium). The bar is there only while
 * figures load.
 */
describe('the reports loading bar', () => {
  it('is gone once the figures are shown', async () => {
    const user = testUser('DATAVIEWER');
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
      'GET /api/reports': EMPTY_LANDING_ANSWERS['GET /api/reports']!,
      'GET /api/branches': () => jsonResponse(200, { branch_list: [] }),
    });
    renderApp({ path: '/reports', session: { user } });
    expect(await screen.findByText('All time up to 25/11/2026')).toBeInTheDocument();
    expect(screen.queryAllByRole('progressbar', { hidden: true })).toEqual([]);
  });
});
