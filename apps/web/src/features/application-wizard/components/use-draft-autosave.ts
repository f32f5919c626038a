import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, type Location } from 'react-router';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { isApiError } from '../../../lib/api-client';
import {
  readDraft,
  removeDraft,
  writeDraft,
  type DraftSlot,
  type StoredDraft,
  type UnconfirmedSave,
} from '../../../lib/draft-store';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { withoutDevicePhoto } from '../../../lib/device-photo';
import { createRegistration, updateRegistration } from '../../../lib/registration-writes';
import { toRequestValues, type WizardValues } from './wizard-form';

/** Quiet time after the last change before the input goes to the server. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;
/** Waits between retries of a save that failed for want of a network or server. */
const RETRY_MS = [3_000, 10_000, 30_000, 60_000] as const;

/**
 * Whether leaving with unsaved input asks first: only a navigation that starts at the wizard's
 * own address and goes elsewhere. React keeps the wizard on screen (and its blocker registered)
 * until the next page has rendered; a Back pressed in that moment starts at the next page, and
 * holding it sent the browser forward again instead of back to the form.
 */
export function holdsNavigation({
  wizardPath,
  from,
  to,
}: {
  wizardPath: string;
  from: Pick<Location, 'pathname'>;
  to: Pick<Location, 'pathname'>;
}): boolean {
  return from.pathname === wizardPath && to.pathname !== wizardPath;
}

export type AutosaveStatus =
  /** nothing typed yet, or the input is what the server has */
  | 'idle'
  | 'saved'
  /** typed, waiting for the quiet time */
  | 'pending'
  | 'saving'
  /** the save failed (no network, server trouble): kept here and retried */
  | 'retrying'
  /** the draft rules refuse a value (a half-typed email, say): kept here until corrected */
  | 'invalid'
  /** someone saved the record elsewhere: reload to see theirs */
  | 'conflict';

export interface DraftRestore {
  /** the server stored this input at that time; null: only this browser has it */
  savedAt: string | null;
  step: number;
}

interface AutosaveOptions {
  userId: number;
  slot: DraftSlot;
  /** the record being edited, as loaded; null for a new application */
  record: Pick<RegistrationRecord, 'id' | 'revision' | 'last_updated'> | null;
  initialValues: WizardValues;
}

const sameValues = (a: WizardValues, b: WizardValues) => JSON.stringify(a) === JSON.stringify(b);

const isUnsaved = (status: AutosaveStatus) => status !== 'idle' && status !== 'saved';

/** A save the server may have applied or not: a network failure, a timeout, a 5xx. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'NETWORK_ERROR' || error.status >= 500 || error.status === 429;
}

/**
 * Drafts save themselves (ADR 028): each change is written at once to this browser's copy
 * (lib/draft-store) and, after a quiet moment, to the server as a draft (the create API with
 * the wizard's one idempotency key, then the update API with the revision it answered), marked
 * as an autosave so that the record's history gets no entry for it (ADR 051). A save
 * that fails is retried with the same key and body until the server confirms it; leaving with
 * input the server does not have asks first (in-app: the blocker; reload or close: the
 * browser's own prompt). A new application is restored on the next visit until it is
 * submitted, saved by its Draft button or dropped with 'Start a new application'.
 */
