import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { loadLocalePacks } from '../../src/i18n/locale-packs';
import { recordDownloads } from '../../src/testing/downloads';
import { jsonResponse, mockApi, type MockHandler } from '../../src/testing/mock-api';
import { meAnswer } from '../../src/testing/empty-answers';
import { noDuplicatesOf, testLog, testRecord } from '../../src/testing/registration-records';
import { pasteInto } from '../../src/testing/paste-into';
import { renderApp } from '../../src/testing/render';
import { testUser } from '../../src/testing/users';

/**
 * ADR 056: the approver's record screen offers the person's data as JSON or PDF, and for an
 * approved record a correction request to the collection service.
 */

const JIGYASU_ID = 'RS199501101001J';
/** the first screen of a test loads its lazy chunks: slow on a busy machine */
const FIRST_PAINT = { timeout: 20_000 };

let saved: HTMLAnchorElement[];
beforeAll(async () => {
  await loadLocalePacks('hi');
});
beforeEach(() => {
  saved = recordDownloads('blob:subject');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const queuedAnswer = (alreadyQueued: boolean) =>
  jsonResponse(202, {
    message: 'sent',
    messageKey: alreadyQueued
      ? 'collectionRequest.correctionAlreadyQueued'
      : 'collectionRequest.correctionQueued',
    alreadyQueued,
    request: {
      id: 7,
      kind: 'correction',
      registrationId: 31,
      jigyasuId: JIGYASU_ID,
      reason: 'The father’s name is Ram Kumar Sharma.',
      requestedByName: 'Approver',
      requestedByRole: 'DBAPPROVER',
      requestedAt: '2026-01-05T10:00:00.000Z',
      outboxId: 12,
    },
    delivery: {
      id: 12,
      kind: 'collection.correction_request',
      registrationId: 31,
      idempotencyKey: `${JIGYASU_ID}:correction:7`,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: '2026-01-05T10:00:00.000Z',
      lastError: null,
      createdAt: '2026-01-05T10:00:00.000Z',
      deliveredAt: null,
    },
  });

function renderRecord(
  role: RoleCode,
  path: string,
  status: number,
  handlers: Record<string, MockHandler> = {},
  language: 'en' | 'hi' = 'en',
) {
  const user = testUser(role);
  const record = testRecord({
    id: 31,
    status,
    revision: 5,
    uid: status === 3 ? JIGYASU_ID : null,
  });
  const fetchSpy = mockApi({
    ...meAnswer(user),
    'GET /api/registrations/31': () =>
      jsonResponse(200, { registration: record, logs: [testLog()], consent: null }),
    'GET /api/registrations/31/access-log': () =>
      jsonResponse(200, { items: [], nextCursor: null }),
    'GET /api/registrations/31/duplicates': noDuplicatesOf(record),
    // the read-only record names its country through the address pickers' list
    'GET /api/geo/countries': () => jsonResponse(200, { items: [{ value: 'IN', label: 'India' }] }),
    'GET /api/registrations/31/jigyasu-id-preview': () =>
      jsonResponse(200, { prefix: 'RS19950110', jigyasuId: JIGYASU_ID }),
    ...handlers,
  });
  const calls = (suffix: string) =>
    fetchSpy.mock.calls.filter(([input]) => String(input).includes(suffix));
  return {
    ...renderApp({ path, session: { user }, language, userEventOptions: { delay: null } }),
    calls,
  };
}

describe("the person's data on the approver's record screen", { timeout: 60_000 }, () => {
  it('downloads everything held as JSON and as PDF in the language on screen, under the server’s name', async () => {
    const { user, calls } = renderRecord('DBAPPROVER', '/jigyasu/31/response', 3, {
      'GET /api/registrations/31/subject-export': ({ query }) =>
        new Response(query.get('format') === 'pdf' ? '%PDF-1.3' : '{}', {
          status: 200,
          headers: {
            'Content-Type': query.get('format') === 'pdf' ? 'application/pdf' : 'application/json',
            'Content-Disposition': `attachment; filename="subject-export-31.${query.get('format') ?? 'json'}"`,
          },
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Download subject data (JSON)' }, FIRST_PAINT),
    );
    expect(await screen.findByText('Saved as subject-export-31.json.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download subject data (PDF)' }));
    expect(await screen.findByText('Saved as subject-export-31.pdf.')).toBeInTheDocument();
    expect(saved.map((link) => link.download)).toEqual([
      'subject-export-31.json',
      'subject-export-31.pdf',
    ]);
    expect(calls('/subject-export').map(([input]) => String(input))).toEqual([
      '/api/registrations/31/subject-export?format=json&lang=en',
      '/api/registrations/31/subject-export?format=pdf&lang=en',
    ]);
  });

  it('shows the server’s refusal of a download, in Hindi too, and saves nothing', async () => {
    const { user } = renderRecord(
      'DBAPPROVER',
      '/jigyasu/31/response',
      3,
      {
        'GET /api/registrations/31/subject-export': () =>
          jsonResponse(404, {
            error: {
              code: 'NOT_FOUND',
              message: 'Record not found.',
              messageKey: 'record.notFound',
            },
          }),
      },
      'hi',
    );
    await user.click(
      await screen.findByRole('button', { name: 'व्यक्ति का डेटा डाउनलोड करें (PDF)' }, FIRST_PAINT),
    );
    expect(await screen.findByText('रिकॉर्ड नहीं मिला।')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('sends a correction request for an approved record, refusing an empty one on the spot', async () => {
    const { user, calls } = renderRecord('DBAPPROVER', '/jigyasu/31/response', 3, {
      'POST /api/registrations/31/correction-request': () => queuedAnswer(false),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Request correction' }, FIRST_PAINT),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request a correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please write what is to be corrected.')).toBeVisible();
    expect(calls('/correction-request')).toHaveLength(0);

    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: /What is to be corrected/ }),
      'The father’s name is Ram Kumar Sharma.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('The correction request has been sent to the collection service.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = calls('/correction-request');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({
      revision: 5,
      reason: 'The father’s name is Ram Kumar Sharma.',
    });
  });

  it('says so when a correction request is already waiting', async () => {
    const { user } = renderRecord(
      'DBAPPROVER',
      '/jigyasu/31/response',
      3,
      { 'POST /api/registrations/31/correction-request': () => queuedAnswer(true) },
      'hi',
    );
    await user.click(await screen.findByRole('button', { name: 'सुधार का अनुरोध करें' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'सुधार का अनुरोध' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /क्या सुधारना है/ }), 'पता');
    await user.click(within(dialog).getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await screen.findByText(/पहले से संग्रह सेवा तक पहुँचने की प्रतीक्षा में है/)).toBeInTheDocument();
  });

  it('offers the downloads but no correction request for a record still in review', async () => {
    renderRecord('DBAPPROVER', '/uv/approved/validate/31', 2);
    expect(
      await screen.findByRole('button', { name: 'Download subject data (JSON)' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request correction' })).toBeNull();
  });

  it('shows nothing of it to a validator', async () => {
    renderRecord('UVVOLUNTER', '/uv/check/validate/31', 1);
    expect(await screen.findByRole('heading', { name: /Logs/ }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download subject data/ })).toBeNull();
  });
});
