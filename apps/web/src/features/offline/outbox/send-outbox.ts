import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import { call, isApiError } from '../../../lib/api-client';
import { devicePhotoKey, withoutDevicePhoto } from '../../../lib/device-photo';
import {
  getDevicePhoto,
  listOutbox,
  putDevicePhotoRecord,
  putOutboxItem,
  trustedUploadedPath,
  type OutboxItem,
  type OutboxProblem,
} from '../../../lib/offline-store';
import { uploadKeptPhoto } from '../api/send-application';
import {
  createRegistration,
  precheckBody,
  updateRegistration,
} from '../../../lib/registration-writes';
import { advance, isDue, pendingItems } from './outbox-machine';

export interface SendProgress {
  /** items this run set out to send */
  total: number;
  done: number;
  running: boolean;
}

let progress: SendProgress = { total: 0, done: 0, running: false };
const progressListeners = new Set<() => void>();

function setProgress(next: SendProgress) {
  progress = next;
  for (const listener of progressListeners) listener();
}

export const sendProgress = {
  get: () => progress,
  subscribe(listener: () => void) {
    progressListeners.add(listener);
    return () => progressListeners.delete(listener);
  },
};

/** The server could not be reached or could not answer now: the same request later. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.code === 'NETWORK_ERROR' ||
    error.status >= 500 ||
    error.status === 429 ||
    error.status === 401
  );
}

function problemOf(error: unknown): OutboxProblem {
  if (!isApiError(error)) return { message: String(error) };
  return {
    message: error.message,
    messageKey: error.messageKey,
    params: error.params as Record<string, string | number> | undefined,
    fields: error.fields as Record<string, string> | undefined,
  };
}

class Refused extends Error {
  constructor(
    readonly reason: unknown,
    readonly record: OutboxItem['record'],
  ) {
    super('refused');
  }
}

/** The photo's stored path, uploading the kept JPEG first when it is not on the server yet. */
async function photoPath(item: OutboxItem): Promise<string> {
  const key = devicePhotoKey(item.values.photo);
  if (key === null) return item.values.photo;
  const photo = await getDevicePhoto(item.userId, key);
  if (!photo) return '';
  const trusted = trustedUploadedPath(photo, Date.now());
  if (trusted) return trusted;
  const title = [item.values.firstName, item.values.lastName].filter(Boolean).join(' ');
  const uploadedPath = await uploadKeptPhoto(photo.blob, photo.name, title || photo.name, key);
  // kept before the submit: a reload soon after this point does not send the photo again; an
  // application that came back and is sent days later sends it again under its key (ADR 088)
  await putDevicePhotoRecord(key, { ...photo, uploadedPath, uploadedAt: Date.now() });
  return uploadedPath;
}

/**
 * One application to the server, each request with a key derived from the wizard's create key,
 * so that a request repeated after a reload or a lost answer is answered, not applied, again:
 * the draft the autosave may have made (or one made now), the duplicate pre-check, the submit.
 */
