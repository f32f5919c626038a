import { describe, expect, it, vi } from 'vitest';
import {
  call,
  callForBlob,
  callWithForm,
  isApiError,
  onSessionEnded,
  parseAnswer,
  pathOf,
} from '../src/lib/api-client';
import { apiErrorResponse, jsonResponse, mockApi, offContract } from '../src/testing/mock-api';

/** The URL of the n-th fetch the spy saw. */
const urlOf = (spy: ReturnType<typeof mockApi>, n = 0) => String(spy.mock.calls[n]?.[0]);

/** What a call rejects with. */
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );

describe('the typed API client (ADR 069)', () => {
  it("fills a route's :params encoded, and sends its query without the empty values", async () => {
    const spy = mockApi({
      'GET /api/geo/countries/:country/states/:state/cities': ({ params }) =>
        jsonResponse(200, { items: [{ value: params.state ?? '', label: 'one' }] }),
    });
    const answer = await call('GET /api/geo/countries/:country/states/:state/cities', {
      params: { country: 'IN', state: 'U/P 1' },
    });
    expect(urlOf(spy)).toBe('/api/geo/countries/IN/states/U%2FP%201/cities');
    expect(answer.items).toEqual([{ value: 'U/P 1', label: 'one' }]);

    await call('GET /api/registrations/:id/access-log', {
      params: { id: 7 },
      query: { limit: 10, before: undefined },
    });
    expect(urlOf(spy, 1)).toBe('/api/registrations/7/access-log?limit=10');
  });

  it("reads the answer with its route's schema: unknown keys dropped, a wrong shape refused", async () => {
    mockApi({
      'GET /api/notifications/unread-count': () => jsonResponse(200, { unread: 2, extra: true }),
      'GET /api/me/notification-settings': () => offContract(jsonResponse(200, { email: 'yes' })),
    });
    expect(await call('GET /api/notifications/unread-count')).toEqual({ unread: 2 });
    const error = await refusalOf(call('GET /api/me/notification-settings'));
    expect(isApiError(error) && error.code).toBe('INVALID_RESPONSE');
  });

  it('reads a success status its contract does not name with its first success schema', async () => {
    const uploaded = { message: 'Uploaded', image: 'a.jpg', url: '/photo', extra: 1 };
    expect(await parseAnswer('POST /api/photos', 200, uploaded)).toEqual({
      message: 'Uploaded',
      image: 'a.jpg',
      url: '/photo',
    });
  });

  it('throws a refusal as an ApiError with its key; a 401 ends the session unless told not to', async () => {
    mockApi({
      'POST /api/outbox/:id/retry': () =>
        jsonResponse(409, {
          error: { code: 'CONFLICT', message: 'Delivered.', messageKey: 'conflict.validated' },
        }),
      'POST /api/auth/extend': () => jsonResponse(401, { error: { code: 'X', message: 'Gone' } }),
      'POST /api/auth/logout': () => jsonResponse(401, { error: { code: 'X', message: 'Gone' } }),
    });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const conflict = await refusalOf(call('POST /api/outbox/:id/retry', { params: { id: 3 } }));
    expect(isApiError(conflict) && [conflict.status, conflict.messageKey]).toEqual([
      409,
      'conflict.validated',
    ]);
    await refusalOf(call('POST /api/auth/logout', { unauthorizedEndsSession: false }));
    expect(ended).not.toHaveBeenCalled();
    await refusalOf(call('POST /api/auth/extend'));
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('answers a file with the name the server gives', async () => {
    mockApi({
      'GET /api/registrations/:id/subject-export': ({ query }) =>
        new Response(`%PDF ${query.get('format')}`, {
          headers: { 'Content-Disposition': 'attachment; filename="RS1.pdf"' },
        }),
    });
    const { file, name } = await callForBlob('GET /api/registrations/:id/subject-export', {
      params: { id: 5 },
      query: { format: 'pdf', lang: 'en' },
    });
    expect(name).toBe('RS1.pdf');
    // the test DOM's Blob cannot be read back: its size tells the bytes arrived
    expect(file.size).toBe('%PDF pdf'.length);
  });

  it('builds a link from the contract for what is not fetched (a download, an image)', () => {
    expect(pathOf('GET /api/registrations/:id/card', { params: { id: 7 } })).toBe(
      '/api/registrations/7/card',
    );
    expect(pathOf('GET /api/cards', { query: { date: '2026-01-05', branch: undefined } })).toBe(
      '/api/cards?date=2026-01-05',
    );
  });
  it('sends a form as multipart (no JSON type), and a refusal of it as call() throws one', async () => {
    const spy = mockApi({
      'POST /api/photos': () =>
        jsonResponse(201, { message: 'Uploaded', image: 'photos/p1.jpg', url: '/p1.jpg' }),
    });
    const form = new FormData();
    form.append('title', 'Asha Verma');
    expect((await callWithForm('POST /api/photos', form)).image).toBe('photos/p1.jpg');
    const init = spy.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();

    mockApi({
      'POST /api/photos': () =>
        apiErrorResponse(400, 'VALIDATION_FAILED', 'The photo must be a JPEG or PNG image.', {
          image: 'The photo must be a JPEG or PNG image.',
        }),
    });
    const error = await refusalOf(callWithForm('POST /api/photos', form));
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.fields).toEqual({
      image: 'The photo must be a JPEG or PNG image.',
    });
  });
});
