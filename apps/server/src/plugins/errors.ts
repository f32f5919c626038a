import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageKeyOf } from '@form-a/domain/messages';
import { AppError, serviceUnavailable, validationError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

/** One error shape for the whole API; 5xx answers never carry internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.translation ?? {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const appError = validationError(fields);
      // a domain text (a return without its reason, say) goes with its key, for translation
      const messageKey = messageKeyOf(appError.message);
      return reply.status(400).send({
        error: {
          code: appError.code,
          message: appError.message,
          fields,
          ...(messageKey ? { messageKey } : {}),
        },
      });
    }
    const statusCode = (error as FastifyError).statusCode ?? 500;
    if (statusCode === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
    }
    if (statusCode === 415) {
      return reply
        .status(415)
        .send({ error: { code: 'UNSUPPORTED_MEDIA', message: 'Unsupported content type.' } });
    }
    if (statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, empty body and the like: the client's fault, safe to describe.
      return reply
        .status(statusCode)
        .send({ error: { code: 'VALIDATION_FAILED', message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry, and the server recovers by itself.
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = serviceUnavailable();
      return reply
        .status(503)
        .headers(unavailable.headers!)
        .send({ error: { code: unavailable.code, message: unavailable.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: { code: 'INTERNAL', message: `There has been an error. Reference ID: ${request.id}` },
    });
  });
});
