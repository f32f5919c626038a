import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';

export const duplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The data-service contract served from the portal's own tables. It holds personal data,
  // so it needs a session like every other route (or a bearer token for scripts).
  app.get(
    '/ext/data/jigyasu_dedup_data',
    {
      config: { permission: 'duplicate:search' },
      schema: {
        ...API_CONTRACTS['GET /ext/data/jigyasu_dedup_data'],
        tags: ['external services'],
        summary: 'Data service contract: possible duplicates of a person, best first (at most 10)',
        description:
          "Searches the member registry and every registration in the pipeline. Each record is the spec's match record plus score (0–1), level ('likely' or 'possible'), reasons, and registration_id for a pending registration (jig_uid is then null).",
      },
    },
    async (request) => app.services.duplicates.local.findDuplicates(request.query),
  );

  app.get(
    '/api/registrations/:id/duplicates',
    {
      config: { permission: 'duplicate:search' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/:id/duplicates'],
        tags: ['registrations'],
        summary:
          "Check Duplicate: the record's possible duplicates from the configured data service",
        description:
          'The record itself (and, once approved, its own member row) is left out. 502 UPSTREAM_FAILED when the data service fails or does not answer in time.',
      },
    },
    async (request) => {
      try {
        return await app.services.duplicates.forRegistration(request.params.id);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 502) {
          request.log.warn({ err: error.cause }, 'duplicate check: data service failed');
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/registrations/duplicate-levels',
    {
      config: { permission: 'duplicate:search' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/duplicate-levels'],
        tags: ['registrations'],
        summary: "The queue badge: each listed record's best duplicate match level",
        description:
          "For the ids of one list page (at most 100): 'likely', 'possible' or null, from the portal's own registry and pipeline (not the external data service). Ids that are not records are left out.",
      },
    },
    async (request) => app.services.duplicates.levelsFor(request.query.ids),
  );

  // POST: the names and birth date travel in the body, never in a URL a log could keep.
  app.post(
    '/api/duplicates/precheck',
    {
      config: { permission: 'duplicate:precheck' },
      schema: {
        ...API_CONTRACTS['POST /api/duplicates/precheck'],
        tags: ['registrations'],
        summary: 'Before submit: is this person already in the registry or in process?',
        description:
          "A 'likely' match only, and only where (registry first, else in process); no names, UIDs or branches of the people matched. Every match found, 'possible' too, is recorded with who asked (GET /api/duplicates/precheck-matches, and the matched record's history). 429 with Retry-After past RATE_LIMIT_PRECHECKS_PER_HOUR per account.",
      },
    },
    async (request) => {
      const { exclude_registration_id: exclude, ...query } = request.body;
      return app.services.duplicates.precheck(query, requireAuth(request).user, exclude);
    },
  );

  app.get(
    '/api/duplicates/precheck-matches',
    {
      config: { permission: 'duplicate:precheck-log' },
      schema: {
        ...API_CONTRACTS['GET /api/duplicates/precheck-matches'],
        tags: ['registrations'],
        summary: 'Pre-checks that matched someone: who asked, when, and whom it matched',
        description:
          'Newest first. Each duplicate pre-check that found a likely or possible match is kept here (and in the history of the record it matched), so that probing for a birth date is visible.',
      },
    },
    async (request) =>
      app.services.duplicates.precheckMatches(request.query.page, request.query.pageSize),
  );
};
