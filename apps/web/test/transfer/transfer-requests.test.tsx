import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { hi } from '../../src/i18n/hi';
import type { LanguageCode } from '../../src/i18n/languages';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import { pasteInto } from '../../src/testing/paste-into';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

const REQUESTS = '/branch-transfer/requests';

function transfer(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    uid: `MJO19740814100${id}J`,
    status: 'Requested',
    currentBranch: 'Agra',
    movingToBranch: 'Gurgaon',
    title: 'PB',
    firstName: 'Mohan',
    lastName: `Johri${id}`,
    email: 'mohan@example.org',
    contactNumber: '+919884292549',
    attendance: 'Good',
    behaviour: 'Nothing against conduct',
    otherBehaviourInput: '',
    addressLine1: 'a',
    addressLine2: 'b',
    addressLine3: 'c',
    city: 'Agra',
    state: 'Uttar Pradesh',
    country: 'India',
    requestedByBranch: 'Agra',
    decisionNote: '',
    revision: 1,
    createdAt: '2026-11-22T06:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

function renderRequests(
  role: RoleCode,
  handlers: Record<string, MockHandler>,
  language: LanguageCode = 'en',
) {
  const user = testUser(role, role === 'BBRANCHSEC' ? { branch: 'Agra' } : {});
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    ...handlers,
  });
  return { fetchSpy, ...renderApp({ path: REQUESTS, session: { user }, language }) };
}

function page(items: unknown[]) {
  return jsonResponse(200, { items, total: items.length, page: 0, pageSize: 50 });
}

// the screen's chunk carries the DataGrid: load it once up front, not inside a test's wait
beforeAll(async () => {
  await import('../../src/features/transfer/routes/transfer-requests');
}, 60_000);

describe('transfer requests', { timeout: 30_000 }, () => {
  it("shows a secretary their branch's requests with the decision and the approver's note", async () => {
    const { fetchSpy } = renderRequests('BBRANCHSEC', {
      'GET /api/transfers': () =>
        page([
          transfer(2, {
            status: 'Rejected',
            decisionNote: 'Attendance to be confirmed',
            decidedAt: '2026-11-22T07:00:00.000Z',
          }),
          transfer(1, { status: 'Approved', decisionNote: 'Moved', revision: 2 }),
        ]),
    });
    expect(
      await screen.findByRole('heading', { name: 'My transfer requests' }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Attendance to be confirmed')).toBeInTheDocument();
    expect(within(grid).getByText('Rejected')).toBeInTheDocument();
    expect(within(grid).getByText('Approved')).toBeInTheDocument();
    expect(within(grid).getByText('Moved')).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    const listCall = fetchSpy.mock.calls.find(([url]) => String(url).startsWith('/api/transfers?'));
    expect(String(listCall?.[0])).toBe('/api/transfers?view=all&page=0&pageSize=50');
  });

  it('lets an approver approve an open request with a note, then refreshes the list', async () => {
    let decided: unknown;
    const { user, fetchSpy } = renderRequests('DBAPPROVER', {
      'GET /api/transfers': () => (decided ? page([]) : page([transfer(7)])),
      'POST /api/transfers/7/decision': ({ body }) => {
        decided = body;
        return jsonResponse(200, {
          message: 'Transfer request has been approved.',
          transfer: transfer(7, { status: 'Approved', revision: 2 }),
        });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Transfer requests' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'Approve request 7' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve transfer request' });
    await pasteInto(user, within(dialog).getByLabelText('Note'), '  Welcome to Gurgaon ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Transfer request has been approved.')).toBeInTheDocument();
    expect(decided).toEqual({ decision: 'approve', revision: 1, note: 'Welcome to Gurgaon' });
    expect(screen.queryByRole('dialog', { name: 'Approve transfer request' })).toBeNull();
    expect(await within(grid).findByText('No transfer requests')).toBeInTheDocument();
    const listCalls = fetchSpy.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/transfers?'),
    );
    expect(String(listCalls[0]?.[0])).toBe('/api/transfers?view=open&page=0&pageSize=50');
    expect(listCalls.length).toBeGreaterThan(1);
  });

  it('keeps the dialog open with the server message when the request was already decided', async () => {
    const { user } = renderRequests('DBAPPROVER', {
      'GET /api/transfers': () => page([transfer(7)]),
      'POST /api/transfers/7/decision': () =>
        jsonResponse(409, {
          error: {
            code: 'INVALID_TRANSITION',
            message: 'This transfer request has already been decided.',
          },
        }),
    });
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'Reject request 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject transfer request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This transfer request has already been decided.',
    );
  });

  it('says a refusal and a decision in Hindi, from their keys rather than the English words', async () => {
    const { user } = renderRequests(
      'DBAPPROVER',
      {
        'GET /api/transfers': () => page([transfer(7), transfer(8)]),
        'POST /api/transfers/:id/decision': ({ params }) =>
          params.id === '7'
            ? jsonResponse(409, {
                error: {
                  code: 'INVALID_TRANSITION',
                  message: 'This transfer request has already been decided.',
                  messageKey: 'transferRequest.notOpen',
                },
              })
            : jsonResponse(200, {
                message: 'Transfer request has been rejected.',
                transfer: transfer(8, { status: 'Rejected', revision: 2 }),
              }),
      },
      'hi',
    );
    const rejectRow = (id: number) => hi.transfer.rejectRow.replace('{{id}}', String(id));
    const grid = await screen.findByRole('grid');

    await user.click(await within(grid).findByRole('button', { name: rejectRow(7) }));
    let dialog = await screen.findByRole('dialog', { name: hi.transfer.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: hi.transfer.reject }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      hi.apiErrors.transferRequest.notOpen,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(grid).getByRole('button', { name: rejectRow(8) }));
    dialog = await screen.findByRole('dialog', { name: hi.transfer.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: hi.transfer.reject }));
    expect(await screen.findByText(hi.apiErrors.transferRequest.rejected)).toBeInTheDocument();
  });
});
