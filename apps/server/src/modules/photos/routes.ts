import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import multipart from '@fastify/multipart';
import { refsOf } from '@form-a/domain/message-ref';
import { hasUnsafeCharacters } from '@form-a/domain/text-hygiene';
import { AppError, validationError } from '../../lib/app-error';
import type { UploadedPhoto } from '@form-a/domain/api/photos';
import { requireAuth } from '../../plugins/auth';
import { markAnswer } from '../../plugins/idempotency';
import {
  forgetIdempotencyKey,
  idempotencyContext,
  inIdempotentRequest,
  replayIfKnown,
} from '../idempotency/service';
import { MAX_PHOTO_BYTES, normalisePhoto, sniffImageType } from './image';
import { readablePhoto, reserveUpload, stillStored, storePhoto } from './service';

const INPUT_MESSAGES = refsOf('input');

/** by key: the answer carries the English text and its key (lib/app-error) */
const UPLOAD_MESSAGES = refsOf('upload');

const uploadFailed = () =>
  new AppError(400, 'VALIDATION_FAILED', UPLOAD_MESSAGES.uploadFailed, {
    image: UPLOAD_MESSAGES.uploadFailed,
  });

export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1000 },
  });

  app.post(
    '/api/photos',
    {
      config: { permission: 'photo:upload' },
      schema: {
        ...API_CONTRACTS['POST /api/photos'],
        tags: ['photos'],
        summary:
          'Upload an applicant photo (multipart: image, title); JPEG, PNG or WebP up to 5 MB',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const upload = await readUpload(request);
      // A retry of an upload whose answer was lost (ADR 088): the same image and title under
      // the same key get the first answer, and spend none of the day's uploads.
      const context = idempotencyContext(user.id, request.headers['idempotency-key'], {
        method: request.method,
        url: request.url,
        body: {
          image: createHash('sha256').update(upload.bytes).digest('hex'),
          title: upload.title,
        },
      });
      const replay = await replayIfKnown<UploadedPhoto>(app.db, context);
      if (replay && (await stillStored(app.db, replay.body))) {
        markAnswer(reply, replay);
        return replay.body;
      }
      // its photo went with the orphans a day after the upload: this upload is stored anew
      if (replay && context) await forgetIdempotencyKey(app.db, context);
      const release = await reserveUpload(app.db, user, app.config.PHOTO_UPLOADS_PER_DAY);
      let stored: Awaited<ReturnType<typeof inIdempotentRequest<UploadedPhoto>>>;
      try {
        const photo = await normalisePhoto(upload.bytes).catch(() => {
          throw uploadFailed();
        });
        stored = await inIdempotentRequest(context, () =>
          storePhoto(app.db, user, photo, upload.title),
        );
      } catch (error) {
        // Refused or broken: the reserved upload goes back to the day's allowance (and if the
        // database cannot take it back now, the answer is still the upload's own error).
        await release().catch(() => undefined);
        throw error;
      }
      // the same upload sent twice at once: the other one stored it, and counted it
      if (stored.answer?.replayed) await release().catch(() => undefined);
      markAnswer(reply, stored.answer ?? { statusCode: 201, replayed: false });
      return stored.result;
    },
  );

  /** The multipart body's one image and its title; anything else is the upload's one error. */
  async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; title: string }> {
    if (!request.isMultipart()) throw uploadFailed();
    let bytes: Buffer | undefined;
    let title = '';
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image' || bytes) {
            await part.toBuffer().catch(() => undefined);
            throw uploadFailed();
          }
          bytes = await part.toBuffer();
        } else if (part.fieldname === 'title') {
          title = String(part.value).slice(0, 200);
          // Multipart fields bypass the JSON hygiene hook (plugins/input-hygiene.ts).
          if (hasUnsafeCharacters(title)) {
            throw validationError({ title: INPUT_MESSAGES.unsafeCharacters });
          }
        }
      }
    } catch (error) {
      // Over the size limit, a broken stream, or a second file: all are the same to the user.
      if (error instanceof AppError) throw error;
      request.log.info({ err: error }, 'photo upload refused');
      throw uploadFailed();
    }
    if (!bytes || !sniffImageType(bytes)) throw uploadFailed();
    return { bytes, title };
  }

  app.get(
    '/api/photos/:id',
    {
      config: { permission: 'photo:read' },
      schema: {
        ...API_CONTRACTS['GET /api/photos/:id'],
        tags: ['photos'],
        summary:
          "A stored photo: of a record the user may read, or unattached and of the user's branch",
      },
    },
    async (request, reply) => {
      const photo = await readablePhoto(app.db, requireAuth(request).user, request.params.id);
      return (
        reply
          .header('content-type', photo.mimeType)
          // A member's face is personal data, and who may see it can change (a transfer, a
          // role taken away): the browser keeps no copy, like every other answer of the API.
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(photo.bytes)
      );
    },
  );
};
