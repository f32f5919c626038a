import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { toStatusNameObject } from '@form-a/domain/status';
import { approvedAlert } from '@form-a/domain/workflow';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import { listPage, testLog, testRecord } from '../../src/testing/registration-records';
import { findRowOf } from '../../src/testing/grid-rows';
import { pasteInto } from '../../src/testing/paste-into';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/** ADR 029: the review desk says what it does and what happened. */

const ID = 'KRI1994081712J';
const likelyMatch = {
  branch: 'Gurgaon',
  first_name: 'Rohit',
  last_name: 'Sarma',
  dob_yyyy: '1995',
  dob_mm: '01',
  dob_dd: '10',
  father_first_name: 'Ram',
  father_middle_name: '',
  father_last_name: 'Sarma',
  jig_uid: 'RS199501101001J',
  registration_id: null,
  score: 0.98,
  level: 'likely',
  reasons: ['last name: spelling variant', 'date of birth: exact'],
};

function renderReview(
  role: RoleCode,
  path: string,
  status: number,
  handlers: Record<string, MockHandler> = {},
) {
  const user = testUser(role);
  const record = testRecord({ id: 31, status, revision: 4 });
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/registrations/31': () =>
      jsonResponse(200, { registration: record, logs: [testLog()] }),
    'GET /api/registrations/31/duplicates': () =>
      jsonResponse(200, {
        applicant: {
          id: 31,
          uid: null,
          branch: 'Agra',
          first_name: 'Rohit',
          middle_name: '',
          last_name: 'Sharma',
          dob: '1995-01-10',
          father_name: 'Ram Sharma',
        },
        matches: [],
      }),
    'GET /api/registrations/31/jigyasu-id-preview': () =>
      jsonResponse(200, { prefix: 'KRI19940817', jigyasuId: ID }),
    'GET /api/registrations': () => jsonResponse(200, listPage([])),
    ...handlers,
  });
  const transitionCalls = () =>
    fetchSpy.mock.calls.filter(([input]) => String(input).endsWith('/transitions'));
  return { ...renderApp({ path, session: { user } }), record, transitionCalls };
}

const approvedAnswer = (record: ReturnType<typeof testRecord>, state: string) =>
  jsonResponse(200, {
    message: approvedAlert(ID),
    registration: { ...record, status: 3, StatusName: toStatusNameObject(3), uid: ID },
    jigyasuId: ID,
    delivery: {
      id: 1,
      kind: 'collection.jigyasu_data',
      registrationId: 31,
      idempotencyKey: ID,
      state,
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      createdAt: '2026-01-05T10:00:00.000Z',
      deliveredAt: state === 'delivered' ? '2026-01-05T10:00:01.000Z' : null,
    },
    handoff: state === 'delivered' ? 'delivered' : 'queued',
  });

describe('the review desk', () => {
  it('refuses a return without a reason, on the note, without asking the server', async () => {
    const { user, transitionCalls } = renderReview('UVVOLUNTER', '/uv/check/validate/31', 1);
    await user.click(await screen.findByRole('button', { name: 'Return to Branch Secretary' }));
    expect(await screen.findByText('Please write why the record is returned.')).toBeVisible();
    expect(transitionCalls()).toHaveLength(0);
  });

  it('asks the approver to confirm, showing the Jigyasu ID that will be issued', async () => {
    const { user, record, transitionCalls } = renderReview(
      'DBAPPROVER',
      '/uv/approved/validate/31',
      2,
      {
        'POST /api/registrations/31/transitions': () => approvedAnswer(record, 'delivered'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this record?' });
    expect(await within(dialog).findByText(ID)).toBeInTheDocument();
    expect(transitionCalls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitionCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const again = await screen.findByRole('dialog', { name: 'Approve this record?' });
    await user.click(within(again).getByRole('button', { name: 'Approve and issue the ID' }));
    await waitFor(() => expect(transitionCalls()).toHaveLength(1));
  });

  it('says the hand-off was delivered when it was, and not that it is queued (bug 6)', async () => {
    const { user, record } = renderReview('DBAPPROVER', '/uv/approved/validate/31', 2, {
      'POST /api/registrations/31/transitions': () => approvedAnswer(record, 'delivered'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and issue the ID' }));
    expect(
      await screen.findByText('The record has been delivered to the collection service.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/queued/)).toBeNull();
  });

  it('shows a conflict in plain words, translated by its key (bug 5)', async () => {
    const { user } = renderReview('UVVOLUNTER', '/uv/check/validate/31', 1, {
      'POST /api/registrations/31/transitions': () =>
        jsonResponse(409, {
          error: {
            code: 'INVALID_TRANSITION',
            message: "A record in status 2 cannot take the action 'return'.",
            messageKey: 'conflict.validated',
          },
        }),
    });
    await pasteInto(user, await screen.findByRole('textbox', { name: /Note/ }), 'Photo unclear');
    await user.click(screen.getByRole('button', { name: 'Return to Branch Secretary' }));
    expect(
      await screen.findByText(
        'Someone else has already validated this record. Reload to see its current state.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/status 2/)).toBeNull();
  });

  it('shows the best duplicate match first, with a link to the dialog', async () => {
    const { user } = renderReview('UVVOLUNTER', '/uv/check/validate/31', 1, {
      'GET /api/registrations/31/duplicates': () =>
        jsonResponse(200, {
          applicant: {
            id: 31,
            uid: null,
            branch: 'Agra',
            first_name: 'Rohit',
            middle_name: '',
            last_name: 'Sharma',
            dob: '1995-01-10',
            father_name: 'Ram Sharma',
          },
          matches: [likelyMatch],
        }),
    });
    const banner = await screen.findByRole('region', {
      name: 'Likely duplicate: check before you decide',
    });
    await waitFor(() => expect(banner).toHaveTextContent('Likely match'));
    expect(banner).toHaveTextContent('98%');
    expect(banner).toHaveTextContent('last name: spelling variant');
    expect(banner).toHaveTextContent('RS199501101001J');
    await user.click(within(banner).getByRole('button', { name: 'Open the duplicate check' }));
    expect(await screen.findByRole('dialog', { name: 'Check for Duplicates' })).toBeVisible();
  });
});

describe('the queues', { timeout: 40_000 }, () => {
  it("badge a record with a likely match, asking the server for the page's levels", async () => {
    const user = testUser('UVVOLUNTER');
    const fetchSpy = mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
      'GET /api/registrations': () =>
        jsonResponse(
          200,
          listPage([testRecord({ id: 41 }), testRecord({ id: 42, first_name: 'Ojasvi' })]),
        ),
      'GET /api/registrations/duplicate-levels': () =>
        jsonResponse(200, {
          items: [
            { id: 41, level: 'likely' },
            { id: 42, level: null },
          ],
        }),
    });
    renderApp({ path: '/uv/jigyasu/list', session: { user } });
    const row = await findRowOf(41);
    expect(await within(row).findByText('Likely duplicate')).toBeInTheDocument();
    const other = await findRowOf(42);
    expect(within(other).queryByText('Likely duplicate')).toBeNull();
    const asked = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/registrations/duplicate-levels');
    expect(asked.map((url) => url.searchParams.get('ids'))).toEqual(['41,42']);
  });
});
