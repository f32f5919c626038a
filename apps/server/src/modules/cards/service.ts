import sharp from 'sharp';
import type { Db } from '../../db/client';
import { findPhoto } from '../photos/repository';
import { photoIdFromPath } from '../photos/photo-path';
import type { CardContent } from './pdf';
import { fullName, type CardRow } from './repository';
import { signCardToken } from './token';

export function verifyUrl(base: string, secret: string, jigyasuId: string): string {
  return `${base}/verify/${signCardToken(secret, jigyasuId)}`;
}

/** The registration date as the card prints it, in the organisation's time zone: 23/11/2026. */
export function printedDate(date: Date | null, timeZone: string): string {
  if (!date) return '';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** The verification page's photo: small enough to check a face, not to reuse it. */
const VERIFY_THUMBNAIL_WIDTH = 160;

/**
 * The stored photo at `path` as the verification page's thumbnail (JPEG), or null when there is
 * none. Never the stored bytes themselves: the full-size photo stays behind photo:read.
 */
export function verifyThumbnail(db: Db, path: string): Promise<Buffer | null> {
  return photoAsJpeg(db, path, VERIFY_THUMBNAIL_WIDTH, 75);
}

/** The record's photo as a small JPEG (pdfkit takes JPEG and PNG; uploads may be WebP). */
function cardPhoto(db: Db, path: string): Promise<Buffer | null> {
  return photoAsJpeg(db, path, 320, 82);
}

/**
 * A stored photo resized to `width` as JPEG; null when there is none or its bytes do not decode
 * (a card or the public page then shows no photo rather than failing with a 500).
 */
async function photoAsJpeg(
  db: Db,
  path: string,
  width: number,
  quality: number,
): Promise<Buffer | null> {
  const id = photoIdFromPath(path);
  const photo = id ? await findPhoto(db, id) : undefined;
  if (!photo) return null;
  return sharp(photo.bytes)
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality })
    .toBuffer()
    .catch(() => null);
}

export async function cardContent(
  db: Db,
  row: CardRow,
  options: { secret: string; base: string; timeZone: string },
): Promise<CardContent> {
  const jigyasuId = row.jigyasuUid ?? '';
  return {
    name: fullName(row),
    jigyasuId,
    branch: row.branch,
    registeredOn: printedDate(row.approvedAt, options.timeZone),
    photo: await cardPhoto(db, row.photo),
    verifyUrl: verifyUrl(options.base, options.secret, jigyasuId),
  };
}
