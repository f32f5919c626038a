import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_CONTRACTS } from '@form-a/domain/api/contract';
import { exportFileName } from '@form-a/domain/api/exports';
import { todayInTimeZone } from '@form-a/domain/dates';
import { requireAuth } from '../../plugins/auth';
import { planExport, recordExport, writeCsv, writeXlsx } from './service';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registrations/export',
    {
      config: { permission: 'registration:export' },
      schema: {
        ...API_CONTRACTS['GET /api/registrations/export'],
        tags: ['registrations'],
        summary: 'A whole list view as a CSV (UTF-8 with BOM) or XLSX file, streamed',
        description:
          'The rows of the list with its sort and filter (the parameters of GET /api/registrations), every page. Without registration:read the file has the summary columns only. Each export is logged (who, which view, filter, when).',
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const plan = planExport(user, request.query);
      await recordExport(app.db, user, plan);
      const { format, view } = request.query;
      const name = exportFileName(view, format, todayInTimeZone(new Date(), app.config.TIME_ZONE));
      const out = new PassThrough();
      // A reader that goes away mid-file: stop fetching, so the cursor's connection is freed
      // rather than waiting on a 'drain' that never comes.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) out.destroy();
      });
      const write = format === 'xlsx' ? writeXlsx : writeCsv;
      write(app.db, plan, app.config.TIME_ZONE, out).then(
        (rows) => request.log.info({ exportRows: rows }, 'export finished'),
        (error: unknown) => {
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
