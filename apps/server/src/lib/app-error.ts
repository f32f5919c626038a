import type { ApiErrorCode } from '@form-a/domain/api-error';
import {
  englishMessage,
  parseMessageRef,
  type MessageByKey,
  type MessageParams,
} from '@form-a/domain/message-ref';

/**
 * An error a client is meant to see; anything else becomes a 500 without details. A message (or
 * a field's message) may be a domain message's key (`messageRef('transfer.notFound')`, or a
 * schema issue's message): the answer then says it in English in `message` and by key in
 * `messageKey` + `params` (`fieldMessages` for fields), so a client translates by key.
 */
export class AppError extends Error {
  public readonly fields?: Record<string, string>;
  /** field path → the key of its message, for the fields whose message is a domain text */
  public readonly fieldMessages?: Record<string, MessageByKey>;
  /** the domain message's key and placeholders, for clients that translate (api-error.ts) */
  public readonly translation?: { messageKey: string; params?: MessageParams };

  constructor(
    public readonly statusCode: number,
    public readonly code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    translation?: { messageKey: string; params?: MessageParams },
  ) {
    const ref = parseMessageRef(message);
    super(ref ? englishMessage(ref.messageKey, ref.params) : message);
    this.translation = translation ?? ref ?? undefined;
    if (fields) {
      const english: Record<string, string> = {};
      const keyed: Record<string, MessageByKey> = {};
      for (const [path, text] of Object.entries(fields)) {
        const fieldRef = parseMessageRef(text);
        english[path] = fieldRef ? englishMessage(fieldRef.messageKey, fieldRef.params) : text;
        if (fieldRef) keyed[path] = fieldRef;
      }
      this.fields = english;
      if (Object.keys(keyed).length > 0) this.fieldMessages = keyed;
    }
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in with your Form A Credentials!') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, fields);

/** zod issues → { 'a.b': message (a domain key, see message-ref.ts) }, the first per field */
export function fieldsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A 400 on fields; each message a domain key (a schema issue's) or, for the rest, plain text. */
export function validationError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new AppError(400, 'VALIDATION_FAILED', first, fields);
}

/** The database is starting or unreachable: the client may try again after a few seconds. */
export const serviceUnavailable = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'The service is unavailable for a moment. Please try again shortly.',
    undefined,
    { 'retry-after': '5' },
  );
