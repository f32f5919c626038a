/**
 * A random key for the Idempotency-Key header: one per form session, so that a retried or
 * double-clicked submit is stored once. crypto.randomUUID needs a secure context (https or
 * localhost); getRandomValues works on a plain-http intranet address too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
