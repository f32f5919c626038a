import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { AUTOSAVE_DEBOUNCE_MS } from '../../src/features/application-wizard/components/use-draft-autosave';
import {
  apiErrorResponse,
  deferred,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';
import { recordFixture, SECRETARY, wizardHandlers } from './wizard-helpers';

// The explicit Draft and Submit buttons act on the record the autosave keeps on the server:
// they must reach the revision it reached and never race it into a second record.

const STALE =
  'This record was changed by someone else since you opened it. Reload it and try again.';

function open(path: string, handlers: Record<string, MockHandler>) {
  const fetchSpy = mockApi(wizardHandlers(handlers));
  const rendered = renderApp({
    path,
    session: { user: SECRETARY },
    userEventOptions: { delay: null },
  });
  return { ...rendered, fetchSpy };
}

const quietTimePassed = () =>
  new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DEBOUNCE_MS + 1_000));

describe('Draft and Submit with the autosave', () => {
  it('saves on the revision an autosave reached even when the autosave’s answer was lost', async () => {
    // a server that keeps the record's revision and replays an answer by its Idempotency-Key
    let revision = 3;
    const answers = new Map<string, unknown>();
    let loseNextAnswer = true;
    const { user } = open('/jigyasu/41/edit', {
      'GET /api/registrations/41': () =>
        jsonResponse(200, { registration: recordFixture({ revision }), logs: [] }),
      'PUT /api/registrations/41': ({ body, headers }) => {
        const key = headers.get('Idempotency-Key') ?? '';
        const replay = answers.get(key);
        if (replay) return jsonResponse(200, replay);
        const request = body as { action: string; revision: number; firstName: string };
        if (request.revision !== revision) return apiErrorResponse(409, 'STALE_REVISION', STALE);
        revision += 1;
        const answer = {
          message: WORKFLOW_ALERTS.savedAsDraft,
          registration: recordFixture({ revision, first_name: request.firstName }),
        };
        answers.set(key, answer);
        if (loseNextAnswer) {
          loseNextAnswer = false;
          throw new TypeError('Failed to fetch');
        }
        return jsonResponse(200, answer);
      },
    });
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(firstName);
    await user.type(firstName, 'Rohan');
    // the autosave was stored (revision 4) but its answer never came: it waits to retry
    await waitFor(
      () => expect(screen.getByTestId('draft-status')).toHaveAttribute('data-status', 'retrying'),
      { timeout: AUTOSAVE_DEBOUNCE_MS + 5_000 },
    );
    expect(revision).toBe(4);

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findAllByText(WORKFLOW_ALERTS.savedAsDraft)).not.toHaveLength(0);
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
    expect(revision).toBe(5);
  }, 60_000);

  it('makes one record when a field is changed while Draft is on its way', async () => {
    const answer = deferred<Response>();
    const posts: unknown[] = [];
    const { user } = open('/jigyasu/form', {
      'POST /api/registrations': ({ body }) => {
        posts.push(body);
        return answer.promise;
      },
    });
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rahul');
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(posts).toHaveLength(1));

    // typed while the server has not answered: no save of the autosave overtakes the Draft
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Sharma');
    await quietTimePassed();
    expect(posts).toHaveLength(1);

    answer.resolve(
      jsonResponse(201, {
        message: WORKFLOW_ALERTS.draftSaved,
        registration: recordFixture({ id: 42, revision: 1 }),
      }),
    );
    expect(await screen.findAllByText(WORKFLOW_ALERTS.draftSaved)).not.toHaveLength(0);
    expect(posts).toHaveLength(1);
  }, 60_000);

  it('hands the saved alert to the drafts list in the language on screen', async () => {
    const { user, router } = open('/jigyasu/form', {
      'POST /api/registrations': () =>
        jsonResponse(201, {
          message: WORKFLOW_ALERTS.draftSaved,
          registration: recordFixture({ id: 42, revision: 1 }),
        }),
      'GET /api/registrations': () =>
        jsonResponse(200, { items: [], total: 0, page: 0, pageSize: 50 }),
    });
    await screen.findByRole('heading', { name: 'Initial Details' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: /हिन्दी/ }));
    await screen.findByRole('heading', { name: 'प्रारंभिक विवरण' });
    await user.type(screen.getByRole('textbox', { name: /पहला नाम/ }), 'Rahul');
    await user.click(screen.getByRole('button', { name: 'ड्राफ़्ट' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/uv/jigyasu/draft'));
    // the list's own screen (its chunk loads after the move), with the alert handed over
    await screen.findByRole('grid', undefined, { timeout: 15_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('ड्राफ़्ट सहेज लिया गया है।');
  }, 60_000);
});
