import { z } from 'zod';
import { messageRef } from '../message-ref';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  REGISTRATION_FILTER_FIELDS,
  REGISTRATION_FILTER_OPERATORS,
  REGISTRATION_SORT_FIELDS,
  REGISTRATION_VIEW_NAMES,
} from '../registration-views';
import { CONSENT_REQUIRED, consentSchema } from '../privacy-notice';
import {
  recordedConsentSchema,
  registrationLogSchema,
  registrationRecordSchema,
  type RegistrationRecord,
} from '../schemas/registration-record';
import {
  registrationSummarySchema,
  type RegistrationSummary,
} from '../schemas/registration-summary';

// The route checks only the envelope; the server's service parses the untouched form values
// with the schema of the action (the draft schema, or the full submit schema plus registry
// look-ups), because a schema that fills defaults must not run twice.
const FORM_VALUES_NOTE =
  'The other properties are the Form-A values in camelCase (see the application schema in packages/domain), dates as yyyy-mm-dd.';

export const CREATE_ACTIONS = ['draft', 'submit'] as const;
export type CreateAction = (typeof CREATE_ACTIONS)[number];
export const UPDATE_ACTIONS = ['draft', 'submit', 'resubmit'] as const;
export type UpdateAction = (typeof UPDATE_ACTIONS)[number];

/**
 * A save the wizard made by itself as the secretary typed (ADR 051): stored like a Draft, with
 * its revision, but no history entry, so the history keeps the steps people took. Only with
 * action 'draft'.
 */
const autosaveFlag = z
  .boolean()
  .optional()
  .describe(
    "true: the wizard's own save while typing; stored like a draft, without a history entry",
  );
const autosaveOnlyForDraft = (body: { action: string; autosave?: boolean | undefined }) =>
  body.autosave !== true || body.action === 'draft';
const AUTOSAVE_ONLY_FOR_DRAFT = {
  path: ['autosave'],
  message: messageRef('record.autosaveOnlyForDraft'),
};

/**
 * The seeker's consent to the privacy notice (ADR 053): required by a submit; by a resubmit only
 * when the record holds none (the server checks that); a draft may be saved without it.
 */
const consentField = consentSchema
  .optional()
  .describe(
    'The privacy notice shown to the seeker and its language; required with action "submit", and with "resubmit" when the record holds no consent',
  );
const consentWithSubmit = (body: { action: string; consent?: unknown }) =>
  body.action !== 'submit' || body.consent !== undefined;
const CONSENT_WITH_SUBMIT = { path: ['consent'], message: CONSENT_REQUIRED };

/** POST /api/registrations */
export const createRegistrationBodySchema = z
  .looseObject({ action: z.enum(CREATE_ACTIONS), autosave: autosaveFlag, consent: consentField })
  .refine(autosaveOnlyForDraft, AUTOSAVE_ONLY_FOR_DRAFT)
  .refine(consentWithSubmit, CONSENT_WITH_SUBMIT)
  .describe(FORM_VALUES_NOTE);

/** PUT /api/registrations/:id: name the revision read; a stale one is 409 STALE_REVISION. */
export const updateRegistrationBodySchema = z
  .looseObject({
    action: z.enum(UPDATE_ACTIONS),
    revision: z.number().int().positive(),
    autosave: autosaveFlag,
    consent: consentField,
  })
  .refine(autosaveOnlyForDraft, AUTOSAVE_ONLY_FOR_DRAFT)
  .refine(consentWithSubmit, CONSENT_WITH_SUBMIT)
  .describe(FORM_VALUES_NOTE);

/**
 * POST /api/registrations/:id/discard (ADR 051): drop a draft of the own branch. Name the
 * revision read; a stale one is 409 STALE_REVISION, a record no longer a draft 409 too.
 */
export const discardRegistrationBodySchema = z.object({
  revision: z.number().int().positive(),
});
export type DiscardRegistrationBody = z.infer<typeof discardRegistrationBodySchema>;