export function useDraftAutosave({ userId, slot, record, initialValues }: AutosaveOptions) {
  const [initial] = useState(() => {
    const stored = readDraft(userId, slot);
    // a record's copy counts only while the server still holds the revision it was based on
    const usable =
      stored &&
      (record === null || (stored.id === record.id && stored.revision === record.revision)) &&
      (stored.pending || record === null)
        ? stored
        : null;
    const base: StoredDraft = usable ?? {
      userId,
      values: initialValues,
      step: 1,
      id: record?.id ?? null,
      revision: record?.revision ?? null,
      savedAt: null,
      pending: false,
      createKey: newIdempotencyKey(),
      unconfirmed: null,
    };
    const restored: DraftRestore | null = usable
      ? { savedAt: usable.savedAt, step: usable.step }
      : null;
    return { draft: base, restored };
  });
  const draft = useRef<StoredDraft>(initial.draft);
  const [status, setStatus] = useState<AutosaveStatus>(
    initial.draft.pending ? 'pending' : initial.restored ? 'saved' : 'idle',
  );
  const [savedAt, setSavedAt] = useState<string | null>(initial.draft.savedAt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retries = useRef(0);
  const inflight = useRef<Promise<void> | null>(null);
  const finished = useRef(false);
  /** an explicit action (Draft, Submit) is on its way: no save of ours may overtake it */
  const held = useRef(false);
  /** why the latest save failed for want of a network or server */
  const lastFailure = useRef<unknown>(null);
  const edits = useRef(0);

  const persist = useCallback(() => {
    if (!finished.current) writeDraft(slot, draft.current);
  }, [slot]);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const send = useCallback(async (request: UnconfirmedSave) => {
    // a photo still on this device goes with the application when it is sent (ADR 075)
    const values = withoutDevicePhoto(toRequestValues(request.values));
    const { id } = draft.current;
    if (request.revision === null || id === null) {
      return createRegistration({
        values,
        action: 'draft',
        idempotencyKey: request.idempotencyKey,
        autosave: true,
      });
    }
    return updateRegistration({
      id,
      values,
      action: 'draft',
      revision: request.revision,
      idempotencyKey: request.idempotencyKey,
      autosave: true,
    });
  }, []);

  const saveRef = useRef<() => Promise<void>>(async () => undefined);
  const schedule = useCallback(
    (delay: number) => {
      clearTimer();
      timer.current = setTimeout(() => void saveRef.current(), delay);
    },
    [clearTimer],
  );

  const saveNow = useCallback(
    async (evenIfHeld = false): Promise<void> => {
      clearTimer();
      if (finished.current || (held.current && !evenIfHeld)) return;
      if (inflight.current) return inflight.current;
      const current = draft.current;
      if (!current.pending && !current.unconfirmed) return;
      const request: UnconfirmedSave = current.unconfirmed ?? {
        idempotencyKey:
          current.id === null ? current.createKey : `${current.createKey}-r${current.revision}`,
        values: current.values,
        revision: current.id === null ? null : current.revision,
      };
      const editsAtSend = edits.current;
      draft.current = { ...current, unconfirmed: request };
      persist();
      setStatus('saving');
      const run = (async () => {
        try {
          const saved = await send(request);
          if (finished.current) return;
          retries.current = 0;
          const changedSince =
            edits.current !== editsAtSend || !sameValues(request.values, draft.current.values);
          draft.current = {
            ...draft.current,
            id: saved.registration.id,
            revision: saved.registration.revision,
            savedAt: saved.registration.last_updated,
            unconfirmed: null,
            pending: changedSince,
          };
          persist();
          setSavedAt(saved.registration.last_updated);
          setStatus(draft.current.pending ? 'pending' : 'saved');
          if (draft.current.pending) schedule(AUTOSAVE_DEBOUNCE_MS);
        } catch (error) {
          if (finished.current) return;
          if (isTransient(error)) {
            // the same key and body next time: the server may have stored this one already
            lastFailure.current = error;
            setStatus('retrying');
            const wait = RETRY_MS[Math.min(retries.current, RETRY_MS.length - 1)]!;
            retries.current += 1;
            schedule(wait);
            return;
          }
          // the server refused it and stored nothing: the next change tries afresh
          draft.current = { ...draft.current, unconfirmed: null };
          persist();
          setStatus(
            isApiError(error) && (error.status === 409 || error.status === 404)
              ? 'conflict'
              : 'invalid',
          );
        }
      })();
      inflight.current = run.finally(() => {
        inflight.current = null;
      });
      return inflight.current;
    },
    [clearTimer, persist, schedule, send],
  );
  useEffect(() => {
    saveRef.current = saveNow;
  }, [saveNow]);

  /** The wizard calls this on every change of a value or of the step. */
  const onChange = useCallback(
    (values: WizardValues, step: number) => {
      if (finished.current) return;
      const valuesChanged = !sameValues(values, draft.current.values);
      draft.current = {
        ...draft.current,
        values,
        step,
        pending: draft.current.pending || valuesChanged,
      };
      persist();
      if (!valuesChanged) return;
      edits.current += 1;
      setStatus((previous) => (previous === 'saving' ? previous : 'pending'));
      if (!inflight.current && !held.current) schedule(AUTOSAVE_DEBOUNCE_MS);
    },
    [persist, schedule],
  );

  /**
   * Before an explicit action (Draft, Submit): no save of its own runs until `release` (a
   * change typed meanwhile would otherwise go out with the revision the action is about to
   * replace, or as a second create), and the record id and revision to act on are returned
   * (id null: nothing on the server yet).
   */
  const settle = useCallback(async () => {
    held.current = true;
    clearTimer();
    if (inflight.current) await inflight.current.catch(() => undefined);
    // A save whose answer was lost may have been stored: sent again with its key, the server
    // answers what it did, so the action neither goes to a revision the save replaced (409)
    // nor creates a second record. Still unanswered, the action would risk both: not sent.
    if (draft.current.unconfirmed) await saveNow(true);
    clearTimer();
    if (draft.current.unconfirmed) {
      held.current = false;
      schedule(RETRY_MS[0]);
      throw lastFailure.current;
    }
    const { id, revision, createKey } = draft.current;
    return { id, revision, createKey };
  }, [clearTimer, saveNow, schedule]);

  /** The explicit action failed: what was typed meanwhile goes to the server as before. */
  const release = useCallback(() => {
    held.current = false;
    if (!finished.current && (draft.current.pending || draft.current.unconfirmed)) {
      schedule(AUTOSAVE_DEBOUNCE_MS);
    }
  }, [schedule]);

  /** Where this input stands with the server, for handing it to the device's outbox. */
  const snapshot = useCallback((): StoredDraft => ({ ...draft.current }), []);

  /** After the action succeeded, or to drop this copy: nothing is kept, nothing asks. */
  const finish = useCallback(() => {
    finished.current = true;
    clearTimer();
    removeDraft(userId, slot);
    setStatus('idle');
  }, [clearTimer, slot, userId]);

  // back online: retry at once rather than at the end of the wait
  useEffect(() => {
    const onOnline = () => {
      if (draft.current.pending || draft.current.unconfirmed) void saveNow();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [saveNow]);

  // a restored copy the server does not have yet goes to it straight away
  useEffect(() => {
    if (draft.current.pending || draft.current.unconfirmed) schedule(0);
    return clearTimer;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const unsaved = isUnsaved(status);
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const here = useLocation().pathname;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !finished.current &&
      holdsNavigation({ wizardPath: here, from: currentLocation, to: nextLocation }),
  );
  // while the question is open, one more try may make it moot
  useEffect(() => {
    if (blocker.state === 'blocked') void saveNow();
  }, [blocker.state, saveNow]);

  return {
    status,
    savedAt,
    restored: initial.restored,
    initialValues: initial.draft.values,
    initialStep: initial.draft.step,
    onChange,
    saveNow,
    settle,
    release,
    finish,
    snapshot,
    blocker,
  };
}

export type DraftAutosave = ReturnType<typeof useDraftAutosave>;
