import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_ALERTS } from '@form-a/domain/messages';
import type { RoleCode } from '@form-a/domain/roles';
import { toStatusNameObject } from '@form-a/domain/status';
import { approvedAlert } from '@form-a/domain/workflow';
import {
  apiErrorResponse,
  deferred,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../src/testing/mock-api';
import {
  listPage,
  noDuplicatesOf,
  testLog,
  testRecord,
} from '../../src/testing/registration-records';
import { pasteInto } from '../../src/testing/paste-into';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

function renderReview(
  role: RoleCode,
  path: string,
  status: number,
  transition: MockHandler = () => apiErrorResponse(500, 'INTERNAL', 'not expected'),
) {
  const user = testUser(role);
  const record = testRecord({ id: 31, status, revision: 4 });
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, { user, expiresAt: new Date(Date.now() + 3_500_000).toISOString() }),
    'GET /api/registrations/31': () =>
      jsonResponse(200, { registration: record, logs: [testLog()] }),
    'POST /api/registrations/31/transitions': transition,
    'GET /api/registrations': () => jsonResponse(200, listPage([])),
    'GET /api/registrations/31/duplicates': noDuplicatesOf(record),
    // the approver's confirmation shows the ID approval would issue
    'GET /api/registrations/31/jigyasu-id-preview': () =>
      jsonResponse(200, { prefix: 'RS19950110', jigyasuId: 'RS199501101001J' }),
  });
  return { ...renderApp({ path, session: { user } }), record, fetchSpy };
}

async function buttonNames(): Promise<string[]> {
  // the file's first screen loads the review chunk: allow for a busy machine
  await screen.findByRole('textbox', { name: 'Note' }, { timeout: 20_000 });
  return screen
    .getAllByRole('button')
    .filter((button) => button.closest('form'))
    .map((button) => button.textContent ?? '');
}

const delivery = {
  id: 1,
  kind: 'collection.jigyasu_data',
  registrationId: 31,
  idempotencyKey: 'RS199501101001J',
  state: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-01-05T10:00:00.000Z',
  lastError: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  deliveredAt: null,
};

describe('review screens', () => {
  it('give the validator Validate and Return to Branch Secretary', async () => {
    renderReview('UVVOLUNTER', '/uv/check/validate/31', 1);
    expect(await buttonNames()).toEqual(['Validate', 'Return to Branch Secretary']);
    expect(screen.getByText('MR Rohit Sharma')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Logs' })).toHaveTextContent('Agra Secretary');
  });

  // ADR 048: each return names its destination; the approver has both (return-labels.test.tsx)
  it('give the approver Approve and a return to each of the validator and the secretary', async () => {
    renderReview('DBAPPROVER', '/uv/approved/validate/31', 2);
    expect(await buttonNames()).toEqual([
      'Approve',
      'Return to Validator',
      'Return to Branch Secretary',
    ]);
  });

  it('offer no action when the record is not in a state the role acts on', async () => {
    renderReview('UVVOLUNTER', '/uv/check/validate/31', 2);
    expect(
      await screen.findByText('No action is open to you on this record in its current state.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validate' })).toBeNull();
  });

  it('covers the screen while approving, shows the new ID, says the hand-off is queued, then goes to the approval list', async () => {
    const answer = deferred<Response>();
    const { user, router, fetchSpy, record } = renderReview(
      'DBAPPROVER',
      '/uv/approved/validate/31',
      2,
      () => answer.promise,
    );
    await pasteInto(user, await screen.findByRole('textbox', { name: 'Note' }), 'All good');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve and issue the ID' }));

    expect(await screen.findByText('Data is Saving. please wait...')).toBeVisible();
    const [, init] = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('/transitions'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      action: 'approve',
      revision: 4,
      note: 'All good',
      // no duplicate match, nothing to acknowledge (ADR 049)
      duplicateAcknowledged: false,
    });

    const message = approvedAlert('RS199501101001J');
    answer.resolve(
      jsonResponse(200, {
        message,
        registration: {
          ...record,
          status: 3,
          StatusName: toStatusNameObject(3),
          uid: 'RS199501101001J',
        },
        jigyasuId: 'RS199501101001J',
        delivery,
        handoff: 'queued',
      }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(/hand-off to the collection service is queued/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/uv/jigyasu/validated'));
    // the alert travels with the redirect
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('sends the validator back to the pending validation list after validating', async () => {
    const { user, router, record } = renderReview('UVVOLUNTER', '/uv/check/validate/31', 1, () =>
      jsonResponse(200, {
        message: WORKFLOW_ALERTS.validated,
        registration: { ...record, status: 2, StatusName: toStatusNameObject(2) },
        jigyasuId: null,
        delivery: null,
        handoff: null,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    expect(await screen.findByText(WORKFLOW_ALERTS.validated)).toBeInTheDocument();
    const overlay = screen.queryByText('Data is Saving. please wait...');
    if (overlay) expect(overlay).not.toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/uv/jigyasu/list'));
  });

  it('asks to contact the server admin with the reference when the approval fails', async () => {
    const { user, router } = renderReview('DBAPPROVER', '/uv/approved/validate/31', 2, () =>
      // the reference travels in its own field (ADR 036), not only inside the English text
      jsonResponse(500, {
        error: {
          code: 'INTERNAL',
          message: 'There has been an error. Reference ID: 3f2a-77',
          messageKey: 'auth.genericError',
          reference: '3f2a-77',
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve and issue the ID' }));
    const text = `${WORKFLOW_ALERTS.approvalPostFailed} 3f2a-77`;
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/uv/jigyasu/validated'));
    // on the list's own screen, not the review screen's last frame before it goes
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pending Approval' });
    expect(heading.parentElement).toHaveTextContent(text);
  });

  it('shows a refusal and stays, e.g. when someone else acted first', async () => {
    const { user, router } = renderReview('UVVOLUNTER', '/uv/check/validate/31', 1, () =>
      apiErrorResponse(409, 'STALE_REVISION', 'This record was changed by someone else.'),
    );
    await pasteInto(user, await screen.findByRole('textbox', { name: 'Note' }), 'Photo unclear');
    await user.click(screen.getByRole('button', { name: 'Return to Branch Secretary' }));
    expect(await screen.findByText('This record was changed by someone else.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/uv/check/validate/31');
  });
});
