import sharp from 'sharp';
import type { CardVerification } from '@form-a/domain/api/cards';
import { messageRef } from '@form-a/domain/message-ref';
import { can, scopeOf } from '@form-a/domain/permissions';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { STATUS } from '@form-a/domain/status';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, validationError } from '../../lib/app-error';
import { countAttempt } from '../auth/throttle';
import { findPhoto } from '../photos/repository';
import { photoIdFromPath } from '../photos/photo-path';
import { renderCards, type CardContent, type CardSize } from './pdf';
import {
  approvedOnDay,
  findApprovedByJigyasuId,
  findCardRow,
  fullName,
  type CardRow,
} from './repository';
import { cardSigningSecret, signCardToken, verifyCardToken } from './token';

/** A day's batch is one PDF of at most this many cards (a branch approves far fewer a day). */
const BATCH_LIMIT = 300;

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

export type CardsConfig = Pick<
  Config,
  | 'CARD_SIGNING_SECRET'
  | 'linkOrigin'
  | 'TIME_ZONE'
  | 'ORG_TITLE'
  | 'VERIFY_SHOWS_PHOTO'
  | 'VERIFY_MAX_PER_IP'
  | 'VERIFY_PHOTOS_PER_IP'
  | 'LOGIN_LOCK_SECONDS'
>;

/** A PDF of cards and the records printed in it (for the access log, ADR 054). */
export interface PrintedCards {
  pdf: Buffer;
  registrationIds: number[];
}

/** Registration cards (PDF, English and Hindi) and the public check of their QR codes. */
export class CardsService {
  constructor(
    private readonly db: Db,
    private readonly config: CardsConfig,
  ) {}

  private secret() {
    return cardSigningSecret(this.db, this.config);
  }

  private cardOptions = async () => ({
    secret: await this.secret(),
    base: this.config.linkOrigin,
    timeZone: this.config.TIME_ZONE,
  });

  /** The card of one approved record; a secretary prints her own branch's only. */
  async card(
    user: SessionUser,
    id: number,
    size: CardSize,
  ): Promise<PrintedCards & { jigyasuId: string }> {
    const row = await findCardRow(this.db, id);
    if (!row) throw notFound(messageRef('record.notFound'));
    if (!can(user, 'card:print', row)) throw forbidden(messageRef('card.ownBranchOnly'));
    if (row.status !== STATUS.APPROVED || !row.jigyasuUid)
      throw conflict(messageRef('card.approvedOnly'));
    const content = await cardContent(this.db, row, await this.cardOptions());
    const pdf = await renderCards([content], { size, orgTitle: this.config.ORG_TITLE });
    return { pdf, registrationIds: [row.id], jigyasuId: row.jigyasuUid };
  }

  /**
   * The cards of a branch's approvals on one day (in the organisation's time zone): a secretary
   * gets her own branch (naming another is 403), an approver names the branch.
   */
  async dayBatch(
    user: SessionUser,
    query: { date: string; size: CardSize; branch?: string | undefined },
  ): Promise<PrintedCards & { branch: string }> {
    let branch = query.branch;
    if (scopeOf(user, 'card:print') === 'own-branch') {
      if (!user.branch) throw forbidden(messageRef('access.noBranch'));
      if (branch && branch !== user.branch) throw forbidden(messageRef('card.ownBranchOnly'));
      branch = user.branch;
    }
    if (!branch) throw validationError({ branch: messageRef('card.chooseBranch') });
    const rows = await approvedOnDay(this.db, {
      branch,
      date: query.date,
      timeZone: this.config.TIME_ZONE,
      limit: BATCH_LIMIT,
    });
    if (rows.length === 0) throw notFound(messageRef('card.noneApprovedThatDay'));
    const options = await this.cardOptions();
    const cards = [];
    for (const row of rows) cards.push(await cardContent(this.db, row, options));
    const pdf = await renderCards(cards, { size: query.size, orgTitle: this.config.ORG_TITLE });
    return { pdf, branch, registrationIds: rows.map((row) => row.id) };
  }

  /** The Jigyasu ID a token vouches for, or null (a guess, counted against the address). */
  private async tokenJigyasuId(token: string, ip: string): Promise<string | null> {
    const jigyasuId = verifyCardToken(await this.secret(), token);
    if (!jigyasuId) {
      // Only a token that fails its signature is a guess, and only guesses are limited per
      // address (ADR 047): the printed cards an office or a carrier's NAT checks all day keep
      // verifying after someone behind the same address has guessed 60 times. A genuine token
      // costs one HMAC and one indexed look-up, and cannot be made up without the secret.
      await countAttempt(
        this.db,
        [{ key: `verify-ip:${ip}`, limit: this.config.VERIFY_MAX_PER_IP }],
        this.config.LOGIN_LOCK_SECONDS,
      );
    }
    return jigyasuId;
  }

  /** A card's QR token: valid or not, with name, branch and Jigyasu ID (and the photo's link). */
  async verify(token: string, ip: string): Promise<CardVerification> {
    const jigyasuId = await this.tokenJigyasuId(token, ip);
    const found = jigyasuId ? await findApprovedByJigyasuId(this.db, jigyasuId) : undefined;
    if (!jigyasuId || !found) return { valid: false };
    return {
      valid: true,
      name: fullName(found),
      branch: found.branch,
      jigyasuId,
      // the address names the token, not the photo: it opens nothing the card does not
      ...(this.config.VERIFY_SHOWS_PHOTO && found.photo
        ? { photo: `/verify/${encodeURIComponent(token)}/photo` }
        : {}),
    };
  }

  /**
   * The verification page's thumbnail of a token's record (ADR 052): an approved record's only,
   * only while VERIFY_SHOWS_PHOTO is on, and every request counts against its address (each
   * one is an image resized), not only the guesses.
   */
  async verifyPhoto(token: string, ip: string): Promise<Buffer> {
    if (!this.config.VERIFY_SHOWS_PHOTO) throw notFound(messageRef('record.notFound'));
    await countAttempt(
      this.db,
      [{ key: `verify-photo-ip:${ip}`, limit: this.config.VERIFY_PHOTOS_PER_IP }],
      this.config.LOGIN_LOCK_SECONDS,
    );
    const jigyasuId = await this.tokenJigyasuId(token, ip);
    const found = jigyasuId ? await findApprovedByJigyasuId(this.db, jigyasuId) : undefined;
    const thumbnail = found ? await verifyThumbnail(this.db, found.photo) : null;
    if (!thumbnail) throw notFound(messageRef('record.notFound'));
    return thumbnail;
  }
}
