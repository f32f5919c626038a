import { z } from 'zod';
import { normalizeDate } from '../dates';

/**
 * The duplicate check (spec section 3 "Duplicate match record", section 7 jigyasu_dedup_data).
 * The portal extends the organisation's match record with how alike the two people are.
 */

export const MATCH_LEVELS = ['likely', 'possible'] as const;
export const matchLevelSchema = z.enum(MATCH_LEVELS);

/** How many matches the duplicate-check dialog shows. */
export const DUPLICATE_MATCH_LIMIT = 10;

const nameField = z.string().trim().max(100).default('');

/** The data service's query string: names, the father's name in parts, and the date of birth. */
export const duplicateQuerySchema = z.object({
  first_name: nameField,
  middle_name: nameField,
  last_name: nameField,
  father_first_name: nameField,
  father_middle_name: nameField,
  father_last_name: nameField,
  /** yyyy-mm-dd (dd-mm-yyyy and dd/mm/yyyy are read too); empty when unknown */
  dob: z
    .string()
    .trim()
    .default('')
    .transform((value, context) => {
      if (value === '') return null;
      const date = normalizeDate(value);
      if (date === null) {
        context.addIssue({ code: 'custom', message: 'dob must be a date yyyy-mm-dd' });
        return z.NEVER;
      }
      return date;
    }),
});
export type DuplicateQuery = z.output<typeof duplicateQuerySchema>;

export const duplicateMatchSchema = z.object({
  branch: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** date of birth parts as written: '1985', '06', '27' (empty when unknown) */
  dob_yyyy: z.string(),
  dob_mm: z.string(),
  dob_dd: z.string(),
  father_first_name: z.string(),
  father_middle_name: z.string(),
  father_last_name: z.string(),
  /** the member's UID; null for a registration still in the pipeline */
  jig_uid: z.string().nullable(),
  /** the pending registration's record id; null for a registry member */
  registration_id: z.number().nullable(),
  /** 0–1 */
  score: z.number().min(0).max(1),
  level: matchLevelSchema,
  /** which fields matched and how, e.g. 'last name: spelling variant' */
  reasons: z.array(z.string()),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;

/** The record whose duplicates are shown: the dialog's heading. */
export const duplicateApplicantSchema = z.object({
  id: z.number(),
  uid: z.string().nullable(),
  branch: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  dob: z.string().nullable(),
  father_name: z.string(),
});
export type DuplicateApplicant = z.infer<typeof duplicateApplicantSchema>;

export const duplicatesResponseSchema = z.object({
  applicant: duplicateApplicantSchema,
  matches: z.array(duplicateMatchSchema),
});
export type DuplicatesResponse = z.infer<typeof duplicatesResponseSchema>;

/** How many records one badge request may ask about: a list page at its largest. */
export const DUPLICATE_LEVELS_MAX_IDS = 100;

/** The queue badge: each listed record's best match level, null when nothing matched. */
export const duplicateLevelsResponseSchema = z.object({
  items: z.array(z.object({ id: z.number(), level: matchLevelSchema.nullable() })),
});
export type DuplicateLevels = z.infer<typeof duplicateLevelsResponseSchema>;

export const duplicateLevelsQuerySchema = z.object({
  /** comma-separated record ids, e.g. '12,15,31' */
  ids: z
    .string()
    .trim()
    .regex(/^\d{1,15}(,\d{1,15})*$/, { error: 'ids must be record ids separated by commas' })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= DUPLICATE_LEVELS_MAX_IDS, {
      error: `at most ${DUPLICATE_LEVELS_MAX_IDS} ids`,
    }),
});

/**
 * The secretary's check before submit: the person as typed so far. A record being corrected
 * (returned) is left out of its own check by its id.
 */
export const duplicatePrecheckSchema = duplicateQuerySchema.extend({
  exclude_registration_id: z.number().int().positive().optional(),
});
export type DuplicatePrecheck = z.input<typeof duplicatePrecheckSchema>;

export const PRECHECK_SOURCES = ['registry', 'in-process'] as const;

/**
 * The history step a record gets when someone's duplicate pre-check matched its person
 * (ADR 045): no change of state, but reviewers see who asked, and how alike the person was.
 */
export const PRECHECK_HISTORY_ACTIONS = {
  likely: 'precheck-likely',
  possible: 'precheck-possible',
} as const satisfies Record<(typeof MATCH_LEVELS)[number], string>;
export type PrecheckHistoryAction =
  (typeof PRECHECK_HISTORY_ACTIONS)[keyof typeof PRECHECK_HISTORY_ACTIONS];

/** The match level of a pre-check's history step, or null for any other step. */
export function precheckLevelOf(action: string): (typeof MATCH_LEVELS)[number] | null {
  return MATCH_LEVELS.find((level) => PRECHECK_HISTORY_ACTIONS[level] === action) ?? null;
}

/**
 * The history step a reviewer's 'I checked: this is not the same person' leaves (ADR 049): no
 * change of state; who and when, and in its note the likely matches it was given against.
 */
export const DUPLICATE_ACKNOWLEDGED_ACTION = 'duplicate-acknowledged';

/** A likely match as that step's note names it: the member's UID, or '#id' of a pending record. */
export function matchReference(match: Pick<DuplicateMatch, 'jig_uid' | 'registration_id'>): string {
  return match.jig_uid ?? `#${match.registration_id ?? ''}`;
}

/**
 * Only whether and where: the secretary may not read other branches' people (ADR 020), and
 * needs no more to stop and ask the seeker.
 */
export const duplicatePrecheckResponseSchema = z.object({
  warning: z.object({ level: z.literal('likely'), source: z.enum(PRECHECK_SOURCES) }).nullable(),
});
export type DuplicatePrecheckResult = z.infer<typeof duplicatePrecheckResponseSchema>;
