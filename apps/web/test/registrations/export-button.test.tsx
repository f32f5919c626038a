import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  // A refused export used to be a link the browser followed anyway: the download failed with no
  // reason given. The menu now asks first (ADR 087) and says why.
  it('says why an export is refused instead of starting a download that fails', async () => {
    const user = testUser('DBAPPROVER');
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    let admit = false;
    const asked: string[] = [];
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
      'GET /api/registrations': () => jsonResponse(200, listPage([testRecord({ id: 9 })])),
      'GET /api/registrations/duplicate-levels': noDuplicateLevels,
      'GET /api/registrations/export/admission': (request) => {
        asked.push(`?${request.query.toString()}`);
        return admit
          ? jsonResponse(200, { admitted: true })
          : jsonResponse(
              429,
              {
                error: {
                  code: 'RATE_LIMITED',
                  message:
                    'You already have 2 exports under way. Please wait until one has finished.',
                  messageKey: 'export.tooManyOfYours',
                  params: { max: '2' },
                },
              },
              { 'retry-after': '30' },
            );
      },
    });
    const { user: person } = renderApp({ path: '/uv/jigyasu/list', session: { user } });
    await findRowOf(9, 60_000);

    await person.click(screen.getByRole('button', { name: 'Export' }));
    await person.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 2 exports under way. Please wait until one has finished.',
    );
    expect(asked).toEqual(['?view=pending-validation&format=csv&sort=id&order=desc&lang=en']);
    expect(followed).toEqual([]);
    // the menu gave the focus back to the button, which kept it while the server was asked
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();

    // closed by the reader; the next try is admitted and its file's link followed
    await person.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    admit = true;
    await person.click(screen.getByRole('button', { name: 'Export' }));
    await person.click(await screen.findByRole('menuitem', { name: /XLSX/ }));
    await waitFor(() =>
      expect(followed).toEqual([
        '/api/registrations/export?view=pending-validation&format=xlsx&sort=id&order=desc&lang=en',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
