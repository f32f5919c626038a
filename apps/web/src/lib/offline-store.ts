import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type StoreNames } from 'idb';
import type { DehydratedState } from '@tanstack/react-query';
import type { Consent } from '@form-a/domain/privacy-notice';
import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import { devicePhotoKey, DEVICE_PHOTO_PREFIX } from './device-photo';
import type { UnconfirmedSave } from './draft-store';

/*
 * What this browser keeps for a secretary who works without a connection (ADR 075): the
 * answers she has seen (the query cache), the applications waiting to be sent (the outbox) and
 * their photos. Every row carries the user id it belongs to; the whole database goes at sign-out
 * and when another account signs in on this browser. Loaded only by signed-in screens (idb is
 * not in the sign-in page's JavaScript).
 */

const DB_NAME = 'form-a-device';
const DB_VERSION = 2;
const CHANNEL = 'form-a-outbox';

export type OutboxState =
  /** waiting for a connection (or for its next try) */
  | 'waiting'
  /** a tab is sending it now */
  | 'sending'
  /** the server refused it: a draft on the server now, with the server's messages */
  | 'returned'
  | 'sent';

export interface OutboxProblem {
  message: string;
  messageKey?: string | undefined;
  params?: Record<string, string | number> | undefined;
  /** field path → message (a message-ref or text) */
  fields?: Record<string, string> | undefined;
}

export interface OutboxItem {
  /** the wizard's create key: every request of this application derives its idempotency key from it */
  id: string;
  userId: number;
  createdAt: string;
  updatedAt: string;
  values: ApplicationDraft;
  consent: Consent | null;
  /** the draft the autosave made on the server before the connection went, if any */
  record: { id: number; revision: number } | null;
  /** an autosave whose answer never came: sent again first with its own key */
  unconfirmed: UnconfirmedSave | null;
  state: OutboxState;
  attempts: number;
  /** epoch ms before which it is not tried again (back-off) */
  nextAttemptAt: number;
  /** the last failure that left it waiting (the server unreachable, a 5xx) */
  lastFailure: OutboxProblem | null;
  /** why the server refused it (state 'returned') */
  problem: OutboxProblem | null;
  /** where the duplicate pre-check found this person when it was sent, if anywhere */
  duplicateWarning: 'registry' | 'in-process' | null;
  /** the record the server stored it as, once sent */
  recordId: number | null;
}

export interface DevicePhoto {
  userId: number;
  /** the compressed JPEG the upload would have sent */
  blob: Blob;
  name: string;
  /** the stored path once uploaded */
  uploadedPath: string | null;
  /** when it was uploaded (epoch ms); absent in photos kept before ADR 088 */
  uploadedAt?: number | null;
}

/**
 * How long the outbox trusts a kept photo's stored path. A photo no record shows is deleted by
 * the server a day after its upload (ADR 055); past half of that, the photo is sent again under
 * its key, which the server answers with the same path while it still has the photo (ADR 088).
 */
export const UPLOADED_PATH_TRUSTED_MS = 12 * 60 * 60 * 1000;

/** The kept photo's stored path, if it was uploaded recently enough to be still there. */
export function trustedUploadedPath(photo: DevicePhoto, now: number): string | null {
  if (!photo.uploadedPath || photo.uploadedAt == null) return null;
  return now - photo.uploadedAt < UPLOADED_PATH_TRUSTED_MS ? photo.uploadedPath : null;
}

interface DeviceSchema extends DBSchema {
  queries: { key: number; value: { userId: number; savedAt: number; state: DehydratedState } };
  outbox: { key: string; value: OutboxItem; indexes: { 'by-user': number } };
  photos: { key: string; value: DevicePhoto };
  meta: { key: string; value: number };
}

let opening: Promise<IDBPDatabase<DeviceSchema>> | null = null;

function device(): Promise<IDBPDatabase<DeviceSchema>> {
  opening ??= openDB<DeviceSchema>(DB_NAME, DB_VERSION, {
    // each store only where missing: a database of this name opened without them (by anything
    // that opens it first with no version) would otherwise stay without stores for good
    upgrade(db) {
      const has = (name: StoreNames<DeviceSchema>) => db.objectStoreNames.contains(name);
      if (!has('queries')) db.createObjectStore('queries');
      if (!has('outbox')) {
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by-user', 'userId');
      }
      if (!has('photos')) db.createObjectStore('photos');
      if (!has('meta')) db.createObjectStore('meta');
    },
    blocking() {
      // a deleteDB in another tab (sign-out there) waits for this connection to close
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

const localListeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function outboxChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const listener of localListeners) listener();
    };
  }
  return channel;
}

