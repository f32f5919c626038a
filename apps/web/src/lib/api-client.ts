import type { z } from 'zod';
import type { API_CONTRACTS, RouteContract } from '@form-a/domain/api/contract';
import { apiErrorSchema } from '@form-a/domain/api-error';
import { englishMessage, messageRef, type MessageByKey } from '@form-a/domain/message-ref';
import { clock } from './clock';
import type { OptionsArg, RouteAnswer, RouteInput, RouteLink, WebRoute } from './api-route-types';

/*
 * Whether this tab's last request reached the server (ADR 075): navigator.onLine says only that
 * a network is attached, and a branch's link that is up but goes nowhere reads as online. Kept
 * this small on purpose, as every page's first load carries it; the offline feature turns it
 * into a hook (features/offline/components/use-offline.ts).
 */
let unreachable = false;
const reachabilityListeners = new Set<() => void>();

function setUnreachable(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  reachabilityListeners.forEach((listener) => listener());
}

export const reportAnswer = () => setUnreachable(false);
export const serverUnreachable = () => unreachable;

export function onReachability(listener: () => void): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

/** Error codes the client adds for failures that never reached the API's error handler. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR' | 'INVALID_RESPONSE';

/** Every failed call becomes one of these (conventions, habit 4). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /**
   * field path → its message: the domain message's key (a message-ref, the same form a shared
   * schema's issue has on the client) when the server sent one, else its text; shown through
   * i18n/translate-message
   */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** a 500's request id, which the server's log holds */
  readonly reference: string | undefined;
  /** the HTTP reason phrase ('Not Found'…); '' for network errors and HTTP/2 answers */
  readonly statusText: string;
  /** true when the server did not send the standard error body (network, proxy, HTML page…) */
  readonly unexpected: boolean;
  /** the domain message's key ('conflict.validated'): translate by it (i18n/translate-message) */
  readonly messageKey: string | undefined;
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    statusText?: string;
    unexpected?: boolean;
    messageKey?: string | undefined;
    params?: Record<string, string | number> | undefined;
    reference?: string | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.statusText = init.statusText ?? '';
    this.unexpected = init.unexpected ?? false;
    this.messageKey = init.messageKey;
    this.params = init.params;
    this.reference = init.reference;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const UNREACHABLE = 'network.unreachable';

/**
 * A request that never reached the server (offline, the server down, a dropped connection):
 * fetch rejects with a TypeError whose words are the browser's ('Failed to fetch', in English
 * whatever the page's language). It becomes a keyed message, which every screen shows in the
 * reader's language (i18n/translate-api-error).
 */
export function networkError(): ApiError {
  return new ApiError({
    status: 0,
    code: 'NETWORK_ERROR' satisfies ClientErrorCode,
    message: englishMessage(UNREACHABLE),
    messageKey: UNREACHABLE,
    unexpected: true,
  });
}

export function isNetworkError(error: unknown): error is ApiError {
  return isApiError(error) && error.code === ('NETWORK_ERROR' satisfies ClientErrorCode);
}

type SessionEndedListener = (error: ApiError) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * A 401 from any call except a sign-in attempt means the session cookie is gone or expired (a
 * 403 SECOND_FACTOR_REQUIRED, that it is only half signed in). The session provider subscribes
 * here and forgets the stored user.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

let serverClockOffsetMs = 0;

/**
 * How far this browser's clock is ahead of the server's (ms), from the Date header of the latest
 * answer; 0 until one arrives. The session countdown adds it to the server's expiresAt, so a PC
 * whose clock is wrong (or a test's fake clock) still counts down the real session length.
 */
export function getServerClockOffset(): number {
  return serverClockOffsetMs;
}

