import { APPLICATION_DEFAULTS, type ApplicationDraft } from '@form-a/domain/schemas/application';
import { DRAFT_KEY_PREFIX } from './draft-cleanup';

type WizardValues = ApplicationDraft;

/**
 * The wizard's copy of unsaved input in localStorage: one entry per user and per form ('new'
 * for the new-application wizard, else the record id), so that a reload, a crash or a failed
 * save loses nothing. Entries are never read across accounts (the key and the entry carry the
 * user id) and every one is removed at sign-out (session.end): branch PCs are shared.
 */
const PREFIX = DRAFT_KEY_PREFIX;

export type DraftSlot = 'new' | number;

/** A save the server may or may not have applied: retried with the same key and body. */
export interface UnconfirmedSave {
  idempotencyKey: string;
  values: WizardValues;
  /** null: a create */
  revision: number | null;
}

export interface StoredDraft {
  userId: number;
  values: WizardValues;
  step: number;
  /** the record the input was saved to, once the server has it */
  id: number | null;
  revision: number | null;
  /** when the server last stored this input (its last_updated), or null */
  savedAt: string | null;
  /** true: `values` holds input the server does not have yet */
  pending: boolean;
  /** the one key of this wizard's create, so that a retried create never makes a second record */
  createKey: string;
  unconfirmed: UnconfirmedSave | null;
}

const keyOf = (userId: number, slot: DraftSlot) => `${PREFIX}${userId}.${slot}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps only the form's own fields with the type of their default: the entry is user input. */
export function sanitizeValues(raw: unknown): WizardValues {
  const values: Record<string, unknown> = { ...APPLICATION_DEFAULTS };
  if (raw && typeof raw === 'object') {
    for (const [name, fallback] of Object.entries(APPLICATION_DEFAULTS)) {
      const value = (raw as Record<string, unknown>)[name];
      if (typeof value === typeof fallback) values[name] = value;
    }
  }
  return values as WizardValues;
}

export function readDraft(userId: number, slot: DraftSlot): StoredDraft | null {
  const raw = storage()?.getItem(keyOf(userId, slot));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.userId !== userId || typeof parsed.createKey !== 'string') return null;
    const id = typeof parsed.id === 'number' ? parsed.id : null;
    const revision = typeof parsed.revision === 'number' ? parsed.revision : null;
    const unconfirmed = parsed.unconfirmed;
    return {
      userId,
      values: sanitizeValues(parsed.values),
      step: typeof parsed.step === 'number' ? parsed.step : 1,
      id,
      revision,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : null,
      pending: parsed.pending === true,
      createKey: parsed.createKey,
      unconfirmed:
        unconfirmed && typeof unconfirmed.idempotencyKey === 'string'
          ? {
              idempotencyKey: unconfirmed.idempotencyKey,
              values: sanitizeValues(unconfirmed.values),
              revision: typeof unconfirmed.revision === 'number' ? unconfirmed.revision : null,
            }
          : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(slot: DraftSlot, draft: StoredDraft): void {
  try {
    storage()?.setItem(keyOf(draft.userId, slot), JSON.stringify(draft));
  } catch {
    // a full or blocked storage: the server copy is all there is
  }
}

export function removeDraft(userId: number, slot: DraftSlot): void {
  storage()?.removeItem(keyOf(userId, slot));
}
