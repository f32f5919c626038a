import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { listPage, noDuplicateLevels, testSummary } from '../../src/testing/registration-records';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

// ADR 050: the data viewer had no list in her menu, so she could not export what she may see.
// Her own list (/vr/jigyasu/list) holds every record she may see as summary rows, with the Export.

beforeAll(async () => {
  await loadLocalePacks('hi');
});

function renderViewerList(language: 'en' | 'hi' = 'en') {
  const user = testUser('DATAVIEWER');
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/registrations': () =>
      jsonResponse(
        200,
        listPage([
          testSummary({ id: 31, status: 3, first_name: 'Asha', uid: 'RS199501103001J' }),
          testSummary({ id: 32, status: 1, first_name: 'Kiran' }),
        ]),
      ),
    'GET /api/registrations/duplicate-levels': noDuplicateLevels,
  });
  const listCalls = () =>
    fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/registrations')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...renderApp({ path: '/vr/jigyasu/list', session: { user }, language }), listCalls };
}

describe("the data viewer's list", { timeout: 90_000 }, () => {
  // her menu's entry: layout/sidebar-menu.test.tsx
  it('shows every record she may see as summary rows', async () => {
    const { listCalls } = renderViewerList();
    // the first screen of a file loads the DataGrid chunk: allow for a busy machine
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Records' }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    const cell = await screen.findByRole('gridcell', { name: 'Asha' }, { timeout: 60_000 });
    const row = cell.closest<HTMLElement>('[role="row"]')!;
    // summary rows: nothing to open, no action
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Email/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /City/ })).toBeNull();
    // in process, approved and returned: the submitted view, which the server lets her open
    expect(listCalls().at(-1)).toMatchObject({ view: 'submitted' });
  });

  it('exports the list as she sees it, in the language on her screen', async () => {
    renderViewerList('hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'सभी रिकॉर्ड' }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('gridcell', { name: 'Asha' }, { timeout: 60_000 });
    screen.getByRole('button', { name: 'निर्यात' }).click();
    const menu = await screen.findByRole('menu', { name: 'पूरी सूची निर्यात करें' });
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/api/registrations/export?view=submitted&format=csv&sort=id&order=desc&lang=hi',
      '/api/registrations/export?view=submitted&format=xlsx&sort=id&order=desc&lang=hi',
    ]);
  });

  it('tells her in the search where the whole list is, in English and Hindi', async () => {
    const user = testUser('DATAVIEWER');
    const search = () =>
      jsonResponse(200, {
        items: [{ ...testSummary({ id: 31, status: 3, first_name: 'Asha' }), matched_by: 'name' }],
        searched: ['id', 'uid', 'name'],
        nameMatch: 'spelling',
        nextCursor: null,
      });
    const me = () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() });
    mockApi({ 'GET /api/auth/me': me, 'GET /api/search': search });
    const english = renderApp({ path: '/search?q=Asha', session: { user } });
    expect(
      await screen.findByText(/the whole list is in All Records, which you can export/),
    ).toBeInTheDocument();
    english.unmount();
    mockApi({ 'GET /api/auth/me': me, 'GET /api/search': search });
    renderApp({ path: '/search?q=Asha', session: { user }, language: 'hi' });
    expect(await screen.findByText(/पूरी सूची ‘सभी रिकॉर्ड’ में है/)).toBeInTheDocument();
  });

  it('is not a screen of the roles that read whole records', async () => {
    const user = testUser('UVVOLUNTER');
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
      'GET /api/registrations/counts': () =>
        jsonResponse(200, {
          draft: 0,
          inProcess: 0,
          pendingValidation: 0,
          pendingApproval: 0,
          approved: 0,
          returned: 0,
        }),
    });
    const { router } = renderApp({ path: '/vr/jigyasu/list', session: { user } });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/uv/dashboard');
    expect(screen.queryByRole('link', { name: 'All Records' })).toBeNull();
  });
});
