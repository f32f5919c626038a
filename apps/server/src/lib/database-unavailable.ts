/**
 * Whether an error means the database cannot be reached right now (it is restarting, stopped,
 * or the network is down), as opposed to a fault in the query. Such requests answer 503 with
 * Retry-After instead of 500; the pool opens new connections once the database is back.
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

const SQLSTATE_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '08000', // the connection_exception class
  '08001',
  '08003',
  '08004',
  '08006',
]);

// pg reports these without a code.
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; AggregateError (a refused dual-stack connect)
  // keeps the code on itself. A few levels are enough.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.has(code))) {
      return true;
    }
    if (MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
