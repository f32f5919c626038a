import { z } from 'zod';
import { vi } from 'vitest';
import { API_CONTRACTS, type ApiRoute, type RouteContract } from '@form-a/domain/api/contract';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import { DEFAULT_ORG_TIME_ZONE } from '../lib/org-time-zone';

export interface MockRequest {
  method: string;
  path: string;
  /** the values of the matched key's `:name` segments */
  params: Record<string, string>;
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
/** The privacy notice's settings of GET /api/config/public (ADR 053). */
export const TEST_PRIVACY_NOTICE = {
  version: PRIVACY_NOTICE_VERSION,
  grievanceContact: 'Grievance Officer, grievance@example.org',
  retentionDraftDays: 180,
  retentionReturnedDays: 365,
};

/** Answers every test needs unless it overrides them. */
const defaultHandlers: Record<string, MockHandler> = {
  'GET /api/config/public': () =>
    jsonResponse(200, {
      orgTitle: TEST_ORG_TITLE,
      sessionSeconds: 3500,
      sessionWarningSeconds: 600,
      timeZone: DEFAULT_ORG_TIME_ZONE,
      privacyNotice: TEST_PRIVACY_NOTICE,
    }),
  'GET /api/me/preferences': () => jsonResponse(200, { language: null }),
  'PUT /api/me/preferences': ({ body }) => jsonResponse(200, body),
  // the header's bell asks on every signed-in screen
  'GET /api/notifications/unread-count': () => jsonResponse(200, { unread: 0 }),
  // an approver's record screen shows who read the record (ADR 054): nobody, unless a test says
  'GET /api/registrations/:id/access-log': () => jsonResponse(200, { items: [], nextCursor: null }),
};

/**
 * The key of `keys` that `method path` matches: `:name` segments match any one segment, and of
 * several matches the one with the most literal segments wins (`/counts` before `/:id`).
 */
export function matchRoute(
  keys: Iterable<string>,
  method: string,
  path: string,
): { key: string; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  let best: { key: string; params: Record<string, string>; literals: number } | undefined;
  for (const key of keys) {
    const [keyMethod, keyPath = ''] = key.split(' ');
    const pattern = keyPath.split('/');
    if (keyMethod !== method || pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      literals += 1;
      return part === segment;
    });
    if (matches && (!best || literals > best.literals)) best = { key, params, literals };
  }
  return best && { key: best.key, params: best.params };
}

/**
 * What went wrong with the mocked calls since the last `takeMockFailures()`: a call no handler
 * answers, a request or an answer its contract refuses. The fetch rejection alone would not fail
 * a test (the screen catches it and shows an error), so the shared setup fails the test with
 * this list after it ends.
 */
const failures: string[] = [];

export function takeMockFailures(): string[] {
  return failures.splice(0);
}

function fail(message: string): never {
  failures.push(message);
  throw new Error(`mockApi: ${message}`);
}

const CONTRACT_KEYS = Object.keys(API_CONTRACTS);

function check(schema: z.ZodType, value: unknown, what: string) {
  const result = schema.safeParse(value);
  if (!result.success) {
    fail(`${what} does not match its contract:\n${z.prettifyError(result.error)}`);
  }
}

const offContractAnswers = new WeakSet<Response>();

/**
 * Marks an answer the test sends against the contract on purpose (a count missing, as from an
 * older server), so the contract check lets it through; every other answer is checked.
 */
export function offContract(answer: Response): Response {
  offContractAnswers.add(answer);
  return answer;
}

/**
 * The handler's answer, checked against the route's contract when the domain has one: a JSON
 * answer must parse with the schema of its status (an error status without one: the API's error
 * shape), so a hand-written answer cannot drift from what the server sends.
 */
async function checkedAnswer(call: string, contract: RouteContract | undefined, answer: Response) {
  const json = answer.headers.get('Content-Type')?.includes('application/json');
  if (!contract || !json || offContractAnswers.has(answer)) {
    return answer;
  }
  const schema =
    contract.response?.[answer.status] ?? (answer.status >= 400 ? apiErrorSchema : undefined);
  if (schema) check(schema, await answer.clone().json(), `the ${answer.status} answer to ${call}`);
  return answer;
}

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers (`/path/:id` for any id). A call
 * without a handler rejects and fails the test: a 404 answer would let a screen that calls the
 * wrong route pass unnoticed. A JSON request body and a JSON answer of a route in the domain's
 * API_CONTRACTS must match its schemas. Returns the spy, so tests can assert on the calls made.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const table = { ...defaultHandlers, ...handlers };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = `${method} ${url.pathname}`;
    const rawBody = init?.body;
    const body: unknown = typeof rawBody === 'string' ? JSON.parse(rawBody) : undefined;
    const match = matchRoute(Object.keys(table), method, url.pathname);
    const handler = match && table[match.key];
    if (!match || !handler) fail(`no handler for ${call}`);
    const contractKey = matchRoute(CONTRACT_KEYS, method, url.pathname)?.key;
    const contract: RouteContract | undefined =
      contractKey === undefined ? undefined : API_CONTRACTS[contractKey as ApiRoute];
    if (contract?.body && body !== undefined) check(contract.body, body, `the body of ${call}`);
    const answer = await handler({
      method,
      path: url.pathname,
      params: match.params,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    });
    return checkedAnswer(call, contract, answer);
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
