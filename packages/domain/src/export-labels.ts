import type { ExportColumn } from './api/exports';
import type { PreferredLanguage } from './api/preferences';
import {
  BLOOD_GROUPS,
  CASTES,
  NATIONALITIES,
  OCCUPATIONS,
  QUALIFICATIONS,
  TITLES,
  type EnumOption,
} from './enums';
import { ENUM_LABELS_HI } from './enums-hi';
import { STATUS_NAMES, STATUS_NAMES_HI } from './status';

/** The languages an exported file is written in: the web app's (ADR 050). */
export type ExportLanguage = PreferredLanguage;

/**
 * The header of each column of an exported file, in the reader's language (ADR 050): the words
 * a person reads on the screens, not the record's field names. Country names are not here: the
 * server names a country code in the language through the platform's own table
 * (Intl.DisplayNames), as the web's record screens do.
 */
export const EXPORT_COLUMN_LABELS: Record<ExportLanguage, Record<ExportColumn, string>> = {
  en: {
    id: 'Application number',
    uid: 'Jigyasu ID',
    status: 'Status',
    branch: 'Branch',
    title: 'Title',
    first_name: 'First name',
    middle_name: 'Middle name',
    last_name: 'Last name',
    dob: 'Date of birth',
    email: 'Email',
    phone: 'Phone',
    father_name: 'Father’s name',
    mother_name: 'Mother’s name',
    spouse_name: 'Spouse’s name',
    address1: 'Address line 1',
    address2: 'Address line 2',
    city: 'City',
    region: 'State',
    country: 'Country',
    zipcode: 'Pin code',
    organization: 'Organization',
    occupation: 'Occupation',
    qualification: 'Qualification',
    designation: 'Designation',
    nationality: 'Nationality',
    caste: 'Caste',
    bloodgroup: 'Blood group',
    note: 'Note',
    created_by_name: 'Entered by',
    created_at: 'Created on',
    last_updated: 'Last updated',
  },
  hi: {
    id: 'आवेदन संख्या',
    uid: 'जिज्ञासु आईडी',
    status: 'स्थिति',
    branch: 'शाखा',
    title: 'उपाधि',
    first_name: 'पहला नाम',
    middle_name: 'मध्य नाम',
    last_name: 'अंतिम नाम',
    dob: 'जन्म तिथि',
    email: 'ईमेल',
    phone: 'फ़ोन',
    father_name: 'पिता का नाम',
    mother_name: 'माता का नाम',
    spouse_name: 'जीवनसाथी का नाम',
    address1: 'पता पंक्ति 1',
    address2: 'पता पंक्ति 2',
    city: 'शहर',
    region: 'राज्य',
    country: 'देश',
    zipcode: 'पिन कोड',
    organization: 'संस्था',
    occupation: 'व्यवसाय',
    qualification: 'योग्यता',
    designation: 'पद',
    nationality: 'राष्ट्रीयता',
    caste: 'जाति',
    bloodgroup: 'रक्त समूह',
    note: 'टिप्पणी',
    created_by_name: 'दर्ज करने वाले',
    created_at: 'बनाने की तिथि',
    last_updated: 'अंतिम अद्यतन',
  },
};

/** The headers of `columns` in `language`, in order. */
export function exportHeaders(
  columns: readonly ExportColumn[],
  language: ExportLanguage,
): string[] {
  return columns.map((column) => EXPORT_COLUMN_LABELS[language][column]);
}

type CodedList = readonly [ExportColumn, readonly EnumOption[], Readonly<Record<string, string>>];

/** The coded columns and the option list (with its Hindi section) that names their codes. */
const CODED = [
  ['title', TITLES, ENUM_LABELS_HI.title],
  ['occupation', OCCUPATIONS, ENUM_LABELS_HI.occupation],
  ['qualification', QUALIFICATIONS, ENUM_LABELS_HI.qualification],
  ['caste', CASTES, ENUM_LABELS_HI.caste],
  ['bloodgroup', BLOOD_GROUPS, ENUM_LABELS_HI.bloodGroup],
  ['nationality', NATIONALITIES, ENUM_LABELS_HI.nationality],
] as const satisfies readonly CodedList[];

export type ExportCodedColumn = (typeof CODED)[number][0] | 'status';

/**
 * For each coded column, its codes and their labels in `language` ('55' → 'Class 12' or
 * 'कक्षा 12'; status 3 → 'Approved' or 'स्वीकृत'). A code no list knows is not here: the file
 * shows it as stored, so nothing the record holds is hidden behind an 'unknown'.
 */
export function exportCodeLabels(
  language: ExportLanguage,
): Record<ExportCodedColumn, Record<string, string>> {
  const labels = {} as Record<ExportCodedColumn, Record<string, string>>;
  for (const [column, options, hindi] of CODED as readonly CodedList[]) {
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
