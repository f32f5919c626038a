import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { ageOn, isFutureDate, isIsoDate, normalizeDate, yearsBetween } from '../dates';
import { SPOUSE_TITLES } from '../enums';
import { messageRef, refsOf } from '../message-ref';
import {
  APPLICATION_FIELD_LABELS as LABELS,
  type ApplicationFieldName,
  type UidLabel,
} from '../messages';
import {
  choiceCodes,
  FORM_FIELDS,
  type EnumFieldEntry,
  type RegistrationField,
} from '../registration-fields';
import { INITIATION_MIN_YEARS, type UidRecordRead } from './member-lookup';

/**
 * Form-A application schemas (spec section 5 "Application"). One schema serves the wizard
 * (zod resolver) and the API (400 with per-field messages), so every issue carries the path
 * of the field it belongs to.
 *
 * What a pure package cannot decide is split out: the clock comes in as `today`, and the
 * UID registry checks are listed by `uidChecksFor` for the server to run.
 */

// ---------------------------------------------------------------------------------------
// Age rules

/** 'User must be over 18 years old.' is read as "18 or older", the usual meaning of the form. */
export const MIN_AGE = 18;
/**
 * The guidelines' minimum age. From 18 up to (not including) 22 an applicant registers on the
 * strength of two parents initiated for at least 3 years, so both parent UIDs are required;
 * from 22 on, a parent UID is required only when that parent's title says they are initiated.
 */
export const INDEPENDENT_MIN_AGE = 22;
/** The wizard looks a UID up once it is longer than 10 characters. */
export const UID_LOOKUP_MIN_LENGTH = 11;

export type AgeBand = 'under-age' | 'parent-band' | 'independent';

export function ageBandFor(age: number): AgeBand {
  if (age < MIN_AGE) return 'under-age';
  return age < INDEPENDENT_MIN_AGE ? 'parent-band' : 'independent';
}

/** The band for a date of birth, or null when `dob` is not a real date. */
export function ageBandOn(dob: string | null | undefined, today: string): AgeBand | null {
  if (!isIsoDate(dob)) return null;
  return ageBandFor(ageOn(dob, today));
}

export function shouldLookupUid(value: string | null | undefined): boolean {
  return (value ?? '').trim().length >= UID_LOOKUP_MIN_LENGTH;
}

// ---------------------------------------------------------------------------------------
// Field builders

const MAX = {
  short: 30,
  name: 100,
  text: 100,
  address: 200,
  zipcode: 12,
  email: 254,
  path: 500,
  note: 1000,
} as const;

/** Letters and spaces, ASCII only: the ID and the collection service need Latin upper case. */
const NAME_PATTERN = /^[A-Za-z ]*$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;
const PHONE_DEFAULT_COUNTRY = 'IN';

const collapseSpaces = (v: string): string => v.replace(/\s+/g, ' ').trim();
const label = (field: ApplicationFieldName): string => LABELS[field];

/** Issues carry the message's key (message-ref.ts); the API and the web show its text. */
const MSG = refsOf('application');
const requiredMessage = (field: ApplicationFieldName): string => messageRef(`required.${field}`);
const tooLongMessage = (field: ApplicationFieldName, max: number): string =>
  messageRef('field.tooLong', { label: label(field), max });
const invalidChoiceMessage = (field: ApplicationFieldName): string =>
  messageRef('field.invalidChoice', { label: label(field) });

/** null and missing become '' so drafts and stored rows (nulls) parse the same way as forms. */
function optionalText(field: ApplicationFieldName, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(field, max) })
    .nullish()
    .transform((v) => v ?? '');
}

function requiredText(field: ApplicationFieldName, max: number) {
  const required = requiredMessage(field);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLongMessage(field, max) });
}

function nameText(field: ApplicationFieldName, alphaMessage: string, required: boolean) {
  const requiredMsg = requiredMessage(field);
  const base = z
    .string({ error: requiredMsg })
    .overwrite(collapseSpaces)
    .max(MAX.name, { error: tooLongMessage(field, MAX.name) })
    .regex(NAME_PATTERN, { error: alphaMessage });
  return required ? base.min(1, { error: requiredMsg }) : base.nullish().transform((v) => v ?? '');
}

function requiredChoice<const T extends readonly [string, ...string[]]>(
  field: ApplicationFieldName,
  values: T,
) {
  const required = requiredMessage(field);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .pipe(z.enum(values, { error: invalidChoiceMessage(field) }));
}

/** '' means "not chosen" and is kept as ''. */
function optionalChoice<const T extends readonly [string, ...string[]]>(
  field: ApplicationFieldName,
  values: T,
) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((v) => v ?? '')
    .pipe(z.enum(['', ...values] as ['', ...T], { error: invalidChoiceMessage(field) }));
}

