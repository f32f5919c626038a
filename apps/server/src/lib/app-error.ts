import type { ApiErrorCode } from '@form-a/domain/api-error';

/** An error a client is meant to see; anything else becomes a 500 without details. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ApiErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    /** the domain message's key and placeholders, for clients that translate (api-error.ts) */
    public readonly translation?: {
      messageKey: string;
      params?: Record<string, string | number>;
    },
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in with your Form A Credentials!') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, fields);

/** zod issues → { 'a.b': message } keeping the first message per field */
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

export function validationError(fields: Record<string, string>, messageKey?: string): AppError {
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new AppError(
    400,
    'VALIDATION_FAILED',
    first,
    fields,
    undefined,
    messageKey ? { messageKey } : undefined,
  );
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
