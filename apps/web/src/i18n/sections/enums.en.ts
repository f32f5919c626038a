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
  bloodGroupName,
  casteName,
  nationalityName,
  occupationName,
  qualificationName,
  titleName,
  type EnumOption,
} from '@form-a/domain/enums';

/** An option's code as a catalogue key: i18next cannot look up an empty key. */
export type EnumKey<V extends string> = V extends '' ? 'none' : V;

export function enumKey(code: string): string {
  return code === '' ? 'none' : code;
}

type Labels<T extends readonly EnumOption[]> = { [K in EnumKey<T[number]['value']>]: string } & {
  unknown: string;
};

/** `{ [code]: label, unknown }` of a domain option list: the labels are the domain's, never retyped. */
function labels<const T extends readonly EnumOption[]>(options: T, unknown: string): Labels<T> {
  return {
    ...Object.fromEntries(options.map((option) => [enumKey(option.value), option.label])),
    unknown,
  } as Labels<T>;
}

const NOT_A_CODE = '\u0000';

/**
 * English labels of the domain's option lists (spec section 3), keyed by code, so a select or
 * a detail line shows them in the reader's language while the stored code stays the same.
 */
export const enumsEn = {
  title: labels(TITLES, titleName(NOT_A_CODE)),
  fatherTitle: labels(FATHER_TITLES, titleName(NOT_A_CODE)),
  motherTitle: labels(MOTHER_TITLES, titleName(NOT_A_CODE)),
  spouseTitle: labels(SPOUSE_TITLES, titleName(NOT_A_CODE)),
  caste: labels(CASTES, casteName(NOT_A_CODE)),
  bloodGroup: labels(BLOOD_GROUPS, bloodGroupName(NOT_A_CODE)),
  nationality: labels(NATIONALITIES, nationalityName(NOT_A_CODE)),
  qualification: labels(QUALIFICATIONS, qualificationName(NOT_A_CODE)),
  occupation: labels(OCCUPATIONS, occupationName(NOT_A_CODE)),
};