const isEmail = (v: string): boolean => v === '' || z.regexes.email.test(v);
const isPhone = (v: string): boolean => v === '' || isValidPhoneNumber(v, PHONE_DEFAULT_COUNTRY);
const isZipcode = (v: string): boolean => v === '' || v.length > 4;
const isCountry = (v: string): boolean => v === '' || COUNTRY_PATTERN.test(v);

const SPOUSE_TITLE_VALUES = SPOUSE_TITLES.filter((o) => o.value !== '').map((o) => o.value) as [
  Exclude<(typeof SPOUSE_TITLES)[number]['value'], ''>,
  ...Exclude<(typeof SPOUSE_TITLES)[number]['value'], ''>[],
];

// ---------------------------------------------------------------------------------------
// Fields from the field table

/** An enum field's codes (its options' values but the blank), as the type `z.enum` takes. */
type Codes<F> = F extends { options: readonly (infer O)[] }
  ? O extends { value: infer V extends string }
    ? Exclude<V, ''>
    : never
  : never;
type CodeTuple<F> = [Codes<F>, ...Codes<F>[]];
type RequiredChoice<F> = ReturnType<typeof requiredChoice<CodeTuple<F>>>;
type OptionalChoice<F> = ReturnType<typeof optionalChoice<CodeTuple<F>>>;

/** The enum fields' schemas: one of the options, required on submit when the table says so. */
type ChoiceShape<Submit extends boolean> = {
  [F in EnumFieldEntry as F['form']]: Submit extends true
    ? F extends { required: true }
      ? RequiredChoice<F>
      : OptionalChoice<F>
    : OptionalChoice<F>;
};
type HandWritten = Record<Exclude<ApplicationFieldName, EnumFieldEntry['form']>, z.ZodType>;

function choiceSchema(field: RegistrationField, submit: boolean) {
  const name = field.form as ApplicationFieldName;
  return submit && field.required
    ? requiredChoice(name, choiceCodes(field))
    : optionalChoice(name, choiceCodes(field));
}

/**
 * The form's object shape in the form's order (the order validation reports its issues in):
 * the enum fields built from the table (registration-fields.ts), the others as written here.
 */
function formShape<Submit extends boolean, Rest extends HandWritten>(
  submit: Submit,
  handWritten: Rest,
): ChoiceShape<Submit> & Rest {
  return Object.fromEntries(
    FORM_FIELDS.map((field) => {
      const name = field.form as keyof Rest;
      return [name, field.type === 'enum' ? choiceSchema(field, submit) : handWritten[name]];
    }),
  ) as unknown as ChoiceShape<Submit> & Rest;
}

// ---------------------------------------------------------------------------------------
// Submit schema

export interface ApplicationSchemaOptions {
  /** 'yyyy-mm-dd' in the organisation's time zone; see `todayInTimeZone`. */
  readonly today: string;
}

function submitShape(today: string) {
  const dobRequired = requiredMessage('dob');
  return formShape(true, {
    branch: requiredText('branch', MAX.text),
    firstName: nameText('firstName', MSG.firstNameAlpha, true),
    middleName: nameText('middleName', MSG.middleNameAlpha, false),
    lastName: nameText('lastName', MSG.lastNameAlpha, false),
    // One issue at most: a future date is not also reported as under age.
    dob: z
      .string({ error: dobRequired })
      .trim()
      .min(1, { error: dobRequired })
      .superRefine((v, ctx) => {
        if (v === '') return;
        if (!isIsoDate(v)) ctx.addIssue({ code: 'custom', message: MSG.dobInvalid });
        else if (isFutureDate(v, today)) ctx.addIssue({ code: 'custom', message: MSG.dobFuture });
        else if (ageOn(v, today) < MIN_AGE) ctx.addIssue({ code: 'custom', message: MSG.underAge });
      }),
    fatherUid: optionalText('fatherUid', MAX.short),
    fatherName: nameText('fatherName', MSG.fatherNameAlpha, true),
    motherUid: optionalText('motherUid', MAX.short),
    motherName: nameText('motherName', MSG.motherNameAlpha, true),
    spouseUid: optionalText('spouseUid', MAX.short),
    spouseName: nameText('spouseName', MSG.spouseNameAlpha, false),
    address1: requiredText('address1', MAX.address),
    address2: optionalText('address2', MAX.address),
    zipcode: requiredText('zipcode', MAX.zipcode).refine(isZipcode, { error: MSG.zipcodeInvalid }),
    country: requiredText('country', MAX.short)
      .overwrite((v) => v.toUpperCase())
      .refine(isCountry, { error: MSG.countryInvalid })
      .default('IN'),
    region: requiredText('region', MAX.text),
    city: optionalText('city', MAX.text),
    email: requiredText('email', MAX.email).refine(isEmail, { error: MSG.emailInvalid }),
    phone: requiredText('phone', MAX.short).refine(isPhone, { error: MSG.phoneInvalid }),
    designation: optionalText('designation', MAX.text),
    organization: optionalText('organization', MAX.text),
    photo: z
      .string({ error: MSG.photoRequired })
      .trim()
      .min(1, { error: MSG.photoRequired })
      .max(MAX.path, { error: tooLongMessage('photo', MAX.path) }),
    bySecyVerification: z
      .boolean({ error: MSG.verificationRequired })
      .refine((v) => v, { error: MSG.verificationRequired }),
    note: optionalText('note', MAX.note),
  });
}

