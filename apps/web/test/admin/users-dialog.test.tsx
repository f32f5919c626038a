import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/** ADR 029: role and branch are edited in one dialog and saved in one request. */

const newcomer = {
  id: 12,
  uid: 'meera01',
  name: 'Meera Nair',
  email: 'meera@example.org',
  role: null,
  branch: null,
  active: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  secondFactorEnrolled: false,
};

function renderUsers() {
  const admin = testUser('ADMIN');
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user: admin, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/users': () =>
      jsonResponse(200, { items: [newcomer], total: 1, page: 0, pageSize: 50 }),
    'GET /api/branches': () =>
      jsonResponse(200, {
        branch_list: [
          { value: 'Agra', label: 'Agra' },
          { value: 'Gurgaon', label: 'Gurgaon' },
        ],
      }),
    'PATCH /api/users/12': ({ body }) =>
      jsonResponse(200, { user: { ...newcomer, ...(body as object) } }),
  });
  const patches = () =>
    fetchSpy.mock.calls
      .filter(
        ([input, init]) => String(input).endsWith('/api/users/12') && init?.method === 'PATCH',
      )
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...renderApp({ path: '/admin/users', session: { user: admin } }), patches };
}

describe('the users screen', { timeout: 40_000 }, () => {
  it('edits role and branch in one dialog: refuses a secretary without a branch, then saves both at once', async () => {
    const { user, patches } = renderUsers();
    // a visible, keyboard-reachable button per row
    const edit = await screen.findByRole(
      'button',
      { name: 'Edit Meera Nair' },
      { timeout: 20_000 },
    );
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Nair' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Branch Secretary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A branch secretary needs a branch.')).toBeVisible();
    expect(patches()).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'Agra' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toEqual([{ role: 'BBRANCHSEC', branch: 'Agra' }]));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server refusal on the field', async () => {
    const { user } = renderUsers();
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, {
          user: testUser('ADMIN'),
          expiresAt: new Date(Date.now() + 3_500_000).toISOString(),
        }),
      'GET /api/users': () =>
        jsonResponse(200, { items: [newcomer], total: 1, page: 0, pageSize: 50 }),
      'GET /api/branches': () =>
        jsonResponse(200, { branch_list: [{ value: 'Agra', label: 'Agra' }] }),
      'PATCH /api/users/12': () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Branch is not in the branch list.',
            fields: { branch: 'Branch is not in the branch list.' },
            messageKey: 'admin.unknownBranch',
          },
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Meera Nair' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Nair' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'Agra' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Branch is not in the branch list.')).toBeVisible();
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
