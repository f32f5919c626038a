import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { toRegistrationsQuery } from '../../src/features/registrations/components/registrations-query';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import {
  listPage,
  noDuplicateLevels,
  testRecord,
  testSummary,
} from '../../src/testing/registration-records';
import { findRowOf as rowOf } from '../../src/testing/grid-rows';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

function renderList(role: RoleCode, path: string, list: MockHandler) {
  const user = testUser(role);
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/registrations': list,
    // the reviewers' lists badge each row with its best duplicate level
    'GET /api/registrations/duplicate-levels': noDuplicateLevels,
  });
  const listCalls = () =>
    fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/registrations')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...renderApp({ path, session: { user } }), listCalls };
}

describe('list requests', { timeout: 40_000 }, () => {
  it('asks for the first 50 rows of the view, newest first', async () => {
    const { listCalls } = renderList('BBRANCHSEC', '/uv/jigyasu/draft', () =>
      jsonResponse(200, listPage([testRecord({ id: 5, status: 7 })])),
    );
    // the heading comes with the list's chunk, as the rows do (see rowOf)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drafts' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await rowOf(5);
    expect(listCalls()[0]).toEqual({
      view: 'draft',
      page: '0',
      pageSize: '50',
      sort: 'id',
      order: 'desc',
    });
  });

  it('sorts on the server when a column header is clicked', async () => {
    const { user, listCalls } = renderList('UVVOLUNTER', '/uv/jigyasu/list', () =>
      jsonResponse(200, listPage([testRecord({ id: 9 })])),
    );
    await rowOf(9);
    expect(listCalls()[0]).toMatchObject({ view: 'pending-validation' });
    await user.click(screen.getByRole('columnheader', { name: /First name/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ sort: 'first_name', order: 'desc' }),
    );
  });

  it('moves to the next page on the server', async () => {
    const { user, listCalls } = renderList('UVVOLUNTER', '/uv/jigyasu/submited/list', (request) =>
      jsonResponse(200, {
        ...listPage([testRecord({ id: request.query.get('page') === '1' ? 40 : 90 })], 120),
        page: Number(request.query.get('page')),
      }),
    );
    await rowOf(90);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await rowOf(40);
    expect(listCalls().at(-1)).toMatchObject({ view: 'submitted', page: '1', pageSize: '50' });
  });

  it('pages on through a filtered list whose total the server only bounds', async () => {
    const { user, listCalls } = renderList('UVVOLUNTER', '/uv/jigyasu/submited/list', (request) => {
      const page = Number(request.query.get('page'));
      const rows = Array.from({ length: 50 }, (_, i) => testRecord({ id: 1000 - page * 50 - i }));
      return jsonResponse(200, { ...listPage(rows, 51 + page * 50), totalExact: false, page });
    });
    await rowOf(1000);
    // an unknown total: the footer does not claim an exact count
    expect(screen.queryByText(/of 51$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await rowOf(950);
    expect(listCalls().at(-1)).toMatchObject({ page: '1' });
  });

  it('maps the grid filter item onto filterField, filterOperator and filterValue', () => {
    const pagination = { page: 2, pageSize: 5 };
    expect(
      toRegistrationsQuery('approved', pagination, [{ field: 'last_name', sort: 'asc' }], {
        items: [{ field: 'city', operator: 'startsWith', value: ' Agr ' }],
      }),
    ).toEqual({
      view: 'approved',
      page: 2,
      pageSize: 5,
      sort: 'last_name',
      order: 'asc',
      filter: { field: 'city', operator: 'startsWith', value: 'Agr' },
    });
    // an empty value, a field or an operator the server does not know: no filter
    for (const item of [
      { field: 'city', operator: 'contains', value: '  ' },
      { field: 'status', operator: 'contains', value: 'x' },
      { field: 'city', operator: 'endsWith', value: 'x' },
    ]) {
      expect(toRegistrationsQuery('all', pagination, [], { items: [item] })).toMatchObject({
        sort: 'id',
        order: 'desc',
        filter: undefined,
      });
    }
  });

  it('sends the filter typed in the filter panel', async () => {
    const { user, listCalls } = renderList('UVVOLUNTER', '/uv/jigyasu/approved', () =>
      jsonResponse(200, listPage([testRecord({ id: 3, status: 3, uid: 'RS199501103001J' })])),
    );
    await rowOf(3);
    await user.click(screen.getByRole('button', { name: /^Filters$/ }));
    const value = await screen.findByRole('textbox', { name: 'Value' });
    // the panel opens on the first filterable column, the ID
    await user.type(value, '12');
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({
        view: 'approved',
        page: '0',
        filterField: 'id',
        filterOperator: 'contains',
        filterValue: '12',
      }),
    );
  });
});

describe('row actions', { timeout: 40_000 }, () => {
  it('offers Edit only on returned and draft records, to the branch secretary', async () => {
    renderList('BBRANCHSEC', '/jigyasu/list', () =>
      jsonResponse(
        200,
        listPage([
          testRecord({ id: 1, status: 1 }),
          testRecord({ id: 2, status: 2 }),
          testRecord({ id: 3, status: 3, uid: 'RS199501103001J' }),
          testRecord({ id: 6, status: 6 }),
          testRecord({ id: 7, status: 7 }),
        ]),
      ),
    );
    for (const id of [1, 2, 3]) {
      expect(within(await rowOf(id)).queryByRole('link', { name: 'Edit' })).toBeNull();
    }
    expect(within(await rowOf(6)).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/jigyasu/6/response',
    );
    expect(within(await rowOf(7)).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/jigyasu/7/edit',
    );
    // the approved record shows its UID
    expect(within(await rowOf(3)).getByText('RS199501103001J')).toBeInTheDocument();
  });

  it('offers Resubmit on the returned list to the secretary only', async () => {
    renderList('BBRANCHSEC', '/uv/jigyasu/rejected', () =>
      jsonResponse(200, listPage([testRecord({ id: 6, status: 6 })])),
    );
    expect(within(await rowOf(6)).getByRole('link', { name: 'Resubmit' })).toHaveAttribute(
      'href',
      '/jigyasu/6/response',
    );
  });

  it.each<RoleCode>(['UVVOLUNTER', 'DBAPPROVER'])(
    'gives %s no Edit or Resubmit on drafts and returned records',
    async (role) => {
      renderList(role, '/uv/jigyasu/rejected', () =>
        jsonResponse(200, listPage([testRecord({ id: 6, status: 6 })])),
      );
      const row = await rowOf(6);
      expect(within(row).queryByRole('link')).toBeNull();
    },
  );

  it('gives a data viewer summary rows: no actions, no record to open, no contact columns', async () => {
    renderList('DATAVIEWER', '/uv/jigyasu/rejected', () =>
      jsonResponse(200, listPage([testSummary({ id: 6, status: 6, first_name: 'Asha' })])),
    );
    const cell = await screen.findByRole('gridcell', { name: 'Asha' }, { timeout: 20_000 });
    const row = cell.closest<HTMLElement>('[role="row"]')!;
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByRole('gridcell', { name: '6' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Father Name/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /City/ })).toBeNull();
  });

  it("gives the validator 'Check And Validate' and 'Check Duplicate'", async () => {
    renderList('UVVOLUNTER', '/uv/jigyasu/list', () =>
      jsonResponse(200, listPage([testRecord({ id: 11, status: 1 })])),
    );
    const row = await rowOf(11);
    expect(within(row).getByRole('link', { name: 'Check And Validate' })).toHaveAttribute(
      'href',
      '/uv/check/validate/11',
    );
    expect(within(row).getByRole('button', { name: 'Check Duplicate' })).toBeInTheDocument();
  });

  it("gives the approver 'Check And Approve' on the approval list", async () => {
    renderList('DBAPPROVER', '/uv/jigyasu/validated', () =>
      jsonResponse(200, listPage([testRecord({ id: 12, status: 2 })])),
    );
    const row = await rowOf(12);
    expect(within(row).getByRole('link', { name: 'Check And Approve' })).toHaveAttribute(
      'href',
      '/uv/approved/validate/12',
    );
  });

  it("gives the approver 'View Data' in a new tab for an approved record", async () => {
    renderList('DBAPPROVER', '/uv/jigyasu/submited/list', () =>
      jsonResponse(
        200,
        listPage([
          testRecord({ id: 13, status: 3, uid: 'RS199501103001J' }),
          testRecord({ id: 14, status: 1 }),
        ]),
      ),
    );
    const link = within(await rowOf(13)).getByRole('link', { name: 'View Data' });
    expect(link).toHaveAttribute('href', '/uv/jigyasu/submited/details/RS199501103001J');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(await rowOf(14)).queryByRole('link', { name: 'View Data' })).toBeNull();
  });

  it("shows a data viewer /uv/jigyasu/list as 'In Progress' with the in-process view", async () => {
    const { listCalls } = renderList('DATAVIEWER', '/uv/jigyasu/list', () =>
      jsonResponse(200, listPage([testSummary({ id: 15, status: 2, first_name: 'Kiran' })])),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'In Progress' }),
    ).toBeInTheDocument();
    const cell = await screen.findByRole('gridcell', { name: 'Kiran' }, { timeout: 20_000 });
    const row = cell.closest<HTMLElement>('[role="row"]')!;
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Check Duplicate' })).toBeNull();
    expect(listCalls()[0]).toMatchObject({ view: 'in-process' });
  });
});
