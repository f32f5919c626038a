import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { exportFileName } from '@form-a/domain/api/exports';
import { todayInTimeZone } from '@form-a/domain/dates';
import type { Database } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limit';
import { ExportBudget } from './budget';
import { readLanguage } from '../preferences/repository';
import { exportFile, planExport, recordExport, writeCsv, writeXlsx } from './service';
import { sendStreamedFile } from './send-file';
import { accessLogExportRoutes } from '../access-log/export-route';
import { recordExportReads } from '../access-log/service';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const exportsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const config = app.config;
  const stallMs = config.EXPORT_STALL_SECONDS * 1000;
  const timeoutMs = config.EXPORT_STATEMENT_TIMEOUT_SECONDS * 1000;
  const budget = new ExportBudget(database, {
    overall: config.EXPORT_MAX_CONCURRENT,
    perUser: config.EXPORT_MAX_PER_USER,
    statementTimeoutMs: timeoutMs,
    // A backstop: PostgreSQL itself ends a cursor's transaction that waits this long between
    // two fetches, whatever happens to this process's timers.
    idleInTransactionTimeoutMs: timeoutMs,
  });
  app.addHook('onClose', async () => budget.close());
  // the access log's period file (ADR 054) takes its places from the same budget
  await app.register(accessLogExportRoutes, { budget, stallMs, timeoutMs });

  app.get(
    '/api/registrations/export/admission',
    {
      // asking is a read: it must not spend the hour's exports that it reports on
      config: { permission: 'registration:export', rateClass: 'read' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/export/admission'],
        tags: ['registrations'],
        summary: 'Whether GET /api/registrations/export with this query would be admitted now',
        description:
          "The export's own checks without the file (ADR 087): the query (400), the view for the role (403), the account's exports this hour and the exports under way (429 with Retry-After). Not counted as an export. The web asks before it follows the export's link, whose refusal a browser would show only as a failed download.",
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      planExport(user, request.query);
      // in the export's own order: its hour's count (the rate-limit hook), then the places
      const verdict = await app.rateLimiter.peek(user.id, 'export');
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds);
      const refusal = budget.refusalFor(user.id);
      if (refusal) throw refusal;
      return { admitted: true as const };
    },
  );

  app.get(
    '/api/registrations/export',
    {
      config: { permission: 'registration:export' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/export'],
        tags: ['registrations'],
        summary: 'A whole list view as a CSV (UTF-8 with BOM) or XLSX file, streamed',
        description:
          "The rows of the list with its sort and filter (the parameters of GET /api/registrations), every page. Without registration:read the file has the summary columns only. Headers and coded values (status, title, occupation, qualification, caste, blood group, nationality, country) are labels in `lang`, else the account's saved language, else English; in XLSX the application number is a number and dates are dates (dd/mm/yyyy). Each export is logged (who, which view, filter, when). CSV cells that a spreadsheet would read as a formula begin with an apostrophe. At most EXPORT_MAX_PER_USER exports per account and EXPORT_MAX_CONCURRENT in all are in flight at once: more get 429 with Retry-After; a reader that takes nothing for EXPORT_STALL_SECONDS is cut off, and so is an export older than EXPORT_STATEMENT_TIMEOUT_SECONDS.",
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const plan = planExport(user, request.query);
      // Refused (429) before anything is logged or read; on PostgreSQL the lease is a connection
      // of the exports' own pool, never one of the request pool's.
      const lease = await budget.lease(user.id);
      let file;
      try {
        // the language on the reader's screen (the web sends it), else the one the account saved
        const language = request.query.lang ?? (await readLanguage(app.db, user.id)) ?? 'en';
        file = exportFile(language, config.TIME_ZONE);
        const exportLogId = await recordExport(app.db, user, plan);
        // every record in the file, in each one's access log, before the first byte (ADR 054)
        await recordExportReads(lease.db, user, plan, exportLogId);
      } catch (error) {
        lease.release();
        throw error;
      }
      const { format, view } = request.query;
      return sendStreamedFile(
        request,
        reply,
        lease,
        {
          contentType: CONTENT_TYPES[format],
          name: exportFileName(view, format, todayInTimeZone(new Date(), config.TIME_ZONE)),
          write: (out) => (format === 'xlsx' ? writeXlsx : writeCsv)(lease, plan, file, out),
        },
        { stallMs, timeoutMs },
      );
    },
  );
};
