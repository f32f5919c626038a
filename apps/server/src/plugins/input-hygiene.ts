import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refsOf } from '@form-a/domain/message-ref';
import { findUnsafeText, jsonDepthExceeds, MAX_JSON_DEPTH } from '@form-a/domain/text-hygiene';
import { validationError } from '../lib/app-error';

/** by key: the answer carries the English text and its key (lib/app-error) */
const INPUT_MESSAGES = refsOf('input');

/**
 * Bad input is the client's fault and answers 400, before any route code or the database sees
 * it (ADR 022). A hook rather than a refinement in every schema, so a new route is covered
 * without anyone remembering to: params, query and JSON body of every route pass through here.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  // Fastify's own parser (prototype-poisoning checks included) behind a depth check: a
  // 10,000-deep body otherwise overflows the stack of whatever walks it later.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(validationError({ _: INPUT_MESSAGES.tooDeep }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnsafeText(part);
      if (path !== undefined) throw validationError({ [path]: INPUT_MESSAGES.unsafeCharacters });
    }
  });
});
