import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { listPage, noDuplicateLevels, testRecord } from '../../src/testing/registration-records';
import { findRowOf } from '../../src/testing/grid-rows';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

describe('the Export button of a list', { timeout: 90_000 }, () => {
  it('links the whole list, with its present sort, as CSV and as XLSX', async () => {
    const user = testUser('UVVOLUNTER');
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
      'GET /api/registrations': () => jsonResponse(200, listPage([testRecord({ id: 9 })])),
      'GET /api/registrations/duplicate-levels': noDuplicateLevels,
    });
    const { user: person } = renderApp({ path: '/uv/jigyasu/list', session: { user } });
    // the first screen of a file loads the DataGrid chunk: allow for a busy machine
    await findRowOf(9, 60_000);
    await person.click(screen.getByRole('columnheader', { name: /First name/ }));
    await person.click(screen.getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu', { name: 'Export the whole list' });
    const links = within(menu).getAllByRole('menuitem');
    await waitFor(() =>
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/api/registrations/export?view=pending-validation&format=csv&sort=first_name&order=desc&lang=en',
        '/api/registrations/export?view=pending-validation&format=xlsx&sort=first_name&order=desc&lang=en',
      ]),
    );
    expect(links[0]).toHaveAttribute('download');
    await person.keyboard('{Escape}');
    // the grid's own export would give one page only: it is not offered
    expect(screen.getAllByRole('button', { name: /^Export$/ })).toHaveLength(1);
  });
});
