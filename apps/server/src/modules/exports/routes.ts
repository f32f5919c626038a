import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { exportFileName } from '@form-a/domain/api/exports';
import { todayInTimeZone } from '@form-a/domain/dates';
import type { Database } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { ExportBudget } from './budget';
import { readLanguage } from '../preferences/repository';
import { exportFile, planExport, recordExport, writeCsv, writeXlsx } from './service';
import { ExportOutput, watchStall } from './stall';

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
        await recordExport(app.db, user, plan);
      } catch (error) {
        lease.release();
        throw error;
      }
      const { format, view } = request.query;
      const name = exportFileName(view, format, todayInTimeZone(new Date(), config.TIME_ZONE));
      const out = new ExportOutput();
      const startedAt = Date.now();
      // Ends the response, which closes `out`, which stops the writer and gives the connection
      // back. A reset rather than a close: the kernel drops the megabytes still queued for a
      // reader who is not reading, instead of trying to deliver them for minutes.
      const cut = (reason: string) => {
        request.log.warn({ reason, afterMs: Date.now() - startedAt }, 'export cut');
        const socket = reply.raw.socket;
        if (socket) socket.resetAndDestroy();
        else reply.raw.destroy();
      };
      const stopWatch = watchStall(out, stallMs, () =>
        cut(`the reader took nothing for ${config.EXPORT_STALL_SECONDS} s`),
      );
      // COPY (CSV on PostgreSQL) is one statement, which statement_timeout ends; a file read
      // through the cursor (XLSX, CSV on PGlite) is many short ones, so the same bound is kept
      // here: a reader that takes a little every few seconds cannot hold a place for hours.
      const deadline = setTimeout(
        () => cut(`longer than ${config.EXPORT_STATEMENT_TIMEOUT_SECONDS} s`),
        timeoutMs,
      );
      deadline.unref();
      // A reader that goes away mid-file (or is cut): stop fetching, and give the place back now
      // rather than when the writer notices. Closing the connection fails whatever query it
      // runs; and a writer that never settles (exceljs waits for a 'finish' that a destroyed
      // output never emits) cannot keep the place.
      reply.raw.once('close', () => {
        stopWatch();
        clearTimeout(deadline);
        if (reply.raw.writableFinished) return;
        out.destroy();
        lease.release(new Error('the response closed before the file was done'));
      });
      const write = format === 'xlsx' ? writeXlsx : writeCsv;
      write(lease, plan, file, out).then(
        (rows) => {
          lease.release();
          request.log.info({ exportRows: rows }, 'export finished');
        },
        (error: unknown) => {
          lease.release(error ?? true);
          // The status line has gone out: the reader sees a cut-off file (no final newline or
          // an unreadable XLSX); the log says why, without the rows' data.
          request.log.warn({ err: error }, 'export stopped');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
};
