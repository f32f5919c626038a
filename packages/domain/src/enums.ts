/**
 * The enumerations of spec section 3, as ordered option lists (the order is the order a
 * select shows) plus lookups that never throw: stored data may hold codes the lists no
 * longer know, and screens must still render them.
 */

export interface EnumOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

type ValuesOf<T extends readonly EnumOption[]> = T[number]['value'];

/** The codes of an option list, typed as a non-empty tuple so `z.enum` accepts them. */
export function enumValues<const T extends readonly [EnumOption, ...EnumOption[]]>(
  options: T,
): [ValuesOf<T>, ...ValuesOf<T>[]] {
  return options.map((o) => o.value) as [ValuesOf<T>, ...ValuesOf<T>[]];
}

/**
 * Label of `code` in `options`, or `fallback`. Codes arrive as strings or numbers
 * (qualification and occupation are numeric in older data), so both are compared as text.
 */
export function labelOf(
  options: readonly EnumOption[],
  code: string | number | null | undefined,
  fallback: string,
): string {
  if (code === null || code === undefined) return fallback;
  const text = String(code).trim();
  return options.find((o) => o.value === text)?.label ?? fallback;
}

function isOneOf<T extends readonly EnumOption[]>(options: T, code: unknown): code is ValuesOf<T> {
  return typeof code === 'string' && options.some((o) => o.value === code);
}

// Titles: the spec shows no display names other than the codes, and the codes are what the
// organisation's paper forms and the collection service use, so labels repeat them.

export const TITLES = [
  { value: 'MR', label: 'MR' },
  { value: 'MS', label: 'MS' },
] as const satisfies readonly EnumOption[];
export type Title = ValuesOf<typeof TITLES>;
export const titleName = (code: string | null | undefined): string =>
  labelOf(TITLES, code, 'Unknown Title');
export const isTitle = (code: unknown): code is Title => isOneOf(TITLES, code);

export const FATHER_TITLES = [
  { value: 'PB', label: 'PB' },
  { value: 'MR', label: 'MR' },
  { value: 'Late PB', label: 'Late PB' },
  { value: 'Late MR', label: 'Late MR' },
] as const satisfies readonly EnumOption[];
export type FatherTitle = ValuesOf<typeof FATHER_TITLES>;
export const fatherTitleName = (code: string | null | undefined): string =>
  labelOf(FATHER_TITLES, code, 'Unknown Title');

export const MOTHER_TITLES = [
  { value: 'PBN', label: 'PBN' },
  { value: 'MS', label: 'MS' },
  { value: 'Late PBN', label: 'Late PBN' },
  { value: 'Late MS', label: 'Late MS' },
] as const satisfies readonly EnumOption[];
export type MotherTitle = ValuesOf<typeof MOTHER_TITLES>;
export const motherTitleName = (code: string | null | undefined): string =>
  labelOf(MOTHER_TITLES, code, 'Unknown Title');

/** The blank value means "no spouse"; it is labelled 'None' so the option has an accessible name. */
export const SPOUSE_TITLES = [
  { value: '', label: 'None' },
  { value: 'PB', label: 'PB' },
  { value: 'PBN', label: 'PBN' },
  { value: 'MR', label: 'MR' },
  { value: 'MS', label: 'MS' },
  { value: 'Late PB', label: 'Late PB' },
  { value: 'Late PBN', label: 'Late PBN' },
  { value: 'Late MR', label: 'Late MR' },
  { value: 'Late MS', label: 'Late MS' },
] as const satisfies readonly EnumOption[];
export type SpouseTitle = ValuesOf<typeof SPOUSE_TITLES>;
export const spouseTitleName = (code: string | null | undefined): string =>
  labelOf(SPOUSE_TITLES, code, 'Unknown Title');
export const isSpouseTitle = (code: unknown): code is SpouseTitle => isOneOf(SPOUSE_TITLES, code);

const LATE_WORD = /\blate\b/i;

/** True for 'Late PB' and the like; the collection service wants the word moved to the name. */
export function isLateTitle(title: string | null | undefined): boolean {
  return typeof title === 'string' && LATE_WORD.test(title);
}

