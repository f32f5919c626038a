import { describe, expect, it } from 'vitest';
import { EXPORT_RECORD_COLUMNS } from '../src/api/exports';
import { approvedRecordSchema } from '../src/approved-record';
import { ATTENDANCE } from '../src/enums';
import { codedColumnsOf, exportColumnLabels, EXPORT_COLUMN_LABELS } from '../src/export-labels';
import { APPLICATION_FIELD_LABELS } from '../src/messages';
import {
  exportedFieldsOf,
  fieldsInView,
  formFieldsOf,
  REGISTRATION_FIELDS,
  stepFieldsOf,
  subjectPdfFieldsOf,
  type RegistrationField,
} from '../src/registration-fields';
import { applicationDraftSchema } from '../src/schemas/application';
import { registrationRecordSchema } from '../src/schemas/registration-record';
import { WIZARD_STEP_FIELDS } from '../src/wizard-navigation';

/** A field someone adds: an enum on step 5, exported, shown on both screens and in the PDF. */
const ADDED: RegistrationField = {
  form: 'satsangAttendance',
  formOrder: 30.5,
  record: 'satsang_attendance',
  column: 'satsang_attendance',
  type: 'enum',
  options: ATTENDANCE,
  step: [5],
  label: 'Satsang attendance',
  erased: '',
  export: { en: 'Satsang attendance', hi: 'सत्संग उपस्थिति' },
  views: {
    details: { order: 24.5, label: 'registrations.details.satsangAttendance' },
    review: { order: 24.5, label: 'wizard.fields.satsangAttendance' },
    subjectPdf: 30.5,
  },
};
const bloodGroupAt = REGISTRATION_FIELDS.findIndex((field) => field.record === 'bloodgroup');
const WITH_ADDED: readonly RegistrationField[] = [
  ...REGISTRATION_FIELDS.slice(0, bloodGroupAt + 1),
  ADDED,
  ...REGISTRATION_FIELDS.slice(bloodGroupAt + 1),
];

describe('a field added to the table', () => {
  it('reaches the export columns, their headers and the coded columns', () => {
    const exported = exportedFieldsOf(WITH_ADDED).map((field) => field.record);
    expect(exported.slice(-3)).toEqual(['bloodgroup', 'satsang_attendance', 'note']);
    expect(exportColumnLabels('hi', WITH_ADDED).satsang_attendance).toBe('सत्संग उपस्थिति');
    expect(codedColumnsOf(WITH_ADDED).map(([column]) => column)).toContain('satsang_attendance');
  });

  it('reaches the screens, the PDF, the wizard step and the form, each in its place', () => {
    const names = (fields: readonly RegistrationField[]) => fields.map((field) => field.form);
    expect(names(fieldsInView('details', WITH_ADDED)).slice(-4)).toEqual([
      'bloodGroup',
      'satsangAttendance',
      'branch',
      'photo',
    ]);
    expect(names(fieldsInView('review', WITH_ADDED)).slice(-3)).toEqual([
      'bloodGroup',
      'satsangAttendance',
      'photo',
    ]);
    expect(names(subjectPdfFieldsOf(WITH_ADDED)).slice(-4)).toEqual([
      'bloodGroup',
      'satsangAttendance',
      'bySecyVerification',
      'note',
    ]);
    expect(stepFieldsOf(5, WITH_ADDED)).toEqual([
      'designation',
      'organization',
      'bloodGroup',
      'satsangAttendance',
      'photo',
      'bySecyVerification',
    ]);
    expect(names(formFieldsOf(WITH_ADDED)).at(-4)).toBe('satsangAttendance');
  });
});

describe('the table and what is derived from it', () => {
  it('names every field once in each casing', () => {
    for (const key of ['form', 'record', 'column'] as const) {
      const names = REGISTRATION_FIELDS.map((field) => field[key]).filter((name) => name !== null);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives the read record its fields in the table order, between its own', () => {
    const keys = Object.keys(registrationRecordSchema.shape);
    expect(keys.slice(4, 4 + REGISTRATION_FIELDS.length)).toEqual(
      REGISTRATION_FIELDS.map((field) => field.record),
    );
  });

  it('gives the write schema and the messages the form fields in the form order', () => {
    const form = formFieldsOf(REGISTRATION_FIELDS).map((field) => field.form);
    expect(Object.keys(applicationDraftSchema.shape)).toEqual(form);
    expect(Object.keys(APPLICATION_FIELD_LABELS)).toEqual(form);
    expect(
      Object.values(WIZARD_STEP_FIELDS)
        .flat()
        .every((name) => form.includes(name)),
    ).toBe(true);
  });

  it('exports a header for every column in both languages', () => {
    for (const language of ['en', 'hi'] as const) {
      expect(Object.keys(EXPORT_COLUMN_LABELS[language])).toEqual([...EXPORT_RECORD_COLUMNS]);
    }
  });

  it('names only columns the collection service has', () => {
    const approved = Object.keys(approvedRecordSchema.shape);
    for (const field of REGISTRATION_FIELDS as readonly RegistrationField[]) {
      for (const column of field.approved ?? []) expect(approved).toContain(column);
    }
  });

  it('shows each field on a screen at a place of its own', () => {
    for (const view of ['details', 'review'] as const) {
      const orders = fieldsInView(view).map((field) => field.place.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });
});