const PB_TITLES: readonly string[] = ['PB', 'Late PB'];
const PBN_TITLES: readonly string[] = ['PBN', 'Late PBN'];
/** Spec: spouse UID "when the spouse title is PB or PBN"; the Late variants are not listed. */
const SPOUSE_UID_TITLES: readonly string[] = ['PB', 'PBN'];

const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

interface CrossFieldValues {
  dob?: unknown;
  fatherUid?: unknown;
  fatherTitle?: unknown;
  motherUid?: unknown;
  motherTitle?: unknown;
  spouseUid?: unknown;
  spouseTitle?: unknown;
}

/** Which parent and spouse UIDs must be filled in, given the age band and the titles. */
export function requiredUidFields(
  values: CrossFieldValues,
  today: string,
): Array<'fatherUid' | 'motherUid' | 'spouseUid'> {
  const band = ageBandOn(textOf(values.dob), today);
  const fields: Array<'fatherUid' | 'motherUid' | 'spouseUid'> = [];
  if (band === 'parent-band' || PB_TITLES.includes(textOf(values.fatherTitle)))
    fields.push('fatherUid');
  if (band === 'parent-band' || PBN_TITLES.includes(textOf(values.motherTitle)))
    fields.push('motherUid');
  if (SPOUSE_UID_TITLES.includes(textOf(values.spouseTitle))) fields.push('spouseUid');
  return fields;
}

let lastBuilt: { today: string; schema: ReturnType<typeof createApplicationSchema> } | undefined;

/**
 * The submit schema for one day. Building one costs milliseconds (zod compiles an object schema
 * on its first parse), and it changes only with the date, so the last one built is kept: every
 * submission of a day shares it.
 */
export function buildApplicationSchema({ today }: ApplicationSchemaOptions) {
  if (!isIsoDate(today)) throw new RangeError(`today must be yyyy-mm-dd, got '${today}'`);
  if (lastBuilt?.today !== today) lastBuilt = { today, schema: createApplicationSchema(today) };
  return lastBuilt.schema;
}

/**
 * The full submit schema. Cross-field rules run even when other fields fail (`when`), so a
 * wizard step shows its own errors while later steps are still empty.
 */
function createApplicationSchema(today: string) {
  return z.object(submitShape(today)).superRefine(
    (raw, ctx) => {
      // `when` lets this run on input that failed parsing, which may not even be an object.
      if (typeof raw !== 'object' || raw === null) return;
      const values = raw as Record<string, unknown>;
      for (const field of requiredUidFields(values, today)) {
        if (textOf(values[field]) === '') {
          ctx.addIssue({ code: 'custom', path: [field], message: requiredMessage(field) });
        }
      }
      // An unknown title is reported on its own field; it does not also demand a name.
      const spouseTitle = textOf(values.spouseTitle);
      if (
        (SPOUSE_TITLE_VALUES as readonly string[]).includes(spouseTitle) &&
        textOf(values.spouseName) === ''
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['spouseName'],
          message: requiredMessage('spouseName'),
        });
      }
    },
    { when: () => true },
  );
}
export type ApplicationSchema = ReturnType<typeof buildApplicationSchema>;
export type ApplicationInput = z.input<ApplicationSchema>;
export type Application = z.output<ApplicationSchema>;

// ---------------------------------------------------------------------------------------
// Draft schema

const optionalName = (field: ApplicationFieldName, alphaMessage: string) =>
  nameText(field, alphaMessage, false);

/**
 * A draft may be incomplete, but what it holds must still have the right shape, so a saved
 * draft never contains data the submit schema would reject for its form (only for absence).
 */