/** What a discard answers: the alert text (and its key) and the record that is gone. */
export const discardedRegistrationSchema = z.object({
  message: z.string(),
  messageKey: z.string(),
  id: z.number().int(),
});
export type DiscardedRegistration = z.infer<typeof discardedRegistrationSchema>;

/** What POST and PUT answer: the alert text of the action and the stored record. */
export const savedRegistrationSchema = z.object({
  message: z.string(),
  registration: registrationRecordSchema,
});
export type SavedRegistration = z.infer<typeof savedRegistrationSchema>;

/** GET /api/registrations */
export const registrationListQuerySchema = z.object({
  view: z.enum(REGISTRATION_VIEW_NAMES).default('mine'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(REGISTRATION_SORT_FIELDS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  filterField: z.enum(REGISTRATION_FILTER_FIELDS).optional(),
  filterOperator: z.enum(REGISTRATION_FILTER_OPERATORS).default('contains'),
  filterValue: z.string().max(100).optional(),
  cursor: z
    .string()
    .max(40)
    .optional()
    .describe(
      'With sort=id only: the nextCursor or prevCursor of the page you have, to read the page after or before it without an offset (any depth costs what page 1 costs). Send the page number of the page you ask for along with it.',
    ),
});
export type RegistrationListQuery = z.input<typeof registrationListQuerySchema>;

/** A listed row: the record, or its summary for a reader who may not read records (ADR 020). */
export type ListedRegistration = RegistrationRecord | RegistrationSummary;
export const isFullRecord = (row: ListedRegistration): row is RegistrationRecord => 'email' in row;

export const registrationListSchema = z.object({
  items: z.array(z.union([registrationRecordSchema, registrationSummarySchema])),
  total: z.number().int().min(0),
  totalExact: z
    .boolean()
    .default(true)
    .describe(
      'False when a filtered list has more rows than it counts (FILTERED_COUNT_CAP): total is then that cap',
    ),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  role: z.string().nullable().optional(),
  nextCursor: z
    .string()
    .nullish()
    .describe('With sort=id: the cursor of the next page (null on the last page)'),
  prevCursor: z
    .string()
    .nullish()
    .describe('With sort=id: the cursor of the previous page (null on the first page)'),
});
export type RegistrationsPage = z.infer<typeof registrationListSchema>;

/** GET /api/registrations/counts: the dashboard's tiles, scoped to the signed-in role. */
export const registrationCountsSchema = z.object({
  draft: z.number().int().min(0),
  inProcess: z.number().int().min(0),
  pendingValidation: z.number().int().min(0),
  pendingApproval: z.number().int().min(0),
  approved: z.number().int().min(0),
  returned: z.number().int().min(0),
});
export type RegistrationCountsAnswer = z.infer<typeof registrationCountsSchema>;

/**
 * GET /api/registrations/:id: the record, its history and the seeker's consent (ADR 053). The
 * consent is not part of the listed record: a list never shows it, and its page stays lean.
 */
export const registrationDetailSchema = z.object({
  registration: registrationRecordSchema,
  logs: z.array(registrationLogSchema),
  // an older server's answer has none: read as "consent not recorded"
  consent: recordedConsentSchema.nullable().default(null),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

type CountKey = keyof typeof registrationCountsSchema.shape;
const shownCount = z.number().int().min(0).optional().catch(undefined);
/**
 * The counts as the dashboard reads them: a missing, null or malformed count reads as undefined
 * and shows as 0 (spec section 8), so one bad figure does not blank the others.
 */
export const registrationCountsShownSchema = z.object(
  Object.fromEntries(
    Object.keys(registrationCountsSchema.shape).map((key) => [key, shownCount]),
  ) as Record<CountKey, typeof shownCount>,
);
export type RegistrationCounts = z.infer<typeof registrationCountsShownSchema>;
