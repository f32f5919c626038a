import type { SubjectExportFormat } from '@form-a/domain/api/subject-export';
import type { PreferredLanguage } from '@form-a/domain/api/preferences';
import { download } from '../../../lib/api-client';

/**
 * GET /api/registrations/:id/subject-export (ADR 056): everything held about the person, saved
 * as a file; the PDF in the language on screen. The name is the server's (the application
 * number, nothing personal). Rejects with the server's refusal, which the caller shows.
 */
export const downloadSubjectExport = (
  id: number,
  format: SubjectExportFormat,
  language: PreferredLanguage,
) =>
  download('GET /api/registrations/:id/subject-export', {
    params: { id },
    query: { format, lang: language },
    fallbackName: `subject-export-${id}.${format}`,
  });
