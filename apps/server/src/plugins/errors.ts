import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, serviceUnavailable, validationError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.headers) void reply.headers(error.headers);
  return reply.status(error.statusCode).send({
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.fieldMessages ? { fieldMessages: error.fieldMessages } : {}),
      ...(error.translation ?? {}),
    },
  });
}

/** One error shape for the whole API; 5xx answers never carry internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      // a schema's message is a domain key: the answer carries its English text and the key
      return sendAppError(reply, validationError(fields));
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
      error: {
        code: 'INTERNAL',
        message: `There has been an error. Reference ID: ${request.id}`,
        messageKey: 'auth.genericError',
        // what an administrator looks up in the log; clients read it here, not in `message`
        reference: request.id,
      },
    });
  });
});
