import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { EMPTY_LANDING_ANSWERS, meAnswer } from '../../src/testing/empty-answers';
import {
  apiErrorResponse,
  jsonResponse,
  mockApi,
  offContract,
  type MockHandler,
} from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/** Without `counts`, the counts call fails (404), as on a server that does not have it yet. */
function renderDashboard(role: RoleCode, path: string, counts?: MockHandler) {
  const user = testUser(role);
  mockApi({
    ...meAnswer(user),
    // the secretary's dashboard shows the branch's report figures below the tiles
    'GET /api/reports': EMPTY_LANDING_ANSWERS['GET /api/reports']!,
    'GET /api/registrations/counts':
      counts ??
      (() => apiErrorResponse(404, 'NOT_FOUND', 'No route GET /api/registrations/counts')),
  });
  return renderApp({ path, session: { user } });
}

async function tiles(): Promise<[name: string, count: string, href: string | null][]> {
  // the first screen of the file loads the dashboard's chunks: allow for a busy machine
  await screen.findByRole('heading', { name: 'Jigyasu Registration' }, { timeout: 30_000 });
  const region = screen.getByRole('main');
  // the tiles are the links with a heading (the secretary's page also has a print link)
  const links = within(region)
    .getAllByRole('link')
    .filter((link) => within(link).queryByRole('heading') !== null);
  // wait for the counts to replace the loading skeletons
  await within(links[links.length - 1]!).findByText(/^\d+$/);
  return links.map((link) => [
    within(link).getByRole('heading').textContent ?? '',
    // the line under the label: the count, or an action's hint
    link.querySelector('p')?.textContent ?? '',
    link.getAttribute('href'),
  ]);
}

describe('dashboards', () => {
  it('shows the secretary tiles with 0 while the counts call 404s', async () => {
    renderDashboard('BBRANCHSEC', '/dashboard');
    expect(await tiles()).toEqual([
      ['Add New Jigyasu', 'Open the form', '/jigyasu/form'],
      ['Draft', '0', '/uv/jigyasu/draft'],
      ['In Process', '0', '/uv/jigyasu/inprocess'],
      ['Approved', '0', '/uv/jigyasu/approved'],
      ['Returned for Correction', '0', '/uv/jigyasu/rejected'],
    ]);
  });

  it('shows the counts it gets, and 0 for a missing one', async () => {
    renderDashboard('BBRANCHSEC', '/dashboard', () =>
      offContract(jsonResponse(200, { draft: 2, inProcess: 5, approved: 11 })),
    );
    // 'Add New Jigyasu' opens the form: no number, not the total of all records (ADR 052)
    expect(await tiles()).toEqual([
      ['Add New Jigyasu', 'Open the form', '/jigyasu/form'],
      ['Draft', '2', '/uv/jigyasu/draft'],
      ['In Process', '5', '/uv/jigyasu/inprocess'],
      ['Approved', '11', '/uv/jigyasu/approved'],
      ['Returned for Correction', '0', '/uv/jigyasu/rejected'],
    ]);
  });

  it('shows the reviewer tiles on /uv/dashboard', async () => {
    renderDashboard('UVVOLUNTER', '/uv/dashboard', () =>
      jsonResponse(200, {
        draft: 0,
        inProcess: 0,
        pendingValidation: 4,
        pendingApproval: 3,
        approved: 9,
        returned: 1,
      }),
    );
    expect(await tiles()).toEqual([
      ['Pending Validation', '4', '/uv/jigyasu/list'],
      ['Pending Approval', '3', '/uv/jigyasu/validated'],
      ['Approved', '9', '/uv/jigyasu/approved'],
      ['Returned for correction', '1', '/uv/jigyasu/rejected'],
    ]);
  });

  it.each(['/uv/dashboard', '/vr/dashboard'])(
    'shows a data viewer only the three tiles on %s',
    async (path) => {
      renderDashboard('DATAVIEWER', path);
      expect(await tiles()).toEqual([
        ['In Progress', '0', '/uv/jigyasu/list'],
        ['Approved', '0', '/uv/jigyasu/approved'],
        ['Returned', '0', '/uv/jigyasu/rejected'],
      ]);
    },
  );
});