/** Tells this tab's and the other tabs' screens that the outbox changed. */
function announce(): void {
  for (const listener of localListeners) listener();
  outboxChannel()?.postMessage('changed');
}

export function onOutboxChange(listener: () => void): () => void {
  outboxChannel();
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

/** Everything this browser keeps for any account (sign-out; another account signing in). */
export async function clearDeviceData(): Promise<void> {
  if (opening) {
    const db = await opening.catch(() => null);
    db?.close();
    opening = null;
  }
  await deleteDB(DB_NAME).catch(() => undefined);
  announce();
}

/** The read cache only: after a session ran out, the answers go but queued work stays. */
export async function clearReadCache(): Promise<void> {
  const db = await device();
  await db.clear('queries');
}

/**
 * Makes `userId` this browser's owner of the kept data; what another account left is removed
 * first. Same user again (a session that expired while offline): her queue stays.
 */
export async function claimDevice(userId: number): Promise<void> {
  const db = await device();
  const owner = await db.get('meta', 'owner');
  if (owner !== undefined && owner !== userId) {
    await clearDeviceData();
    const fresh = await device();
    await fresh.put('meta', userId, 'owner');
    return;
  }
  if (owner === undefined) await db.put('meta', userId, 'owner');
}

export async function readQueryCache(userId: number) {
  const row = await (await device()).get('queries', userId);
  return row && row.userId === userId ? row : undefined;
}

export async function writeQueryCache(userId: number, state: DehydratedState): Promise<void> {
  await (await device()).put('queries', { userId, savedAt: Date.now(), state }, userId);
}

export async function listOutbox(userId: number): Promise<OutboxItem[]> {
  const items = await (await device()).getAllFromIndex('outbox', 'by-user', userId);
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getOutboxItem(userId: number, id: string): Promise<OutboxItem | undefined> {
  const item = await (await device()).get('outbox', id);
  return item?.userId === userId ? item : undefined;
}

export async function putOutboxItem(item: OutboxItem): Promise<void> {
  await (await device()).put('outbox', { ...item, updatedAt: new Date().toISOString() });
  announce();
}

/** Removes an item and, unless the wizard takes it back, its photo. */
export async function deleteOutboxItem(
  userId: number,
  id: string,
  { keepPhoto = false }: { keepPhoto?: boolean } = {},
): Promise<void> {
  const db = await device();
  const item = await db.get('outbox', id);
  if (item?.userId !== userId) return;
  const tx = db.transaction(['outbox', 'photos'], 'readwrite');
  await tx.objectStore('outbox').delete(id);
  const photo = devicePhotoKey(item.values.photo);
  if (photo && !keepPhoto) await tx.objectStore('photos').delete(photo);
  await tx.done;
  announce();
}

/** Keeps a photo chosen offline; answers the value the wizard's photo field holds meanwhile. */
export async function putDevicePhoto(userId: number, blob: Blob, name: string): Promise<string> {
  const key = `${userId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await (await device()).put('photos', { userId, blob, name, uploadedPath: null }, key);
  return `${DEVICE_PHOTO_PREFIX}${key}`;
}

export async function getDevicePhoto(
  userId: number,
  key: string,
): Promise<DevicePhoto | undefined> {
  const photo = await (await device()).get('photos', key);
  return photo?.userId === userId ? photo : undefined;
}

export async function putDevicePhotoRecord(key: string, photo: DevicePhoto): Promise<void> {
  await (await device()).put('photos', photo, key);
}

export interface QueuedApplication {
  userId: number;
  values: ApplicationDraft;
  consent: Consent | null;
  createKey: string;
  record: OutboxItem['record'];
  unconfirmed: UnconfirmedSave | null;
}

/** An outbox item as it starts: waiting, never tried, keyed by the wizard's create key. */
export function newOutboxItem(input: QueuedApplication, now: string): OutboxItem {
  return {
    id: input.createKey,
    userId: input.userId,
    createdAt: now,
    updatedAt: now,
    values: input.values,
    consent: input.consent,
    record: input.record,
    unconfirmed: input.unconfirmed,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    lastFailure: null,
    problem: null,
    duplicateWarning: null,
    recordId: null,
  };
}

/**
 * An application submitted while the server could not be reached: kept with everything the
 * wizard knew of it (its create key, the draft the autosave made, an unanswered save) so that
 * sending it later repeats the wizard's requests rather than making new ones.
 */
export async function enqueueApplication(input: QueuedApplication): Promise<void> {
  await claimDevice(input.userId);
  await putOutboxItem(newOutboxItem(input, new Date().toISOString()));
}