/** 'Late PB' → 'PB'; titles without the word come back trimmed. */
export function stripLate(title: string | null | undefined): string {
  if (typeof title !== 'string') return '';
  return title
    .replace(/\blate\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const CASTES = [
  { value: 'GN', label: 'General' },
  { value: 'BC', label: 'Backward Class' },
  { value: 'SC', label: 'Scheduled Caste' },
  { value: 'ST', label: 'Scheduled Tribe' },
] as const satisfies readonly EnumOption[];
export type Caste = ValuesOf<typeof CASTES>;
export const casteName = (code: string | null | undefined): string =>
  labelOf(CASTES, code, 'Unknown Caste');

/** The source's duplicated O+ (spec section 3) is fixed: eight distinct values. */
export const BLOOD_GROUPS = [
  { value: 'A+', label: 'A+' },
  { value: 'A-', label: 'A-' },
  { value: 'B+', label: 'B+' },
  { value: 'B-', label: 'B-' },
  { value: 'O+', label: 'O+' },
  { value: 'O-', label: 'O-' },
  { value: 'AB+', label: 'AB+' },
  { value: 'AB-', label: 'AB-' },
] as const satisfies readonly EnumOption[];
export const bloodGroupName = (code: string | null | undefined): string =>
  labelOf(BLOOD_GROUPS, code, 'Unknown Blood Group');

export const NATIONALITIES = [
  { value: 'IN', label: 'Indian' },
  { value: 'DC', label: 'Dual Citizen India + Other' },
  { value: 'FC', label: 'Other Nationality' },
] as const satisfies readonly EnumOption[];
export type Nationality = ValuesOf<typeof NATIONALITIES>;
export const nationalityName = (code: string | null | undefined): string =>
  labelOf(NATIONALITIES, code, 'Unknown Nationality');

export const QUALIFICATIONS = [
  { value: '50', label: 'Illiterate' },
  { value: '51', label: 'Literate but Class 2 or lower' },
  { value: '52', label: 'Class 2 to 5' },
  { value: '53', label: 'Class 6 to 9' },
  { value: '54', label: 'Class 10 to 11' },
  { value: '55', label: 'Class 12' },
  { value: '56', label: 'Vocational Certificate' },
  { value: '57', label: 'Diploma' },
  { value: '58', label: "Non-professional Bachelor's" },
  { value: '59', label: "Professional Bachelor's" },
  { value: '60', label: 'Professional Certification' },
  { value: '61', label: "Non-professional Master's" },
  { value: '62', label: "Professional Master's" },
  { value: '63', label: 'Doctorate' },
  { value: '70', label: 'Other' },
] as const satisfies readonly EnumOption[];
export type Qualification = ValuesOf<typeof QUALIFICATIONS>;
export const qualificationName = (code: string | number | null | undefined): string =>
  labelOf(QUALIFICATIONS, code, 'Unknown Qualification');

/**
 * The spec lists the 24 job categories in order but not their codes; 14 to 37 are assigned
 * in that order. If the collection service ever publishes its own table, only this list changes.
 */
export const OCCUPATIONS = [
  { value: '10', label: 'Full-time Student' },
  { value: '11', label: 'Not Employed' },
  { value: '12', label: 'Unemployed seeking' },
  { value: '13', label: 'Retired' },
  { value: '14', label: 'Agriculture' },
  { value: '15', label: 'Architecture and Engineering' },
  { value: '16', label: 'Arts and Media' },
  { value: '17', label: 'Cleaning' },
  { value: '18', label: 'Business and Finance' },
  { value: '19', label: 'Civil Services' },
  { value: '20', label: 'Community Service' },
  { value: '21', label: 'Computer and Mathematics' },
  { value: '22', label: 'Construction' },
  { value: '23', label: 'Education' },
  { value: '24', label: 'Food Service' },
  { value: '25', label: 'Healthcare Practitioners' },
  { value: '26', label: 'Healthcare Support' },
  { value: '27', label: 'Installation and Repair' },
  { value: '28', label: 'Legal' },
  { value: '29', label: 'Science' },
  { value: '30', label: 'Management' },
  { value: '31', label: 'Military' },
  { value: '32', label: 'Office Support' },
  { value: '33', label: 'Personal Care' },
  { value: '34', label: 'Production' },
  { value: '35', label: 'Protective Service' },
  { value: '36', label: 'Sales' },
  { value: '37', label: 'Transportation' },
  { value: '40', label: 'Other Occupations' },
] as const satisfies readonly EnumOption[];
export type Occupation = ValuesOf<typeof OCCUPATIONS>;
export const occupationName = (code: string | number | null | undefined): string =>
  labelOf(OCCUPATIONS, code, 'Unknown Occupation');

export const ATTENDANCE = [
  { value: 'Good', label: 'Good' },
  { value: 'Average', label: 'Average' },
  { value: 'Poor', label: 'Poor' },
] as const satisfies readonly EnumOption[];
export type Attendance = ValuesOf<typeof ATTENDANCE>;
export const attendanceName = (code: string | null | undefined): string =>
  labelOf(ATTENDANCE, code, 'Unknown Attendance');

export const BEHAVIOUR = [
  { value: 'Nothing against conduct', label: 'Nothing against conduct' },
  { value: 'Other', label: 'Other' },
] as const satisfies readonly EnumOption[];
export type Behaviour = ValuesOf<typeof BEHAVIOUR>;
export const behaviourName = (code: string | null | undefined): string =>
  labelOf(BEHAVIOUR, code, 'Unknown Behaviour');
