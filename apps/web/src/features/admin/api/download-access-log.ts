import { accessLogFileName, type AccessLogExportQuery } from '@form-a/domain/api/access-log';
import { download, pathOf } from '../../../lib/api-client';

/**
 * GET /api/access-log/export (administrators): the period's file, through fetch so that a
 * refusal (a period too long, too many lines) is shown on the page rather than saved as the
 * file. The server streams it; the browser holds it until it is saved (at most 1,000,000
 * lines, some 150 MB).
 */
export const downloadAccessLog = (query: AccessLogExportQuery) =>
  download('GET /api/access-log/export', {
    query: { from: query.from, to: query.to, lang: query.lang },
    fallbackName: accessLogFileName(query.from, query.to),
  });

/** The same file as a plain link, for 'save link as'. */
export const accessLogExportUrl = (query: AccessLogExportQuery) =>
  pathOf('GET /api/access-log/export', {
    query: { from: query.from, to: query.to, lang: query.lang },
  });
