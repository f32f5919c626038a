/**
 * What may reach the log (ADR 021): never a password, hash, token, request body or SQL
 * parameter. Request bodies are not logged at all; these paths catch secrets on objects that
 * are logged on purpose.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.tokenHash',
];

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** Fields of database errors (node-postgres) that name a place, never a value. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

const MAX_CAUSES = 5;

/**
 * pino's `err` serializer, minus values: a Drizzle query error carries the SQL parameters in
 * `params` and in its message ("params: hash,email"), a PostgreSQL error its row in `detail`
 * ("Key (email)=(…) already exists"). The SQL text with its $1 placeholders stays: it tells an
 * operator which statement failed.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const record = error as Error & Record<string, unknown>;
  const hasParams = 'params' in record && typeof record.query === 'string';
  const message = hasParams ? `Failed query: ${record.query}` : error.message;
  const out: SerializedError = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
  };
  for (const field of SAFE_ERROR_FIELDS) {
    if (record[field] !== undefined) out[field] = record[field];
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}

/**
 * A request as the log shows it: method and path, never the query string, which carries what
 * a person typed into a filter or a search (names, emails, UIDs).
 */
export function serializeRequest(request: { method: string; url: string; id?: unknown }) {
  return { method: request.method, url: request.url.split('?')[0], id: request.id };
}
