import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { type CardVerification } from '@form-a/domain/api/cards';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import type { CardSize } from './pdf';
import { CardsService } from './service';
import { devanagariWoff2 } from './fonts';
import { verifyPage } from './verify-page';

export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = new CardsService(app.db, app.config);

  app.get(
    '/api/registrations/:id/card',
    {
      config: { permission: 'card:print' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/card'],
        tags: ['cards'],
        summary: 'The registration card of an approved record (PDF, English and Hindi)',
        description:
          'A secretary prints the cards of her own branch only (403 for another branch). The QR code links to /verify/<signed token>.',
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const printed = await cards.card(user, request.params.id, request.query.size as CardSize);
      app.accessLog.record({ user, action: 'card', registrationIds: printed.registrationIds });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="card-${printed.jigyasuId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(printed.pdf);
    },
  );

  app.get(
    '/api/cards',
    {
      config: { permission: 'card:print' },
      schema: {
        ...API_CONTRACTS['GET /api/cards'],
        tags: ['cards'],
        summary: "One PDF with the cards of a branch's approvals on one day",
        description:
          "The day is in the organisation's time zone. A secretary gets her own branch (naming another is 403); an approver names the branch.",
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const { date, size } = request.query;
      const batch = await cards.dayBatch(user, {
        date,
        size: size as CardSize,
        branch: request.query.branch,
      });
      // one entry for the batch, in the log of each record in it (ADR 054)
      app.accessLog.record({
        user,
        action: 'card',
        registrationIds: batch.registrationIds,
        detail: { branch: batch.branch, date, cards: batch.registrationIds.length },
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="cards-${batch.branch}-${date}.pdf"`.replace(/[^\x20-\x7e]/g, '_'),
        )
        .header('cache-control', 'no-store')
        .send(batch.pdf);
    },
  );

  app.get(
    '/api/verify/:token',
    {
      config: { permission: 'public' },
      schema: {
        ...API_CONTRACTS['GET /api/verify/:token'],
        tags: ['cards'],
        summary:
          "A card's QR token: valid or not, with name, branch and Jigyasu ID (and the photo's thumbnail address when VERIFY_SHOWS_PHOTO)",
      },
    },
    async (request) => cards.verify(request.params.token, request.ip),
  );

  // The page's Hindi font, for phones without one: the web app's own Noto Sans Devanagari.
  for (const weight of [400, 700] as const) {
    app.get(
      `/verify/font/devanagari-${weight}.woff2`,
      { config: { permission: 'public' }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('font/woff2')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(await devanagariWoff2(weight)),
    );
  }

  // The photo's thumbnail on the page, by the card's token (ADR 052). Public like the page, but
  // never the stored photo (GET /api/photos/:id stays photo:read): CardsService#verifyPhoto.
  app.get(
    '/verify/:token/photo',
    {
      config: { permission: 'public' },
      schema: {
        ...API_CONTRACTS['GET /verify/:token/photo'],
        hide: true,
      },
    },
    async (request, reply) => {
      const thumbnail = await cards.verifyPhoto(request.params.token, request.ip);
      return (
        reply
          .type('image/jpeg')
          // like every photo: who may see it can change (a record no longer approved)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(thumbnail)
      );
    },
  );

  // The page the QR code opens (outside /api: a person's phone reads it, not the web app).
  app.get(
    '/verify/:token',
    {
      config: { permission: 'public' },
      schema: {
        ...API_CONTRACTS['GET /verify/:token'],
        hide: true,
      },
    },
    async (request, reply) => {
      let result: CardVerification;
      try {
        result = await cards.verify(request.params.token, request.ip);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429) {
          return reply
            .code(429)
            .headers(error.headers ?? {})
            .type('text/html; charset=utf-8')
            .send(
              '<!doctype html><meta charset="utf-8"><p>Too many checks. Please try again later. / बहुत अधिक जाँच। कृपया बाद में पुनः प्रयास करें।</p>',
            );
        }
        throw error;
      }
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(verifyPage(result, app.config.ORG_TITLE));
    },
  );
};
