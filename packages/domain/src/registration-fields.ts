import {
  BLOOD_GROUPS,
  CASTES,
  FATHER_TITLES,
  MOTHER_TITLES,
  NATIONALITIES,
  OCCUPATIONS,
  QUALIFICATIONS,
  SPOUSE_TITLES,
  TITLES,
  type EnumOption,
} from './enums';
import type { WizardStep } from './wizard-steps';

/**
 * The one table of a registration's fields (ADR 072): each field's names in the three casings
 * (the form's and the write schema's camelCase, the read record's snake_case, the database
 * column's), its kind, its wizard step, its labels, the screens that show it and where, whether
 * erasure blanks it, its export column and its collection-service column. The write and read
 * schemas, the server's mappers, the record JSON built in SQL, the erasure, the exports, the
 * subject export PDF, the record screens and the wizard's step fields are derived from it.
 *
 * The entries are in the read record's order (the order of its JSON keys, the exports' columns
 * and the PDF's rows, each of which skips what it does not show). Every other order is a
 * number: `formOrder` (the wizard's and the write schema's order, which is also the order in
 * which validation reports its issues) and each view's `order`.
 *
 * Adding a field: add its entry here (the names, `type`, `step`, `formOrder`, `label`, `erased`
 * if it says something about the person, `export` if the files carry it, `views` for each screen
 * that shows it), a column to the drizzle table (apps/server/src/db/schema/registrations.ts,
 * property named as `form`) with a migration, its input in the wizard step
 * (apps/web/src/features/application-wizard/components/wizard-steps.tsx), and its words to the
 * web catalogues (the view labels named here). The schemas, mappers, SQL, erasure, exports, PDF
 * and screens follow; registration-fields.test.ts shows an added entry reaching them. An enum
 * field gets its option list in enums.ts (and its Hindi labels in enums-hi.ts).
 */

/** How a value is kept and shown. */
export type RegistrationFieldType =
  | 'text'
  | 'name'
  | 'date'
  | 'enum'
  | 'uid'
  | 'email'
  | 'phone'
  | 'country'
  | 'zipcode'
  | 'photo'
  | 'boolean'
  /** a field of the original's record that the portal does not keep: always '' */
  | 'constant';

/** Where a screen shows a field: its place, its label's catalogue key. */
export interface RegistrationViewPlace {
  /** the screen's rows are sorted by this */
  readonly order: number;
  /** the web catalogue key of the row's label */
  readonly label: string;
  /** fields (form names) shown in the same row after this one: a title and its name */
  readonly joins?: readonly string[];
  /** the details popup: in the block beside the photo rather than below it */
  readonly top?: boolean;
}

export interface RegistrationField {
  /** the form's and the write schema's name (camelCase); null: not written by the form */
  readonly form: string | null;
  /** the form's order (the write schema's keys, the wizard's fields) */
  readonly formOrder?: number;
  /** the read record's name (snake_case, the original's "stored or listed record") */
  readonly record: string;
  /** the database column (registrations); null: not stored */
  readonly column: string | null;
  readonly type: RegistrationFieldType;
  /** an enum's options, in the order a select shows them */
  readonly options?: readonly EnumOption[];
  /** the wizard steps that ask for it (the parents' fields are on both parent steps) */
  readonly step?: readonly WizardStep[];
  /** required to submit (a draft may leave anything empty) */
  readonly required?: boolean;
  /** the English label of the validation messages ('{label} is required') */
  readonly label?: string;
  /** false: the form carries it, but the server sets the column (the secretary's branch) */
  readonly formWrites?: false;
  /** present when the field says something about the person: erasure sets the column to it */
  readonly erased?: '' | null | false;
  /**
   * the exported files' column (named `record`) and its header in each language; the English
   * header is the label unless the files word it otherwise
   */
  readonly export?: { readonly en?: string; readonly hi: string };
  /**
   * The collection service's columns this field is handed to as (approved-record.ts, which
   * keeps the mapping itself: names are split, 'Late' moves, dates are reformatted).
   */
  readonly approved?: readonly string[];
  readonly views: {
    /** the 'Jigyasu Data' popup (web components/registration/registration-details.tsx) */
    readonly details?: RegistrationViewPlace;
    /** the wizard's review step and the secretary's record screens (review-details.tsx) */
    readonly review?: RegistrationViewPlace;
    /** the subject export PDF: its row's place */
    readonly subjectPdf?: number;
  };
}

