import type { ExportFormat } from '@form-a/domain/api/exports';
import type { LanguageCode } from '../../../i18n/languages';
import { call, followDownloadLink, pathOf } from '../../../lib/api-client';
import { listParamsOf, type RegistrationsQuery } from './get-registrations';

type ListQuery = Omit<RegistrationsQuery, 'page' | 'pageSize'>;

/** The export's parameters for the list as it is on screen: its view, filter, sort, language. */
function exportQueryOf(query: ListQuery, format: ExportFormat, lang: LanguageCode) {
  const { view, ...sortAndFilter } = listParamsOf(query);
  // the format second, where the links have always had it
  return { view, format, ...sortAndFilter, lang };
}

/**
 * GET /api/registrations/export for the list as it is on screen (ADR 050: the file's headers
 * and labels in the screen's language). A plain link, so that the browser saves the file as the
 * server streams it instead of the page holding it in memory.
 */
export const exportUrl = (query: ListQuery, format: ExportFormat, lang: LanguageCode) =>
  pathOf('GET /api/registrations/export', { query: exportQueryOf(query, format, lang) });

/**
 * Asks whether that export would be admitted now, then follows its link (ADR 087): a refusal
 * (too many exports this hour or under way, the session ended) is thrown as an ApiError for the
 * screen to say, where the link alone would end as a failed download with no reason.
 */
export async function exportList(query: ListQuery, format: ExportFormat, lang: LanguageCode) {
  await call('GET /api/registrations/export/admission', {
    query: exportQueryOf(query, format, lang),
  });
  followDownloadLink(exportUrl(query, format, lang));
}
