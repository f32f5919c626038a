import { z } from 'zod';
import { accessActionSchema } from '../access-log';
import { MATCH_LEVELS, PRECHECK_SOURCES } from '../schemas/duplicate-match';
import { recordedConsentSchema, registrationRecordSchema } from '../schemas/registration-record';
import { deliverySchema } from '../schemas/review';
import { collectionRequestSchema } from './collection-requests';
import { languageCodeSchema } from './preferences';

/**
 * GET /api/registrations/:id/subject-export (ADR 056): everything the portal holds about one
 * person, for the data principal's right of access (DPDP Act 2023, section 11), as JSON or as a
 * readable PDF.
 */
export const SUBJECT_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type SubjectExportFormat = (typeof SUBJECT_EXPORT_FORMATS)[number];

export const subjectExportQuerySchema = z.object({
  format: z.enum(SUBJECT_EXPORT_FORMATS).default('json'),
  /**
   * The PDF's language (ADR 050's rule): the web sends the language on screen; without it the
   * account's saved language, else English. The JSON's field names are the same in both.
   */
  lang: languageCodeSchema
    .optional()
    .describe("The PDF's words in this language; else the account's saved language, else en"),
});
export type SubjectExportQuery = z.input<typeof subjectExportQuerySchema>;

/** The answer: the file itself (application/json or application/pdf), not a JSON answer. */
export const subjectExportFileSchema = z
  .unknown()
  .describe('The file: the JSON document described by subjectExportSchema, or a PDF');

/** What the file says it is: a reader (a program) checks these two before anything else. */
export const SUBJECT_EXPORT_SCHEMA_NAME = 'form-a-portal/subject-export';
/**
 * Raised when a field is removed or changes meaning; a field added keeps the version (a reader
 * ignores what it does not know).
 */
export const SUBJECT_EXPORT_VERSION = 1;

/** A portal account as the export names it: a member of staff, never another data principal. */
const staffSchema = z.object({
  uid: z.string().nullable(),
  name: z.string(),
  role: z.string(),
});

/** The photo itself: the stored bytes, as uploaded and re-encoded by the portal. */
const photoSchema = z.object({
  /** the record's photo address, as in `record.photo` */
  path: z.string(),
  mediaType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  base64: z.string(),
});

/** A step of the record's history (the audit log), with its note. */
const historyStepSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  actorName: z.string(),
  role: z.string(),
  note: z.string(),
  /**
   * A step whose note named other people (a reviewer's duplicate acknowledgement names the
   * records it was compared with): the note is left out and this says how many were named.
   */
  otherRecordsWithheld: z.number().int().optional(),
});
export type SubjectHistoryStep = z.infer<typeof historyStepSchema>;

/** One read of the person's full details (the access log, ADR 054). */
const accessEntrySchema = z.object({
  at: z.string(),
  userUid: z.string(),
  userName: z.string(),
  role: z.string(),
  action: z.union([accessActionSchema, z.string()]),
});

/** A hand-off or request to the collection service about this record, with every attempt. */
const subjectDeliverySchema = deliverySchema.extend({
  /** what was sent: this person's approved record, or a request about it */
  payload: z.unknown(),
  attemptLog: z.array(
    z.object({
      at: z.string(),
      statusCode: z.number().int().nullable(),
      error: z.string().nullable(),
      durationMs: z.number().int(),
    }),
  ),
});

/**
 * A duplicate pre-check of someone else's application that matched this person (ADR 045): who
 * ran it and how alike. The person typed into that check is not stored, so nothing of them is here.
 */
const duplicateCheckSchema = z.object({
  at: z.string(),
  level: z.enum(MATCH_LEVELS),
  source: z.enum(PRECHECK_SOURCES),
  by: staffSchema.extend({ branch: z.string().nullable() }),
});

/** A notification staff were sent about this record (the bell, and its email when chosen). */
const notificationSchema = z.object({
  at: z.string(),
  kind: z.string(),
  toName: z.string(),
  toRole: z.string().nullable(),
});

/**
 * The consent recorded at intake (ADR 053), as the record read answers it; null when none was
 * recorded (records from before consent was asked).
 */
const consentSchema = recordedConsentSchema.nullable();

export const subjectExportSchema = z.object({
  schema: z.literal(SUBJECT_EXPORT_SCHEMA_NAME),
  version: z.literal(SUBJECT_EXPORT_VERSION),
  generatedAt: z.string(),
  generatedBy: staffSchema,
  /** the data fiduciary: the organisation that runs the portal (ORG_TITLE) */
  organisation: z.string(),
  /** every field of the record, as the record read answers it */
  record: registrationRecordSchema,
  photo: photoSchema.nullable(),
  consent: consentSchema,
  history: z.array(historyStepSchema),
  accessLog: z.array(accessEntrySchema),
  deliveries: z.array(subjectDeliverySchema),
  requests: z.array(collectionRequestSchema),
  duplicateChecks: z.array(duplicateCheckSchema),
  notifications: z.array(notificationSchema),
});
export type SubjectExport = z.infer<typeof subjectExportSchema>;
