import { can, scopeOf } from '@form-a/domain/permissions';
import { messageRef, refsOf } from '@form-a/domain/message-ref';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { photoPath } from './photo-path';
import { countUploadsSince, findPhoto, photoAttached } from './repository';

/** by key: the answer carries the English text and its key (lib/app-error) */
const UPLOAD_MESSAGES = refsOf('upload');

const DAY_MS = 24 * 60 * 60 * 1000;

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
  if (
    ownBranch &&
    can(user, 'photo:upload') &&
    photo.branch === ownBranch &&
    !(await photoAttached(db, path))
  ) {
    return photo;
  }
  throw notFound(messageRef('photo.notFound'));
}

/** 429 once the user has uploaded `perDay` photos in the last 24 hours. */
export async function checkUploadQuota(db: Db, user: SessionUser, perDay: number) {
  const uploaded = await countUploadsSince(db, user.id, new Date(Date.now() - DAY_MS));
  if (uploaded >= perDay) {
    throw new AppError(429, 'RATE_LIMITED', UPLOAD_MESSAGES.quotaReached, undefined, {
      'retry-after': String(DAY_MS / 1000),
    });
  }
}
