import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_LOG_EXPORT_MAX_ROWS, accessLogFileName } from '@form-a/domain/api/access-log';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { messageRef } from '@form-a/domain/message-ref';
import { validationError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import type { ExportBudget } from '../exports/budget';
import { sendStreamedFile } from '../exports/send-file';
import { readLanguage } from '../preferences/repository';
import { countPeriodLines } from './repository';
import { writePeriodCsv } from './service';

export interface AccessLogExportOptions {
  /** the exports' budget: this file takes a place and a connection like any list export */
  budget: ExportBudget;
  stallMs: number;
  timeoutMs: number;
}

/**
 * The administrator's access log of a period as CSV (ADR 054): for a breach (whose data, who
 * looked, when) or an audit. Registered by the exports' plugin, whose budget it shares.
 */
export const accessLogExportRoutes: FastifyPluginAsyncZod<AccessLogExportOptions> = async (
  app,
  { budget, stallMs, timeoutMs },
) => {
  app.get(
    '/api/access-log/export',
    {
      config: { permission: 'access-log:export' },
      schema: {
        ...API_CONTRACTS['GET /api/access-log/export'],
        tags: ['registrations'],
        summary: 'Every access-log entry of a period as CSV (UTF-8 with BOM), streamed',
        description: `Whole days in the organisation's time zone, both ends included, at most 366 days and ${ACCESS_LOG_EXPORT_MAX_ROWS.toLocaleString('en')} lines (400 beyond). One line per record read, oldest first: when, the user's ID and name, the role code at the time, what was done (in \`lang\`), the application number, the Jigyasu ID (the record's, or a transfer request's member's) and the entry's details (JSON: an export's view, sort, filter field and export log id, or a transfer request's id; never a filter's value). Cells a spreadsheet would read as a formula begin with an apostrophe. Shares the list exports' budget (EXPORT_MAX_CONCURRENT, EXPORT_MAX_PER_USER, EXPORT_STALL_SECONDS, EXPORT_STATEMENT_TIMEOUT_SECONDS).`,
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { from, to } = request.query;
      const range = { from, to, timeZone: app.config.TIME_ZONE };
      // the reads this process served a moment ago belong in the file too
      await app.accessLog.flush();
      const lines = await countPeriodLines(app.db, range);
      if (lines > ACCESS_LOG_EXPORT_MAX_ROWS) {
        throw validationError({
          to: messageRef('accessLog.tooManyRows', { max: ACCESS_LOG_EXPORT_MAX_ROWS }),
        });
      }
      const language = request.query.lang ?? (await readLanguage(app.db, user.id)) ?? 'en';
      const lease = await budget.lease(user.id);
      return sendStreamedFile(
        request,
        reply,
        lease,
        {
          contentType: 'text/csv; charset=utf-8',
          name: accessLogFileName(from, to),
          write: (out) => writePeriodCsv(lease, range, language, out),
        },
        { stallMs, timeoutMs },
      );
    },
  );
};
