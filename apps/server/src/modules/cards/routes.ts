import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { type CardVerification } from '@form-a/domain/api/cards';
import { messageRef } from '@form-a/domain/message-ref';
import { can, scopeOf } from '@form-a/domain/permissions';
import { STATUS } from '@form-a/domain/status';
import { AppError, conflict, forbidden, notFound, validationError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { countAttempt } from '../auth/throttle';
import { renderCards, type CardSize } from './pdf';
import { approvedOnDay, findApprovedByJigyasuId, findCardRow, fullName } from './repository';
import { cardContent, verifyThumbnail } from './service';
import { devanagariWoff2 } from './fonts';
import { cardSigningSecret, verifyCardToken } from './token';
import { verifyPage } from './verify-page';

/** A day's batch is one PDF of at most this many cards (a branch approves far fewer a day). */
const BATCH_LIMIT = 300;

export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = () => cardSigningSecret(app.db, app.config);

  /** The Jigyasu ID a token vouches for, or null (a guess, counted against the address). */
  async function tokenJigyasuId(token: string, ip: string): Promise<string | null> {
    const jigyasuId = verifyCardToken(await secret(), token);
    if (!jigyasuId) {
      // Only a token that fails its signature is a guess, and only guesses are limited per
      // address (ADR 047): the printed cards an office or a carrier's NAT checks all day keep
      // verifying after someone behind the same address has guessed 60 times. A genuine token
      // costs one HMAC and one indexed look-up, and cannot be made up without the secret.
      await countAttempt(
        app.db,
        [{ key: `verify-ip:${ip}`, limit: app.config.VERIFY_MAX_PER_IP }],
        app.config.LOGIN_LOCK_SECONDS,
      );
    }
    return jigyasuId;
  }

  async function verify(token: string, ip: string): Promise<CardVerification> {
    const jigyasuId = await tokenJigyasuId(token, ip);
    const found = jigyasuId ? await findApprovedByJigyasuId(app.db, jigyasuId) : undefined;
    if (!jigyasuId || !found) return { valid: false };
    return {
      valid: true,
      name: fullName(found),
      branch: found.branch,
      jigyasuId,
      // the address names the token, not the photo: it opens nothing the card does not
      ...(app.config.VERIFY_SHOWS_PHOTO && found.photo
        ? { photo: `/verify/${encodeURIComponent(token)}/photo` }
        : {}),
    };
  }

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
      const row = await findCardRow(app.db, request.params.id);
      if (!row) throw notFound(messageRef('record.notFound'));
      if (!can(user, 'card:print', row)) throw forbidden(messageRef('card.ownBranchOnly'));
      if (row.status !== STATUS.APPROVED || !row.jigyasuUid)
        throw conflict(messageRef('card.approvedOnly'));
      const content = await cardContent(app.db, row, {
        secret: await secret(),
        base: app.config.linkOrigin,
        timeZone: app.config.TIME_ZONE,
      });
      const pdf = await renderCards([content], {
        size: request.query.size as CardSize,
        orgTitle: app.config.ORG_TITLE,
      });
      app.accessLog.record({ user, action: 'card', registrationIds: [row.id] });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="card-${row.jigyasuUid}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
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
      let branch = request.query.branch;
      if (scopeOf(user, 'card:print') === 'own-branch') {
        if (!user.branch) throw forbidden(messageRef('access.noBranch'));
        if (branch && branch !== user.branch) throw forbidden(messageRef('card.ownBranchOnly'));
        branch = user.branch;
      }
      if (!branch) throw validationError({ branch: messageRef('card.chooseBranch') });
      const rows = await approvedOnDay(app.db, {
        branch,
        date,
        timeZone: app.config.TIME_ZONE,
        limit: BATCH_LIMIT,
      });
      if (rows.length === 0) throw notFound(messageRef('card.noneApprovedThatDay'));
      const options = {
        secret: await secret(),
        base: app.config.linkOrigin,
        timeZone: app.config.TIME_ZONE,
      };
      const cards = [];
      for (const row of rows) cards.push(await cardContent(app.db, row, options));
      const pdf = await renderCards(cards, {
        size: size as CardSize,
        orgTitle: app.config.ORG_TITLE,
      });
      // one entry for the batch, in the log of each record in it (ADR 054)
      app.accessLog.record({
        user,
        action: 'card',
        registrationIds: rows.map((row) => row.id),
        detail: { branch, date, cards: rows.length },
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="cards-${branch}-${date}.pdf"`.replace(/[^\x20-\x7e]/g, '_'),
        )
        .header('cache-control', 'no-store')
        .send(pdf);
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
    async (request) => verify(request.params.token, request.ip),
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
  // never the stored photo (GET /api/photos/:id stays photo:read): a 160 px JPEG, of an approved
  // record only, and only while VERIFY_SHOWS_PHOTO is on. Each one is an image resized, so every
  // request counts against its address, not only the guesses.
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
      if (!app.config.VERIFY_SHOWS_PHOTO) throw notFound(messageRef('record.notFound'));
      await countAttempt(
        app.db,
        [{ key: `verify-photo-ip:${request.ip}`, limit: app.config.VERIFY_PHOTOS_PER_IP }],
        app.config.LOGIN_LOCK_SECONDS,
      );
      const jigyasuId = await tokenJigyasuId(request.params.token, request.ip);
      const found = jigyasuId ? await findApprovedByJigyasuId(app.db, jigyasuId) : undefined;
      const thumbnail = found ? await verifyThumbnail(app.db, found.photo) : null;
      if (!thumbnail) throw notFound(messageRef('record.notFound'));
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
        result = await verify(request.params.token, request.ip);
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
