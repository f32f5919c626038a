import sharp from 'sharp';
import { englishMessage, messageRef } from '@form-a/domain/message-ref';
import { can, type Permission } from '@form-a/domain/permissions';
import type { PreferredLanguage } from '@form-a/domain/api/preferences';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { STATUS } from '@form-a/domain/status';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { recordNotFound, staleRevision } from '../../lib/registration-errors';
import { toCollectionRequestInfo } from '../collection/requests-repository';
import { queueCollectionRequest, type QueuedCollectionRequest } from '../collection/requests';
import { toDelivery } from '../outbox/delivery';
import { findOutboxRow } from '../outbox/repository';
import { readLanguage } from '../preferences/repository';
import { findRegistration, type RegistrationWithCreator } from '../registrations/repository';
import { gatherSubjectExport, type StoredPhoto } from './export-data';
import { renderSubjectExportPdf } from './export-pdf';

/** The photo as pdfkit takes it (JPEG or PNG; uploads may be WebP); null when it does not decode. */
function photoForPdf(photo: StoredPhoto | null): Promise<Buffer | null> {
  if (!photo) return Promise.resolve(null);
  return sharp(photo.bytes)
    .resize({ width: 480, withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => null);
}

export type SubjectRightsConfig = Pick<
  Config,
  'ORG_TITLE' | 'OUTBOX_FAILED_AFTER_ATTEMPTS' | 'TIME_ZONE'
>;

/**
 * The data principal's rights (DPDP Act 2023; ADR 056): everything held about one person, and a
 * correction request for an approved record, which goes to the collection service.
 */
export class SubjectRightsService {
  constructor(
    private readonly db: Db,
    private readonly config: SubjectRightsConfig,
  ) {}

  /** The record `permission` covers for `user`; another's is 'not found', so ids reveal nothing. */
  async recordFor(user: SessionUser, id: number, permission: Permission) {
    const row = await findRegistration(this.db, id);
    if (!row || !can(user, permission, row)) throw recordNotFound();
    return row;
  }

  /** The export file: the versioned JSON document, or the same as a PDF in a language. */
  async exportFile(
    user: SessionUser,
    row: RegistrationWithCreator,
    query: { format: 'json' | 'pdf'; lang?: PreferredLanguage | undefined },
  ): Promise<Buffer | string> {
    const { data, photo } = await gatherSubjectExport(this.db, row, {
      user,
      organisation: this.config.ORG_TITLE,
      failedAfter: this.config.OUTBOX_FAILED_AFTER_ATTEMPTS,
      now: new Date(),
    });
    if (query.format !== 'pdf') return JSON.stringify(data, null, 2);
    const language = query.lang ?? (await readLanguage(this.db, user.id)) ?? 'en';
    return renderSubjectExportPdf(data, {
      language,
      timeZone: this.config.TIME_ZONE,
      photo: await photoForPdf(photo),
    });
  }

  /**
   * Queues a correction request of an approved record for the collection service, once while
   * one waits; 409 when the record is not approved or the revision is stale.
   */
  async queueCorrection(
    user: SessionUser,
    id: number,
    input: { revision: number; reason: string },
  ): Promise<QueuedCollectionRequest> {
    const row = await this.recordFor(user, id, 'registration:request-correction');
    if (row.status !== STATUS.APPROVED || !row.jigyasuUid) {
      throw conflict(messageRef('collectionRequest.approvedOnly'));
    }
    // An approved record is not edited any more; the revision still says the approver saw it
    // as it is (nothing erased or changed meanwhile).
    if (row.revision !== input.revision) throw staleRevision();
    const jigUid = row.jigyasuUid;
    return this.db.transaction((tx) =>
      queueCollectionRequest(tx, {
        kind: 'correction',
        registrationId: row.id,
        jigUid,
        requestedBy: user,
        reason: input.reason,
      }),
    );
  }

  /** The answer to a queued correction request, with its delivery as it stands now. */
  async correctionAnswer(queued: QueuedCollectionRequest) {
    const outboxRow = await findOutboxRow(this.db, queued.outboxId);
    const key = queued.alreadyQueued
      ? 'collectionRequest.correctionAlreadyQueued'
      : 'collectionRequest.correctionQueued';
    return {
      message: englishMessage(key),
      messageKey: key,
      alreadyQueued: queued.alreadyQueued,
      request: toCollectionRequestInfo(queued.request),
      delivery: outboxRow ? toDelivery(outboxRow, this.config.OUTBOX_FAILED_AFTER_ATTEMPTS) : null,
    };
  }
}
