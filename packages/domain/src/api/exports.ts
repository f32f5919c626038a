import { z } from 'zod';
import { languageCodeSchema } from './preferences';
import { exportedFieldsOf, type ExportedFieldName } from '../registration-fields';
import {
  REGISTRATION_FILTER_FIELDS,
  REGISTRATION_FILTER_OPERATORS,
  REGISTRATION_SORT_FIELDS,
  REGISTRATION_VIEW_NAMES,
} from '../registration-views';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/registrations/export: a list view as a file, with the list's own sort and filter
 * (the same names and values as GET /api/registrations), every row rather than a page.
 */
export const exportQuerySchema = z.object({
  view: z.enum(REGISTRATION_VIEW_NAMES),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  sort: z.enum(REGISTRATION_SORT_FIELDS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  filterField: z.enum(REGISTRATION_FILTER_FIELDS).optional(),
  filterOperator: z.enum(REGISTRATION_FILTER_OPERATORS).default('contains'),
  filterValue: z.string().max(100).optional(),
  /**
   * The language of the file's headers and labels (ADR 050): the web sends the language on
   * screen. Without it, the account's saved language (PUT /api/me/preferences), else English.
   */
  lang: languageCodeSchema
    .optional()
    .describe("Headers and labels in this language; else the account's saved language, else en"),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/**
 * The columns of an exported file, in order, named as the record's fields (the file's headers
 * are their labels in the reader's language: export-labels.ts). A reader without
 * registration:read gets the summary columns only (the list's summary rows: no contact details,
 * birth date, relatives or address); a reader without registration:list-contact gets the phone
 * and email masked, as her list shows them (ADR 057).
 */
export type ExportColumn =
  'id' | 'uid' | 'status' | ExportedFieldName | 'created_by_name' | 'created_at' | 'last_updated';
/** The record's own columns, and between them the field table's exported fields in its order. */
export const EXPORT_RECORD_COLUMNS: readonly ExportColumn[] = [
  'id',
  'uid',
  'status',
  ...exportedFieldsOf().map((field) => field.record as ExportedFieldName),
  'created_by_name',
  'created_at',
  'last_updated',
];
export const EXPORT_SUMMARY_COLUMNS = [
  'id',
  'uid',
  'status',
  'branch',
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'created_at',
  'last_updated',
] as const satisfies readonly ExportColumn[];

/** The file's name: form-a-<view>-<YYYY-MM-DD>.<format> */
export function exportFileName(view: string, format: ExportFormat, day: string): string {
  return `form-a-${view}-${day}.${format}`;
}

/**
 * GET /api/registrations/export/admission, with the export's own query: whether that export
 * would be admitted now (ADR 087). The web's Export menu asks before it follows its link, so
 * that a refusal (400, 403, 429 with Retry-After) is said on the page instead of ending as a
 * failed download. Asking does not count against the hour's exports; the export does.
 */
export const exportAdmissionSchema = z.object({ admitted: z.literal(true) });

/** The export's answer: the file itself, not JSON. */
export const exportFileSchema = z
  .unknown()
  .describe('The file (text/csv or XLSX), sent as it is written');
