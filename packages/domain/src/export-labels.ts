import type { ExportColumn } from './api/exports';
import type { PreferredLanguage } from './api/preferences';
import type { EnumOption } from './enums';
import { ENUM_LABELS_HI } from './enums-hi';
import {
  exportedFieldsOf,
  REGISTRATION_FIELDS,
  type EnumFieldEntry,
  type ExportedFieldName,
  type RegistrationField,
} from './registration-fields';
import { STATUS_NAMES, STATUS_NAMES_HI } from './status';

/** The languages an exported file is written in: the web app's (ADR 050). */
export type ExportLanguage = PreferredLanguage;

type RecordOwnColumn = Exclude<ExportColumn, ExportedFieldName>;

/** The headers of the record's own columns; the fields' are the field table's `export`. */
const OWN_COLUMN_LABELS: Record<ExportLanguage, Record<RecordOwnColumn, string>> = {
  en: {
    id: 'Application number',
    uid: 'Jigyasu ID',
    status: 'Status',
    created_by_name: 'Entered by',
    created_at: 'Created on',
    last_updated: 'Last updated',
  },
  hi: {
    id: 'आवेदन संख्या',
    uid: 'जिज्ञासु आईडी',
    status: 'स्थिति',
    created_by_name: 'दर्ज करने वाले',
    created_at: 'बनाने की तिथि',
    last_updated: 'अंतिम अद्यतन',
  },
};

/** Every column's header in `language`, in the columns' order, given the table's fields. */
export function exportColumnLabels(
  language: ExportLanguage,
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): Record<string, string> {
  const own = OWN_COLUMN_LABELS[language];
  return {
    id: own.id,
    uid: own.uid,
    status: own.status,
    ...Object.fromEntries(
      exportedFieldsOf(fields).map((field) => [
        field.record,
        language === 'en' ? (field.export.en ?? field.label ?? field.record) : field.export.hi,
      ]),
    ),
    created_by_name: own.created_by_name,
    created_at: own.created_at,
    last_updated: own.last_updated,
  };
}

/**
 * The header of each column of an exported file, in the reader's language (ADR 050): the words
 * a person reads on the screens, not the record's field names. Country names are not here: the
 * server names a country code in the language through the platform's own table
 * (Intl.DisplayNames), as the web's record screens do.
 */
export const EXPORT_COLUMN_LABELS = {
  en: exportColumnLabels('en'),
  hi: exportColumnLabels('hi'),
} as Record<ExportLanguage, Record<ExportColumn, string>>;

/** The headers of `columns` in `language`, in order. */
export function exportHeaders(
  columns: readonly ExportColumn[],
  language: ExportLanguage,
): string[] {
  return columns.map((column) => EXPORT_COLUMN_LABELS[language][column]);
}

type CodedList = readonly [string, readonly EnumOption[], Readonly<Record<string, string>>];

/**
 * The coded columns (the table's exported enum fields) and the option list (with its Hindi
 * section, named as the form names the field) that names their codes.
 */
export function codedColumnsOf(
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): CodedList[] {
  const hindi = ENUM_LABELS_HI as Readonly<Record<string, Readonly<Record<string, string>>>>;
  return exportedFieldsOf(fields)
    .filter((field) => field.type === 'enum' && field.options && field.form)
    .map((field) => [field.record, field.options ?? [], hindi[field.form ?? ''] ?? {}]);
}

export type ExportCodedColumn = Extract<EnumFieldEntry, { export: object }>['record'] | 'status';

/**
 * For each coded column, its codes and their labels in `language` ('55' → 'Class 12' or
 * 'कक्षा 12'; status 3 → 'Approved' or 'स्वीकृत'). A code no list knows is not here: the file
 * shows it as stored, so nothing the record holds is hidden behind an 'unknown'.
 */
export function exportCodeLabels(
  language: ExportLanguage,
): Record<ExportCodedColumn, Record<string, string>> {
  const labels = {} as Record<ExportCodedColumn, Record<string, string>>;
  for (const [column, options, hindi] of codedColumnsOf()) {
    labels[column as ExportCodedColumn] = Object.fromEntries(
      options.map((option) => [
        option.value,
        language === 'hi' ? (hindi[option.value] ?? option.label) : option.label,
      ]),
    );
  }
  const statuses = language === 'hi' ? STATUS_NAMES_HI : STATUS_NAMES;
  labels.status = { ...statuses };
  return labels;
}
