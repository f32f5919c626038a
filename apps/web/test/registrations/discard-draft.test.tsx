import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_ALERTS } from '@form-a/domain/messages';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { AUTOSAVE_DEBOUNCE_MS } from '../../src/features/application-wizard/components/use-draft-autosave';
import {
  apiErrorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../src/testing/mock-api';
import { listPage, testRecord } from '../../src/testing/registration-records';
import { findRowOf } from '../../src/testing/grid-rows';
import { renderApp } from '../../src/testing/render';
import { recordFixture, SECRETARY, wizardHandlers } from '../application-wizard/wizard-helpers';

// ADR 051: a secretary discards a draft from the Drafts list or its edit screen, after a
// question; the wizard's own saves are marked as autosaves.

const discardAnswer = (id: number) =>
  jsonResponse(200, {
    message: WORKFLOW_ALERTS.discarded,
    messageKey: 'workflow.discarded',
    id,
  });

function openDrafts(records: RegistrationRecord[], discard: MockHandler) {
  let rows = records;
  const fetchSpy = mockApi({
    'GET /api/auth/me': () =>
      jsonResponse(200, {
        user: SECRETARY,
        expiresAt: new Date(Date.now() + 3_500_000).toISOString(),
      }),
    'GET /api/registrations': () => jsonResponse(200, listPage(rows)),
    'POST /api/registrations/:id/discard': async (request) => {
      const answer = await discard(request);
      if (answer.status === 200) rows = rows.filter((row) => String(row.id) !== request.params.id);
      return answer;
    },
  });
  const discards = () =>
    fetchSpy.mock.calls
      .filter(([input]) => String(input).includes('/discard'))
      .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));
  return { ...renderApp({ path: '/uv/jigyasu/draft', session: { user: SECRETARY } }), discards };
}

// the first screen of a file loads the DataGrid chunk: allow for a busy machine
const rowOf = (id: number) => findRowOf(id, 30_000);

describe('Discard on the Drafts list', { timeout: 60_000 }, () => {
  it('asks first, then discards at the row’s revision and says so', async () => {
    const { user, discards } = openDrafts(
      [
        testRecord({ id: 7, status: 7, revision: 4, first_name: 'Kavita', last_name: 'Rao' }),
        testRecord({ id: 8, status: 7, revision: 1, first_name: 'Mohan', last_name: 'Das' }),
      ],
      ({ params }) => discardAnswer(Number(params.id)),
    );
    const row = await rowOf(7);
    await user.click(within(row).getByRole('button', { name: 'Discard the draft No. 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(dialog).toHaveTextContent('The application No. 7 (Kavita Rao) leaves your drafts');
    expect(dialog).toHaveTextContent('Its history is kept. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText(WORKFLOW_ALERTS.discarded)).toBeInTheDocument();
    expect(discards()).toEqual([{ url: '/api/registrations/7/discard', body: { revision: 4 } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '7' })).toBeNull());
    expect(await rowOf(8)).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the draft changed meanwhile', async () => {
    const { user } = openDrafts([testRecord({ id: 9, status: 7, revision: 2 })], () =>
      jsonResponse(409, {
        error: {
          code: 'STALE_REVISION',
          message: 'stale',
          messageKey: 'conflict.staleRevision',
        },
      }),
    );
    await user.click(within(await rowOf(9)).getByRole('button', { name: /Discard/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(
      await within(dialog).findByText(
        'This record was changed by someone else since you opened it. Reload it and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Discard on drafts only, and Cancel discards nothing', async () => {
    const { user, discards } = openDrafts(
      [testRecord({ id: 6, status: 6 }), testRecord({ id: 7, status: 7 })],
      () => apiErrorResponse(500, 'X', 'x'),
    );
    expect(within(await rowOf(6)).queryByRole('button', { name: /Discard/ })).toBeNull();
    await user.click(within(await rowOf(7)).getByRole('button', { name: /Discard/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(discards()).toEqual([]);
    expect(await rowOf(7)).toBeInTheDocument();
  });
});

describe('Discard on the draft edit screen', () => {
  it('discards at the revision the autosave reached and goes to the Drafts list', async () => {
    let revision = 3;
    const puts: Array<Record<string, unknown>> = [];
    const discarded: unknown[] = [];
    mockApi(
      wizardHandlers({
        'GET /api/registrations/41': () =>
          jsonResponse(200, { registration: recordFixture({ id: 41, revision }), logs: [] }),
        'PUT /api/registrations/:id': ({ body }) => {
          puts.push(body as Record<string, unknown>);
          revision += 1;
          return jsonResponse(200, {
            message: WORKFLOW_ALERTS.savedAsDraft,
            registration: recordFixture({ id: 41, revision }),
          });
        },
        'POST /api/registrations/:id/discard': ({ body }) => {
          discarded.push(body);
          return discardAnswer(41);
        },
        'GET /api/registrations': () => jsonResponse(200, listPage([])),
      }),
    );
    const { user } = renderApp({
      path: '/jigyasu/41/edit',
      session: { user: SECRETARY },
      userEventOptions: { delay: null },
    });
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(firstName);
    await user.type(firstName, 'Rohan');
    await waitFor(
      () => expect(screen.getByTestId('draft-status')).toHaveAttribute('data-status', 'saved'),
      { timeout: AUTOSAVE_DEBOUNCE_MS + 5_000 },
    );
    // the wizard's own save says so: the server adds no history entry for it
    expect(puts.at(-1)).toMatchObject({ action: 'draft', autosave: true, revision: 3 });

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    // named as typed, not as loaded
    expect(dialog).toHaveTextContent(/The application No\. 41 \(Rohan\b/);
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText(WORKFLOW_ALERTS.discarded)).toBeInTheDocument();
    expect(discarded).toEqual([{ revision: 4 }]);
    expect(await screen.findByRole('heading', { name: 'Drafts' })).toBeInTheDocument();
  }, 60_000);
});