const d = (order: number, label: string, more: Partial<RegistrationViewPlace> = {}) => ({
  order,
  label: `registrations.details.${label}`,
  ...more,
});
const r = (order: number, label: string, more: Partial<RegistrationViewPlace> = {}) => ({
  order,
  label: `wizard.fields.${label}`,
  ...more,
});

const PARENT_STEPS = [2, 3] as const;

export const REGISTRATION_FIELDS = [
  {
    form: 'branch',
    formOrder: 1,
    record: 'branch',
    column: 'branch',
    type: 'text',
    step: [1],
    required: true,
    label: 'Branch',
    formWrites: false,
    export: { hi: 'शाखा' },
    approved: ['branch'],
    views: { details: d(25, 'branch'), review: r(1, 'branch'), subjectPdf: 1 },
  },
  {
    form: 'title',
    formOrder: 2,
    record: 'title',
    column: 'title',
    type: 'enum',
    options: TITLES,
    step: [1],
    required: true,
    label: 'Title',
    erased: '',
    export: { hi: 'उपाधि' },
    approved: ['title'],
    views: {
      details: d(2, 'fullName', { top: true, joins: ['firstName', 'middleName', 'lastName'] }),
      review: r(2, 'fullName', { joins: ['firstName', 'middleName', 'lastName'] }),
      subjectPdf: 2,
    },
  },
  {
    form: 'firstName',
    formOrder: 3,
    record: 'first_name',
    column: 'first_name',
    type: 'name',
    step: [1],
    required: true,
    label: 'First name',
    erased: '',
    export: { hi: 'पहला नाम' },
    approved: ['first_name'],
    views: { subjectPdf: 3 },
  },
  {
    form: 'middleName',
    formOrder: 4,
    record: 'middle_name',
    column: 'middle_name',
    type: 'name',
    step: [1],
    label: 'Middle name',
    erased: '',
    export: { hi: 'मध्य नाम' },
    approved: ['middle_name'],
    views: { subjectPdf: 4 },
  },
  {
    form: 'lastName',
    formOrder: 5,
    record: 'last_name',
    column: 'last_name',
    type: 'name',
    step: [1],
    label: 'Last name',
    erased: '',
    export: { hi: 'अंतिम नाम' },
    approved: ['last_name'],
    views: { subjectPdf: 5 },
  },
  {
    form: 'dob',
    formOrder: 6,
    record: 'dob',
    column: 'dob',
    type: 'date',
    step: [1],
    required: true,
    label: 'Date of birth',
    erased: null,
    export: { hi: 'जन्म तिथि' },
    approved: ['dob'],
    views: { details: d(5, 'dob', { top: true }), review: r(5, 'dob'), subjectPdf: 6 },
  },
  {
    form: 'email',
    formOrder: 22,
    record: 'email',
    column: 'email',
    type: 'email',
    step: [4],
    required: true,
    label: 'Email',
    erased: '',
    export: { hi: 'ईमेल' },
    approved: ['email_address'],
    views: { details: d(3, 'email', { top: true }), review: r(3, 'email'), subjectPdf: 7 },
  },
  {
    form: 'phone',
    formOrder: 23,
    record: 'phone',
    column: 'phone',
    type: 'phone',
    step: [4],
    required: true,
    label: 'Phone number',
    erased: '',
    export: { en: 'Phone', hi: 'फ़ोन' },
    approved: ['phone_number'],
    views: { details: d(4, 'phone', { top: true }), review: r(4, 'phone'), subjectPdf: 8 },
  },
  {
    form: 'fatherUid',
    formOrder: 7,
    record: 'father_uid',
    column: 'father_uid',
    type: 'uid',
    step: PARENT_STEPS,
    label: 'Father UID',
    erased: '',
    approved: ['father_uid'],
    views: { details: d(7, 'fatherUid'), review: r(7, 'fatherUid'), subjectPdf: 11 },
  },
  {
    form: 'fatherTitle',
    formOrder: 8,
    record: 'father_title',
    column: 'father_title',
    type: 'enum',
    options: FATHER_TITLES,
    step: PARENT_STEPS,
    required: true,
    label: 'Father title',
    erased: '',
    approved: ['title_1'],
    views: {
      details: d(6, 'fatherName', { joins: ['fatherName'] }),
      review: r(6, 'fatherName', { joins: ['fatherName'] }),
      subjectPdf: 9,
    },
  },
  {
    form: 'fatherName',
    formOrder: 9,
    record: 'father_name',
    column: 'father_name',
    type: 'name',
    step: PARENT_STEPS,
    required: true,
    label: 'Father name',
    erased: '',
    export: { en: 'Father’s name', hi: 'पिता का नाम' },
    approved: ['father_first_name', 'father_middle_name', 'father_last_name'],
    views: { subjectPdf: 10 },
  },
  {
    form: 'motherUid',
    formOrder: 10,
    record: 'mother_uid',
    column: 'mother_uid',
    type: 'uid',
    step: PARENT_STEPS,
    label: 'Mother UID',
    erased: '',
    approved: ['mother_uid'],
    views: { details: d(9, 'motherUid'), review: r(9, 'motherUid'), subjectPdf: 14 },
  },
  {
    form: 'motherTitle',
    formOrder: 11,
    record: 'mother_title',
    column: 'mother_title',
    type: 'enum',
    options: MOTHER_TITLES,
    step: PARENT_STEPS,
    required: true,
    label: 'Mother title',
    erased: '',
    approved: ['title_2'],
    views: {
      details: d(8, 'motherName', { joins: ['motherName'] }),
      review: r(8, 'motherName', { joins: ['motherName'] }),
      subjectPdf: 12,
    },
  },
  {
    form: 'motherName',
    formOrder: 12,
    record: 'mother_name',
    column: 'mother_name',
    type: 'name',
    step: PARENT_STEPS,
    required: true,
    label: 'Mother name',
    erased: '',
    export: { en: 'Mother’s name', hi: 'माता का नाम' },
    approved: ['mother_first_name', 'mother_middle_name', 'mother_last_name'],
    views: { subjectPdf: 13 },
  },
  {
    form: 'spouseUid',
    formOrder: 13,
    record: 'spouse_uid',
    column: 'spouse_uid',
    type: 'uid',
    step: PARENT_STEPS,
    label: 'Spouse UID',
    erased: '',
    approved: ['spouse_uid'],
    views: { details: d(11, 'spouseUid'), review: r(11, 'spouseUid'), subjectPdf: 17 },
  },
  {
    form: 'spouseTitle',
    formOrder: 14,
    record: 'spouse_title',
    column: 'spouse_title',
    type: 'enum',
    options: SPOUSE_TITLES,
    step: PARENT_STEPS,
    label: 'Spouse title',
    erased: '',
    approved: ['title_3'],
    views: {
      details: d(10, 'spouseName', { joins: ['spouseName'] }),
      review: r(10, 'spouseName', { joins: ['spouseName'] }),
      subjectPdf: 15,
    },
  },
  {
    form: 'spouseName',
    formOrder: 15,
    record: 'spouse_name',
    column: 'spouse_name',
    type: 'name',
    step: PARENT_STEPS,
    label: 'Spouse name',
    erased: '',
    export: { en: 'Spouse’s name', hi: 'जीवनसाथी का नाम' },
    approved: ['spouse_first_name', 'spouse_middle_name', 'spouse_last_name'],
    views: { subjectPdf: 16 },
  },
  {
    form: 'address1',
    formOrder: 16,
    record: 'address1',
    column: 'address1',
    type: 'text',
    step: [4],
    required: true,
    label: 'Address line 1',
    erased: '',
    export: { hi: 'पता पंक्ति 1' },
    approved: ['address_line_1'],
    views: { details: d(12, 'address1'), review: r(12, 'address1'), subjectPdf: 18 },
  },
  {
    form: 'address2',
    formOrder: 17,
    record: 'address2',
    column: 'address2',
    type: 'text',
    step: [4],
    label: 'Address line 2',
    erased: '',
    export: { hi: 'पता पंक्ति 2' },
    approved: ['address_line_2'],
    views: { details: d(13, 'address2'), review: r(13, 'address2'), subjectPdf: 19 },
  },
  {
    form: 'city',
    formOrder: 21,
    record: 'city',
    column: 'city',
    type: 'text',
    step: [4],
    label: 'City',
    erased: '',
    export: { hi: 'शहर' },
    approved: ['city'],
    views: { details: d(14, 'city'), review: r(14, 'city'), subjectPdf: 20 },
  },
  {
    form: 'region',
    formOrder: 20,
    record: 'region',
    column: 'region',
    type: 'text',
    step: [4],
    required: true,
    label: 'State',
    erased: '',
    export: { hi: 'राज्य' },
    approved: ['state'],
    views: { details: d(15, 'state'), review: r(15, 'region'), subjectPdf: 21 },
  },
  {
    form: 'country',
    formOrder: 19,
    record: 'country',
    column: 'country',
    type: 'country',
    step: [4],
    required: true,
    label: 'Country',
    erased: '',
    export: { hi: 'देश' },
    approved: ['country'],
    views: { details: d(16, 'country'), review: r(16, 'country'), subjectPdf: 22 },
  },
  {
    form: 'zipcode',
    formOrder: 18,
    record: 'zipcode',
    column: 'zipcode',
    type: 'zipcode',
    step: [4],
    required: true,
    label: 'Pin Code',
    erased: '',
    export: { en: 'Pin code', hi: 'पिन कोड' },
    approved: ['pin'],
    views: { details: d(17, 'pinCode'), review: r(17, 'zipcode'), subjectPdf: 23 },
  },
  {
    form: 'organization',
    formOrder: 29,
    record: 'organization',
    column: 'organization',
    type: 'text',
    step: [5],
    label: 'Organization',
    erased: '',
    export: { hi: 'संस्था' },
    views: { details: d(18, 'organization'), review: r(18, 'organization'), subjectPdf: 24 },
  },
  {
    form: 'occupation',
    formOrder: 26,
    record: 'occupation',
    column: 'occupation',
    type: 'enum',
    options: OCCUPATIONS,
    step: [4],
    required: true,
    label: 'Occupation',
    erased: '',
    export: { hi: 'व्यवसाय' },
    approved: ['occupation'],
    views: { details: d(19, 'occupation'), review: r(19, 'occupation'), subjectPdf: 25 },
  },
  {
    form: 'qualification',
    formOrder: 25,
    record: 'qualification',
    column: 'qualification',
    type: 'enum',
    options: QUALIFICATIONS,
    step: [4],
    required: true,
    label: 'Qualification',
    erased: '',
    export: { hi: 'योग्यता' },
    approved: ['qualification'],
    views: { details: d(20, 'qualification'), review: r(20, 'qualification'), subjectPdf: 26 },
  },
  {
    form: 'designation',
    formOrder: 28,
    record: 'designation',
    column: 'designation',
    type: 'text',
    step: [5],
    label: 'Designation',
    erased: '',
    export: { hi: 'पद' },
    views: { details: d(21, 'designation'), review: r(21, 'designation'), subjectPdf: 27 },
  },
  {
    form: 'nationality',
    formOrder: 27,
    record: 'nationality',
    column: 'nationality',
    type: 'enum',
    options: NATIONALITIES,
    step: [4],
    required: true,
    label: 'Nationality',
    erased: '',
    export: { hi: 'राष्ट्रीयता' },
    approved: ['nationality'],
    views: { details: d(22, 'nationality'), review: r(22, 'nationality'), subjectPdf: 28 },
  },
  {
    form: 'caste',
    formOrder: 24,
    record: 'caste',
    column: 'caste',
    type: 'enum',
    options: CASTES,
    step: [4],
    required: true,
    label: 'Caste',
    erased: '',
    export: { hi: 'जाति' },
    approved: ['caste'],
    views: { details: d(23, 'caste'), review: r(23, 'caste'), subjectPdf: 29 },
  },
  {
    form: 'bloodGroup',
    formOrder: 30,
    record: 'bloodgroup',
    column: 'blood_group',
    type: 'enum',
    options: BLOOD_GROUPS,
    step: [5],
    label: 'Blood group',
    erased: '',
    export: { hi: 'रक्त समूह' },
    views: { details: d(24, 'bloodGroup'), review: r(24, 'bloodGroup'), subjectPdf: 30 },
  },
  {
    form: null,
    record: 'workinghours',
    column: null,
    type: 'constant',
    views: {},
  },
  {
    form: 'photo',
    formOrder: 31,
    record: 'photo',
    column: 'photo',
    type: 'photo',
    step: [5],
    required: true,
    label: 'Photo',
    erased: '',
    views: { details: d(26, 'photo'), review: r(25, 'photo') },
  },
  {
    form: 'bySecyVerification',
    formOrder: 32,
    record: 'by_secy_verification',
    column: 'by_secy_verification',
    type: 'boolean',
    step: [5],
    required: true,
    label: 'Verification',
    erased: false,
    views: { subjectPdf: 31 },
  },
  {
    form: 'note',
    formOrder: 33,
    record: 'note',
    column: 'note',
    type: 'text',
    label: 'Note',
    erased: '',
    export: { hi: 'टिप्पणी' },
    views: { subjectPdf: 32 },
  },
] as const satisfies readonly RegistrationField[];

