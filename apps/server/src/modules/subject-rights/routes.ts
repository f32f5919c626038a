import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { englishMessage, messageRef } from '@form-a/domain/message-ref';
import { can, type Permission } from '@form-a/domain/permissions';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { STATUS } from '@form-a/domain/status';
import { conflict } from '../../lib/app-error';
import { recordNotFound, staleRevision } from '../../lib/registration-errors';
import { requireAuth } from '../../plugins/auth';
import { toCollectionRequestInfo } from '../collection/requests-repository';
import { queueCollectionRequest } from '../collection/requests';
import { toDelivery } from '../outbox/delivery';
import { findOutboxRow } from '../outbox/repository';
import { readLanguage } from '../preferences/repository';
import { findRegistration } from '../registrations/repository';
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

/**
 * The data principal's rights (DPDP Act 2023; ADR 056): everything held about one person, and a
 * correction request for an approved record, which goes to the collection service.
 */
export const subjectRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The record `permission` covers for `user`; another's is 'not found', so ids reveal nothing. */
  async function recordFor(user: SessionUser, id: number, permission: Permission) {
    const row = await findRegistration(app.db, id);
    if (!row || !can(user, permission, row)) throw recordNotFound();
    return row;
  }

  app.get(
    '/api/registrations/:id/subject-export',
    {
      config: { permission: 'registration:subject-export' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/subject-export'],
        tags: ['privacy'],
        summary: 'Everything held about one person, as JSON or PDF (the right of access)',
        description:
          "format=json (default): the versioned document of packages/domain/src/api/subject-export.ts (schema 'form-a-portal/subject-export', version 1): every field of the record, the photo in base64, the history with its notes, the consent (null: not recorded), the access log, the deliveries to the collection service with their attempts, the correction and erasure requests, the duplicate pre-checks that matched the person and the notifications about the record. Nothing of another person: a reviewer's duplicate acknowledgement keeps only the number of records it named. format=pdf: the same, readable, in `lang` (else the account's saved language, else en). The file is named by the application number only. The read is recorded in the access log.",
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const row = await recordFor(user, request.params.id, 'registration:subject-export');
      // the reads this process has just served belong in the file too
      await app.accessLog.flush();
      const { data, photo } = await gatherSubjectExport(app.db, row, {
        user,
        organisation: app.config.ORG_TITLE,
        failedAfter: app.config.OUTBOX_FAILED_AFTER_ATTEMPTS,
        now: new Date(),
      });
      const { format } = request.query;
      let body: Buffer | string;
      if (format === 'pdf') {
        const language = request.query.lang ?? (await readLanguage(app.db, user.id)) ?? 'en';
        body = await renderSubjectExportPdf(data, {
          language,
          timeZone: app.config.TIME_ZONE,
          photo: await photoForPdf(photo),
        });
      } else body = JSON.stringify(data, null, 2);
      app.accessLog.record({
        user,
        action: 'subject-export',
        registrationIds: [row.id],
        detail: { format },
      });
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="subject-export-${row.id}.${format}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.post(
    '/api/registrations/:id/correction-request',
    {
      config: { permission: 'registration:request-correction' },
      schema: {
        ...API_CONTRACTS['POST /api/registrations/:id/correction-request'],
        tags: ['privacy'],
        summary: 'Send a correction request for an approved record to the collection service',
        description:
          "The approved record lives with the collection service (spec section 7), so a correction the person asks for goes there, through the outbox, as a 'collection.correction_request' (docs/collection-requests.md); the record gets a 'correction-requested' history step with the description. 202 with alreadyQueued false when queued, true when a correction request for the record is still waiting for delivery (nothing new is queued). 409 when the record is not approved (a record in review is corrected by returning it) or the revision is stale.",
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const row = await recordFor(user, request.params.id, 'registration:request-correction');
      if (row.status !== STATUS.APPROVED || !row.jigyasuUid) {
        throw conflict(messageRef('collectionRequest.approvedOnly'));
      }
      // An approved record is not edited any more; the revision still says the approver saw it
      // as it is (nothing erased or changed meanwhile).
      if (row.revision !== request.body.revision) throw staleRevision();
      const jigUid = row.jigyasuUid;
      const queued = await app.db.transaction((tx) =>
        queueCollectionRequest(tx, {
          kind: 'correction',
          registrationId: row.id,
          jigUid,
          requestedBy: user,
          reason: request.body.reason,
        }),
      );
      if (!queued.alreadyQueued) app.outboxWorker.poke();
      const outboxRow = await findOutboxRow(app.db, queued.outboxId);
      const key = queued.alreadyQueued
        ? 'collectionRequest.correctionAlreadyQueued'
        : 'collectionRequest.correctionQueued';
      return reply.code(202).send({
        message: englishMessage(key),
        messageKey: key,
        alreadyQueued: queued.alreadyQueued,
        request: toCollectionRequestInfo(queued.request),
        delivery: outboxRow ? toDelivery(outboxRow, app.config.OUTBOX_FAILED_AFTER_ATTEMPTS) : null,
      });
    },
  );
};
