/**
 * What an outbox row delivers (its `kind`), named once for the server's worker and the web's
 * Outbox screen, which shows each in words.
 */
export const OUTBOX_KINDS = {
  /** an approved record handed to the collection service (spec section 7) */
  handoff: 'collection.jigyasu_data',
  /** a notification's email */
  email: 'email.notification',
  /** the data principal asks the collection service to erase an approved record (ADR 056) */
  erasureRequest: 'collection.erasure_request',
  /** the data principal asks the collection service to correct an approved record (ADR 056) */
  correctionRequest: 'collection.correction_request',
} as const;
export type OutboxKindName = keyof typeof OUTBOX_KINDS;
export type OutboxKind = (typeof OUTBOX_KINDS)[OutboxKindName];

/** The name of an outbox kind, or null for a kind this version does not know. */
export function outboxKindName(kind: string): OutboxKindName | null {
  const entry = Object.entries(OUTBOX_KINDS).find(([, value]) => value === kind);
  return entry ? (entry[0] as OutboxKindName) : null;
}