function recordServerDate(response: Response): void {
  const header = response.headers.get('Date');
  if (!header) return;
  const serverTime = Date.parse(header);
  // the header has whole seconds: the server's time was somewhere in the next second
  if (!Number.isNaN(serverTime)) serverClockOffsetMs = clock.now() - (serverTime + 500);
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path?query`, the query without its empty values. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A field's message by its key where the server sent one, else its text. */
function keyedFields(
  fields: Record<string, string>,
  keys: Record<string, MessageByKey> | undefined,
): Record<string, string> {
  if (!keys) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([path, text]) => {
      const key = keys[path];
      return [path, key ? messageRefOrText(key, text) : text];
    }),
  );
}

function messageRefOrText({ messageKey, params }: MessageByKey, text: string): string {
  try {
    return messageRef(messageKey, params);
  } catch {
    return text; // a key this build does not know (a newer server): its English text
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, fieldMessages, messageKey, params, reference } =
      parsed.data.error;
    return new ApiError({
      status: response.status,
      code,
      message,
      fields: fields && keyedFields(fields, fieldMessages),
      reference,
      statusText: response.statusText,
      messageKey,
      params,
    });
  }
  return new ApiError({
    status: response.status,
    code: 'HTTP_ERROR' satisfies ClientErrorCode,
    message: response.statusText || `HTTP ${response.status}`,
    statusText: response.statusText,
    unexpected: true,
  });
}

/** The ApiError of a refused answer; a lost session is announced first. */
function refusal(response: Response, body: unknown, unauthorizedEndsSession: boolean): ApiError {
  const error = toApiError(response, body);
  // A session still waiting for its second factor (ADR 046; another tab signed in again) is
  // not the full session this tab holds either.
  const secondFactorDue = response.status === 403 && error.code === 'SECOND_FACTOR_REQUIRED';
  if ((response.status === 401 || secondFactorDue) && unauthorizedEndsSession) {
    for (const listener of sessionEndedListeners) listener(error);
  }
  return error;
}

/** The file name an answer's Content-Disposition gives, if any. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

/** What every call may add to its route's input. */
export interface CallControl {
  signal?: AbortSignal | undefined;
  /**
   * false for calls whose 401 is an answer rather than a lost session (a sign-in attempt with a
   * wrong password, a logout after the session already ended). Default true.
   */
  unauthorizedEndsSession?: boolean;
}

export type CallOptions<Route extends WebRoute> = RouteInput<Route> & CallControl;

interface LooseOptions extends CallControl {
  params?: Record<string, string | number> | undefined;
  query?: object | undefined;
  body?: unknown;
  headers?: Record<string, string | undefined> | undefined;
}

/**
 * The URL of a route: its `:name` segments filled from `params` (encoded), then the query. For
 * what is not fetched by call(): a download link, an image. ADR 069.
 */
export function pathOf<Route extends WebRoute>(
  route: Route,
  ...[link]: OptionsArg<RouteLink<Route>>
): string {
  return urlOf(route, (link ?? {}) as LooseOptions);
}

function urlOf(route: WebRoute, { params, query }: LooseOptions): string {
  const template = route.slice(route.indexOf(' ') + 1);
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return buildUrl(path, query as QueryParams | undefined);
}

/** The route's answer, its refusal thrown as an ApiError (after a lost session is announced). */
async function exchange(
  route: WebRoute,
  options: LooseOptions,
  accept?: string,
): Promise<Response> {
  const { body, signal, unauthorizedEndsSession = true } = options;
  const method = route.slice(0, route.indexOf(' '));
  const headers: Record<string, string> = {};
  if (accept) headers.Accept = accept;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers[name] = value;
  }
  // a form (an upload) sets its own multipart type and boundary
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const url = urlOf(route, options);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    setUnreachable(true);
    throw networkError();
  }
  setUnreachable(false);
  recordServerDate(response);
  if (!response.ok) throw refusal(response, await readJson(response), unauthorizedEndsSession);
  return response;
}

let contractsLoading: Promise<typeof API_CONTRACTS> | undefined;

/**
 * The contracts, in a chunk of their own that the first call fetches while its request is under
 * way: every route's schemas in the first page's JavaScript would cost sign-in 8 KB (ADR 069).
 * A chunk that cannot be loaded (offline, a release that replaced it) is a network failure,
 * tried again by the next call.
 */
function contracts(): Promise<typeof API_CONTRACTS> {
  contractsLoading ??= import('@form-a/domain/api/contract').then(
    (module) => module.API_CONTRACTS,
    () => {
      contractsLoading = undefined;
      throw networkError();
    },
  );
  return contractsLoading;
}

/**
 * The schema of an answer with this status; a success status the contract does not name (a 200
 * where it says 201) is read with the schema of its first success status.
 */
async function answerSchema(route: WebRoute, status: number): Promise<z.ZodType | undefined> {
  const byStatus: Partial<Record<number, z.ZodType>> | undefined = (
    (await contracts())[route] as RouteContract
  ).response;
  if (!byStatus) return undefined;
  return (
    byStatus[status] ??
    Object.entries(byStatus).find(([code]) => Number(code) >= 200 && Number(code) < 300)?.[1]
  );
}

function parsed<T>(schema: z.ZodType<T>, data: unknown, status: number): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ApiError({
    status,
    code: 'INVALID_RESPONSE' satisfies ClientErrorCode,
    message: 'The server answered in an unexpected shape.',
    unexpected: true,
  });
}

/**
 * An answer fetched outside call() (an upload through XMLHttpRequest, for its progress), parsed
 * as call() parses it: an ApiError INVALID_RESPONSE when it does not match.
 */
export async function parseAnswer<Route extends WebRoute>(
  route: Route,
  status: number,
  data: unknown,
): Promise<RouteAnswer<Route>> {
  const schema = await answerSchema(route, status);
  return (schema ? parsed(schema, data, status) : data) as RouteAnswer<Route>;
}

/**
 * One call of the same-origin API by its contract's key ('POST /api/registrations'): the
 * params, query, body and headers are typed from the route's schemas in the domain's
 * API_CONTRACTS, and the answer is parsed (and stripped) with the schema of its status. JSON in
 * and out, the session cookie rides along, and every failure is thrown as an ApiError (ADR 069).
 */
export async function call<Route extends WebRoute>(
  route: Route,
  ...[options]: OptionsArg<CallOptions<Route>>
): Promise<RouteAnswer<Route>> {
  // the schemas arrive while the request is under way (a failure is met after it, by parseAnswer)
  contracts().catch(() => undefined);
  const response = await exchange(route, (options ?? {}) as LooseOptions, 'application/json');
  const data = response.status === 204 ? undefined : await readJson(response);
  return parseAnswer(route, response.status, data);
}

/**
 * call() with a multipart form for its body (a file upload), for a sender that needs no upload
 * progress (the offline outbox's kept photo): refusals, a lost session and reachability as
 * call() has them.
 */
export async function callWithForm<Route extends WebRoute>(
  route: Route,
  form: FormData,
  headers?: LooseOptions['headers'],
): Promise<RouteAnswer<Route>> {
  contracts().catch(() => undefined);
  const response = await exchange(route, { body: form, headers }, 'application/json');
  return parseAnswer(route, response.status, await readJson(response));
}

/**
 * call() for the few screens that read an answer more loosely than its contract (a count
 * missing shows as 0): `schema` must accept every answer the contract allows, which its type
 * checks.
 */
export async function callLeniently<Route extends WebRoute, T>(
  route: Route,
  schema: z.ZodType<T> & ([RouteAnswer<Route>] extends [T] ? unknown : never),
  ...[options]: OptionsArg<CallOptions<Route>>
): Promise<T> {
  const response = await exchange(route, (options ?? {}) as LooseOptions, 'application/json');
  const data = response.status === 204 ? undefined : await readJson(response);
  return parsed(schema, data, response.status);
}

/** A file the API answers with (a PDF, a CSV), and the name its Content-Disposition gives. */
export async function callForBlob<Route extends WebRoute>(
  route: Route,
  ...[options]: OptionsArg<CallOptions<Route>>
): Promise<{ file: Blob; name: string | null }> {
  const response = await exchange(route, (options ?? {}) as LooseOptions);
  const file = await response.blob();
  return { file, name: attachmentName(response.headers.get('Content-Disposition')) };
}

/**
 * Downloads a file the API answers with (a PDF of cards) through fetch rather than a plain link,
 * so that a refusal (a 404 'nothing to print', a 403) is thrown as an ApiError for the screen to
 * show, instead of the browser saving the error's JSON as the file. Resolves with the file's name
 * once the browser has been handed it.
 */
export async function download<Route extends WebRoute>(
  route: Route,
  options: CallOptions<Route> & { fallbackName: string },
): Promise<string> {
  const { file, name: sent } = await callForBlob(
    route,
    ...([options] as OptionsArg<CallOptions<Route>>),
  );
  const name = sent ?? options.fallbackName;
  const url = URL.createObjectURL(file);
  followDownloadLink(url, name);
  // the browser reads the blob once the download starts; a minute leaves room for a slow disk
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

/** Has the browser download `href` as a link with `download` would (named `name` if given). */
export function followDownloadLink(href: string, name = '') {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
