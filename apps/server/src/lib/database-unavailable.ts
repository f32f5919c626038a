/**
 * Whether an error means the database cannot serve us right now (it is restarting, stopped,
 * refusing connections, out of connection slots or disk, or the network is down), as opposed
 * to a fault in the query. Such requests answer 503 with Retry-After instead of 500; the pool
 * opens new connections once the database is back (docs/decisions/047-…).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLSTATE classes that are all about the connection: 08 connection_exception. */
const SQLSTATE_CLASSES_UNAVAILABLE = ['08'];

const SQLSTATE_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57P04', // database_dropped
  '53000', // insufficient_resources
  '53100', // disk_full: writes cannot succeed until an operator frees space; reads still do
  '53200', // out_of_memory
  '53300', // too_many_connections
  // 53400 configuration_limit_exceeded is left out: a query over a configured limit is a bug.
]);

/**
 * PostgreSQL ends the session with FATAL (or PANIC) for what happens to the connection, never
 * for what a query asked: ALTER DATABASE … ALLOW_CONNECTIONS false (55000, which as an ERROR
 * means other things), a database dropped or renamed, a password rotated on the server
 * before the application's, an idle-session timeout. None of them is the request's fault.
 */
const SESSION_ENDING_SEVERITIES = new Set(['FATAL', 'PANIC']);

// pg reports these without a code.
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
];

function unavailableCode(code: string): boolean {
  return (
    NETWORK_CODES.has(code) ||
    SQLSTATE_UNAVAILABLE.has(code) ||
    SQLSTATE_CLASSES_UNAVAILABLE.some((prefix) => code.length === 5 && code.startsWith(prefix))
  );
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; AggregateError (a refused dual-stack connect)
  // keeps the code on itself. A few levels are enough.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && unavailableCode(code)) return true;
    if (typeof severity === 'string' && SESSION_ENDING_SEVERITIES.has(severity)) return true;
    if (MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
