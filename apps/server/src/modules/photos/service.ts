import { randomUUID } from 'node:crypto';
import { can, scopeOf } from '@form-a/domain/permissions';
import { messageRef, refsOf } from '@form-a/domain/message-ref';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { UploadedPhoto } from '@form-a/domain/api/photos';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { countAttempt, releaseAttempt } from '../auth/throttle';
import { idempotent } from '../idempotency/service';
import type { normalisePhoto } from './image';
import { photoIdFromPath, photoPath } from './photo-path';
import {
  findPhoto,
  insertPhoto,
  photoAttached,
  photoBranch,
  photoEverAttached,
} from './repository';

/** by key: the answer carries the English text and its key (lib/app-error) */
const UPLOAD_MESSAGES = refsOf('upload');

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A photo for a user who may read a record showing it, or, while no record shows it, for the
 * uploader's branch. Anything else is 'not found', like a record outside the user's scope.
 */
export async function readablePhoto(db: Db, user: SessionUser, id: string) {
  const photo = await findPhoto(db, id);
  if (!photo) throw notFound(messageRef('photo.notFound'));
  const path = photoPath(id);
  const ownBranch = user.branch ?? undefined;
  const scope = scopeOf(user, 'registration:read');
  if (scope === 'any' && (await photoAttached(db, path))) return photo;
  if (scope === 'own-branch' && ownBranch && (await photoAttached(db, path, ownBranch))) {
    return photo;
  }
  // A photo no record shows yet: the branch it was uploaded for is still filling the form in.
  // One of a discarded draft (ADR 051) is not that: it is served no more.
  if (
    ownBranch &&
    can(user, 'photo:upload') &&
    photo.branch === ownBranch &&
    !(await photoEverAttached(db, path))
  ) {
    return photo;
  }
  throw notFound(messageRef('photo.notFound'));
}

/**
 * Whether an earlier answer's photo is still stored: one no record came to show is deleted a
 * day after its upload (ADR 055), while its key is answered for a month (ADR 089).
 */
export async function stillStored(db: Db, answer: UploadedPhoto): Promise<boolean> {
  const id = photoIdFromPath(answer.image);
  return id !== null && (await photoBranch(db, id)) !== undefined;
}

/**
 * Reserves one of the user's `perDay` uploads, or refuses with 429 and `Retry-After` (the end
 * of the 24-hour window that the first upload in it opened). Counting and reserving are one
 * upsert on the user's counter row (ADR 047): a dozen uploads sent at once queue on that row's
 * lock and see each other's counts, where a count of stored photos taken first let them all
 * pass. Returns the release for an upload that then fails (a broken image is not a photo).
 */
export async function reserveUpload(
  db: Db,
  user: SessionUser,
  perDay: number,
): Promise<() => Promise<void>> {
  const key = `photo-upload:${user.id}`;
  await countAttempt(db, [{ key, limit: perDay }], DAY_SECONDS, UPLOAD_MESSAGES.quotaReached);
  return () => releaseAttempt(db, key);
}

/**
 * Stores an uploaded photo (normalised) for the uploader's branch; its path names it. Made once
 * per Idempotency-Key (ADR 088): a retried upload whose answer was lost gets the first path.
 */
export async function storePhoto(
  db: Db,
  user: { id: number; branch: string | null },
  photo: Awaited<ReturnType<typeof normalisePhoto>>,
  title: string,
): Promise<UploadedPhoto> {
  return db.transaction((tx) =>
    idempotent(tx, async () => {
      const id = randomUUID();
      await insertPhoto(tx, {
        id,
        ...photo,
        title,
        uploadedBy: user.id,
        branch: user.branch ?? '',
      });
      const path = photoPath(id);
      return {
        statusCode: 201,
        body: { message: 'Uploaded the image successfully', image: path, url: path },
      };
    }),
  );
}
