import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** e.g. the Idempotency-Key a mocked server replays answers by */
  headers: Headers;
}
export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}

export function apiErrorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

export const TEST_ORG_TITLE = 'Test Satsang Sabha';

/** Answers every test needs unless it overrides them. */
const defaultHandlers: Record<string, MockHandler> = {
  'GET /api/config/public': () =>
    jsonResponse(200, {
      orgTitle: TEST_ORG_TITLE,
      sessionSeconds: 3500,
      sessionWarningSeconds: 600,
    }),
  'GET /api/me/preferences': () => jsonResponse(200, { language: null }),
  'PUT /api/me/preferences': ({ body }) => jsonResponse(200, body),
  // the header's bell asks on every signed-in screen
  'GET /api/notifications/unread-count': () => jsonResponse(200, { unread: 0 }),
};

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers. Unknown calls answer 404 in the
 * server's error shape, as the real server does for a route that does not exist yet.
 * Returns the spy, so tests can assert on the calls made.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const table = { ...defaultHandlers, ...handlers };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const body: unknown = typeof rawBody === 'string' ? JSON.parse(rawBody) : undefined;
    const handler = table[`${method} ${url.pathname}`];
    if (!handler) {
      return apiErrorResponse(404, 'NOT_FOUND', `No route ${method} ${url.pathname}`);
    }
    return handler({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    });
  });
}

/** A promise the test resolves when it wants the mocked server to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