export const applicationDraftSchema = z.object(
  formShape(false, {
    branch: optionalText('branch', MAX.text),
    firstName: optionalName('firstName', MSG.firstNameAlpha),
    middleName: optionalName('middleName', MSG.middleNameAlpha),
    lastName: optionalName('lastName', MSG.lastNameAlpha),
    dob: optionalText('dob', MAX.short).refine((v) => v === '' || isIsoDate(v), {
      error: MSG.dobInvalid,
    }),
    fatherUid: optionalText('fatherUid', MAX.short),
    fatherName: optionalName('fatherName', MSG.fatherNameAlpha),
    motherUid: optionalText('motherUid', MAX.short),
    motherName: optionalName('motherName', MSG.motherNameAlpha),
    spouseUid: optionalText('spouseUid', MAX.short),
    spouseName: optionalName('spouseName', MSG.spouseNameAlpha),
    address1: optionalText('address1', MAX.address),
    address2: optionalText('address2', MAX.address),
    zipcode: optionalText('zipcode', MAX.zipcode).refine(isZipcode, { error: MSG.zipcodeInvalid }),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountry, { error: MSG.countryInvalid })
      .nullish()
      .transform((v) => v || 'IN'),
    region: optionalText('region', MAX.text),
    city: optionalText('city', MAX.text),
    email: optionalText('email', MAX.email).refine(isEmail, { error: MSG.emailInvalid }),
    phone: optionalText('phone', MAX.short).refine(isPhone, { error: MSG.phoneInvalid }),
    designation: optionalText('designation', MAX.text),
    organization: optionalText('organization', MAX.text),
    photo: optionalText('photo', MAX.path),
    bySecyVerification: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    note: optionalText('note', MAX.note),
  }),
);
export type ApplicationDraftInput = z.input<typeof applicationDraftSchema>;
export type ApplicationDraft = z.output<typeof applicationDraftSchema>;

/** The form's starting values (spec section 3: empty strings, country IN, checkbox off). */
export const APPLICATION_DEFAULTS: ApplicationDraft = applicationDraftSchema.parse({});

// ---------------------------------------------------------------------------------------
// UID registry checks (run by the server, which owns the registry client)

export type UidField = 'fatherUid' | 'motherUid' | 'spouseUid';

export interface UidCheck {
  readonly field: UidField;
  readonly uid: string;
  readonly label: UidLabel;
  /**
   * Years the person must have been initiated, or null when existing is enough. The 3-year
   * rule is applied to parents of applicants in the 18–22 band only: that is where the
   * guidelines make the parents' initiation the ground for registering; for older applicants
   * and for spouses the spec asks only that the UID exists.
   */
  readonly minInitiationYears: number | null;
}

const UID_FIELDS: ReadonlyArray<{ field: UidField; label: UidLabel; parent: boolean }> = [
  { field: 'fatherUid', label: 'Father', parent: true },
  { field: 'motherUid', label: 'Mother', parent: true },
  { field: 'spouseUid', label: 'Spouse', parent: false },
];

/**
 * The registry look-ups a submission needs: one per UID filled in, required or not, because a
 * UID given must be a real one. Run these after the schema has passed.
 */
export function uidChecksFor(values: CrossFieldValues, today: string): UidCheck[] {
  const inBand = ageBandOn(textOf(values.dob), today) === 'parent-band';
  const checks: UidCheck[] = [];
  for (const { field, label: who, parent } of UID_FIELDS) {
    const uid = textOf(values[field]);
    if (uid === '') continue;
    checks.push({
      field,
      uid,
      label: who,
      minInitiationYears: parent && inBand ? INITIATION_MIN_YEARS : null,
    });
  }
  return checks;
}

/** The UID rules' messages by key, the UID as their placeholder. */
export const uidCheckMessages = {
  notValid: (who: UidLabel, uid: string): string => messageRef(`uidRules.notValid.${who}`, { uid }),
  tooRecent: (who: UidLabel, uid: string): string =>
    messageRef(`uidRules.tooRecent.${who}`, { uid }),
} as const;

/** The name the wizard fills in and locks after a successful look-up. */
export function lookupFullName(record: UidRecordRead): string {
  return [record.first_name, record.middle_name, record.last_name]
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join(' ');
}

/**
 * The message for one check given what the registry answered (null: not found, or the call
 * failed, which the spec counts as not valid), or null when the UID passes. A required
 * initiation period with no readable first_doi fails, since it cannot be shown to be met.
 */
export function evaluateUidLookup(
  check: UidCheck,
  record: UidRecordRead | null | undefined,
  today: string,
): string | null {
  if (!record) return uidCheckMessages.notValid(check.label, check.uid);
  if (check.minInitiationYears === null) return null;
  const initiated = normalizeDate(record.first_doi);
  if (!initiated || yearsBetween(initiated, today) < check.minInitiationYears) {
    return uidCheckMessages.tooRecent(check.label, check.uid);
  }
  return null;
}