type Entry = (typeof REGISTRATION_FIELDS)[number];

/** A field the form writes, by its form name. */
export type FormFieldEntry = Extract<Entry, { form: string }>;
export type FormFieldName = FormFieldEntry['form'];
export type RecordFieldName = Entry['record'];
/** The record fields the exported files carry (the columns between the record's own). */
export type ExportedFieldName = Extract<Entry, { export: object }>['record'];
/** The enum fields, each with its option list's codes. */
export type EnumFieldEntry = Extract<Entry, { type: 'enum' }>;

type WithForm<F extends RegistrationField> = F & { readonly form: string };
const hasForm = <F extends RegistrationField>(field: F): field is WithForm<F> =>
  field.form !== null;

/** `fields`'s form fields in the form's order. */
export function formFieldsOf<F extends RegistrationField>(fields: readonly F[]): WithForm<F>[] {
  return fields
    .filter(hasForm)
    .sort((a, b) => (a.formOrder ?? Infinity) - (b.formOrder ?? Infinity));
}

/** The table's form fields in the form's order (the write schema's, the wizard's). */
export const FORM_FIELDS: readonly RegistrationField[] =
  formFieldsOf<RegistrationField>(REGISTRATION_FIELDS);

/** The fields a screen shows, in its order. */
export function fieldsInView(
  view: 'details' | 'review',
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): Array<RegistrationField & { place: RegistrationViewPlace }> {
  return fields
    .flatMap((field) => {
      const place = field.views[view];
      return place ? [{ ...field, place }] : [];
    })
    .sort((a, b) => a.place.order - b.place.order);
}

/** The exported record fields, in the record's order. */
export function exportedFieldsOf(fields: readonly RegistrationField[] = REGISTRATION_FIELDS) {
  return fields.filter(
    (field): field is RegistrationField & { export: NonNullable<RegistrationField['export']> } =>
      field.export !== undefined,
  );
}

/** The subject export PDF's field rows, in its order. */
export function subjectPdfFieldsOf(fields: readonly RegistrationField[] = REGISTRATION_FIELDS) {
  return fields
    .filter((field) => field.views.subjectPdf !== undefined)
    .sort((a, b) => (a.views.subjectPdf ?? 0) - (b.views.subjectPdf ?? 0));
}

/** The form fields each wizard step owns, in the form's order. */
export function stepFieldsOf(
  step: WizardStep,
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): string[] {
  return formFieldsOf(fields)
    .filter((field) => (field.step as readonly number[] | undefined)?.includes(step))
    .map((field) => field.form);
}

/** An enum field's codes for validation: its options' values but the blank ('none chosen'). */
export function choiceCodes(field: RegistrationField): [string, ...string[]] {
  return (field.options ?? []).map((option) => option.value).filter((value) => value !== '') as [
    string,
    ...string[],
  ];
}