async function sendItem(item: OutboxItem): Promise<{
  recordId: number;
  duplicateWarning: OutboxItem['duplicateWarning'];
}> {
  const photo = await photoPath(item);
  const values: ApplicationDraft = { ...item.values, photo };
  let record = item.record;
  const pending = item.unconfirmed;
  // the autosave's unanswered save is sent again exactly as it was: answered, not applied twice
  if (pending && pending.revision === null && record === null) {
    const saved = await createRegistration({
      values: withoutDevicePhoto(pending.values),
      action: 'draft',
      idempotencyKey: pending.idempotencyKey,
      autosave: true,
    });
    record = { id: saved.registration.id, revision: saved.registration.revision };
  } else if (pending && pending.revision !== null && record !== null) {
    const saved = await updateRegistration({
      id: record.id,
      revision: pending.revision,
      values: withoutDevicePhoto(pending.values),
      action: 'draft',
      idempotencyKey: pending.idempotencyKey,
      autosave: true,
    });
    record = { id: saved.registration.id, revision: saved.registration.revision };
  }
  if (record?.id !== item.record?.id || record?.revision !== item.record?.revision || pending) {
    await putOutboxItem({ ...item, record, unconfirmed: null });
  }
  const { warning } = await call('POST /api/duplicates/precheck', {
    body: precheckBody(values, record?.id),
  }).catch(() => ({ warning: null }));
  const duplicateWarning = warning ? warning.source : null;
  try {
    // the wizard's own submit request and key: one it sent whose answer was lost is answered now
    const consent = item.consent ?? undefined;
    const submitted =
      record === null
        ? await createRegistration({
            values,
            action: 'submit',
            consent,
            idempotencyKey: `${item.id}-submit`,
          })
        : await updateRegistration({
            id: record.id,
            revision: record.revision,
            values,
            action: 'submit',
            consent,
            idempotencyKey: `${item.id}-r${record.revision}-submit`,
          });
    return { recordId: submitted.registration.id, duplicateWarning };
  } catch (error) {
    if (isTransient(error)) throw error;
    // refused: the whole application is kept as a draft on the server, where the secretary
    // corrects it (an autosave's draft holds only what was typed up to its save)
    const draft = await (
      record === null
        ? createRegistration({ values, action: 'draft', idempotencyKey: `${item.id}-device-draft` })
        : updateRegistration({
            id: record.id,
            revision: record.revision,
            values,
            action: 'draft',
            idempotencyKey: `${item.id}-r${record.revision}-device-draft`,
          })
    ).catch(() => null);
    if (draft) record = { id: draft.registration.id, revision: draft.registration.revision };
    throw new Refused(error, record);
  }
}

/** Answers how many items it finished (sent or returned). */
async function sendDue(userId: number): Promise<number> {
  const items = await listOutbox(userId);
  // a 'sending' item with nobody holding the lock was cut off by a reload
  for (const item of items) {
    if (item.state === 'sending') await putOutboxItem(advance(item, { type: 'interrupted' }));
  }
  const now = Date.now();
  const due = pendingItems(await listOutbox(userId)).filter((item) => isDue(item, now));
  if (due.length === 0) return 0;
  setProgress({ total: due.length, done: 0, running: true });
  let finished = 0;
  try {
    for (const [index, waiting] of due.entries()) {
      // read again: the item may have been edited or discarded in another tab meanwhile
      const fresh = (await listOutbox(userId)).find((item) => item.id === waiting.id);
      if (!fresh) continue;
      const sending = advance(fresh, { type: 'start', now: Date.now() });
      if (sending === fresh) continue;
      await putOutboxItem(sending);
      try {
        const result = await sendItem(sending);
        const latest = (await listOutbox(userId)).find((item) => item.id === sending.id);
        await putOutboxItem(
          advance(latest ?? sending, { type: 'sent', now: Date.now(), ...result }),
        );
      } catch (error) {
        const latest = (await listOutbox(userId)).find((item) => item.id === sending.id) ?? sending;
        if (error instanceof Refused || !isTransient(error)) {
          const refused = error instanceof Refused ? error : new Refused(error, latest.record);
          await putOutboxItem(
            advance(latest, {
              type: 'refused',
              now: Date.now(),
              problem: problemOf(refused.reason),
              record: refused.record,
            }),
          );
        } else {
          await putOutboxItem(
            advance(latest, { type: 'unreachable', now: Date.now(), failure: problemOf(error) }),
          );
          // the connection is gone again: the others wait with it
          return finished;
        }
      }
      finished += 1;
      setProgress({ total: due.length, done: index + 1, running: true });
    }
    return finished;
  } finally {
    setProgress({ ...progress, running: false });
  }
}

/**
 * Sends what is due in this account's outbox. One tab at a time (the Web Locks API): another
 * tab, or this one again, finds the lock taken and leaves the work to its holder.
 */
export async function sendOutbox(userId: number): Promise<number> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return sendDue(userId);
  return locks.request(`form-a-outbox-${userId}`, { ifAvailable: true }, async (lock) =>
    lock ? sendDue(userId) : 0,
  );
}
