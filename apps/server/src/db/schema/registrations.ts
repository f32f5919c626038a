import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** One Form-A application, from draft to approval (spec section 3). */
export const registrations = pgTable(
  'registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    status: smallint('status').notNull(),
    branch: text('branch').notNull(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    fatherUid: text('father_uid').notNull().default(''),
    fatherTitle: text('father_title').notNull().default(''),
    fatherName: text('father_name').notNull().default(''),
    motherUid: text('mother_uid').notNull().default(''),
    motherTitle: text('mother_title').notNull().default(''),
    motherName: text('mother_name').notNull().default(''),
    spouseUid: text('spouse_uid').notNull().default(''),
    spouseTitle: text('spouse_title').notNull().default(''),
    spouseName: text('spouse_name').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    country: text('country').notNull().default('IN'),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    caste: text('caste').notNull().default(''),
    qualification: text('qualification').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    designation: text('designation').notNull().default(''),
    organization: text('organization').notNull().default(''),
    bloodGroup: text('blood_group').notNull().default(''),
    photo: text('photo').notNull().default(''),
    bySecyVerification: boolean('by_secy_verification').notNull().default(false),
    note: text('note').notNull().default(''),
    /** the official Jigyasu ID, set once on approval */
    jigyasuUid: text('jigyasu_uid'),
    jigyasuSequence: bigint('jigyasu_sequence', { mode: 'number' }),
    /** optimistic concurrency: every write must name the revision it read */
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * The seeker's consent to the privacy notice (ADR 053), recorded by the submit: the version
     * and language shown, the account that recorded it and when. All null (a check constraint)
     * on a draft and on every record from before consent was asked for.
     */
    consentNoticeVersion: text('consent_notice_version'),
    consentLanguage: text('consent_language'),
    consentRecordedBy: integer('consent_recorded_by').references(() => users.id),
    consentRecordedAt: timestamp('consent_recorded_at', { withTimezone: true }),
    /**
     * The tombstone of an erased record (status 9, ADR 055): when, by whom (the account, null
     * for the retention job; and the name, 'Retention' for it) and why. Null on every other
     * record (a check constraint).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    erasedBy: integer('erased_by').references(() => users.id),
    erasedByName: text('erased_by_name'),
    erasureReason: text('erasure_reason'),
  },
  (table) => [
    // The list views: a branch's records by status, every branch's by status, newest first.
    index('registrations_branch_status_id_idx').on(table.branch, table.status, table.id.desc()),
    index('registrations_status_id_idx').on(table.status, table.id.desc()),
    index('registrations_branch_id_idx').on(table.branch, table.id.desc()),
    // The reports (ADR 033): counts by month, branch and status of the records created in a
    // period are read from this index alone, without visiting the table.
    index('registrations_created_branch_status_idx').on(
      table.createdAt,
      table.branch,
      table.status,
    ),
    // Stage age: the records waiting in a state and since when (every write sets updated_at,
    // and only drafts are written without changing state). Approved records never wait.
    index('registrations_waiting_since_idx')
      .on(table.status, table.updatedAt, table.branch)
      .where(sql`${table.status} <> 3`),
    uniqueIndex('registrations_jigyasu_uid_key').on(table.jigyasuUid),
    uniqueIndex('registrations_jigyasu_sequence_key').on(table.jigyasuSequence),
    index('registrations_first_name_trgm_idx').using(
      'gin',
      sql`lower(${table.firstName}) gin_trgm_ops`,
    ),
    index('registrations_last_name_trgm_idx').using(
      'gin',
      sql`lower(${table.lastName}) gin_trgm_ops`,
    ),
    // Who may see a photo depends on the record that shows it (ADR 020): one look-up per photo.
    index('registrations_photo_idx')
      .on(table.photo, table.branch)
      .where(sql`${table.photo} <> ''`),
    check(
      'registrations_consent_whole_check',
      sql`(${table.consentNoticeVersion} IS NULL AND ${table.consentLanguage} IS NULL AND ${table.consentRecordedBy} IS NULL AND ${table.consentRecordedAt} IS NULL) OR (${table.consentNoticeVersion} IS NOT NULL AND ${table.consentLanguage} IN ('en', 'hi') AND ${table.consentRecordedBy} IS NOT NULL AND ${table.consentRecordedAt} IS NOT NULL)`,
    ),
    check(
      'registrations_erasure_check',
      sql`(${table.status} = 9) = (${table.erasedAt} IS NOT NULL AND ${table.erasedByName} IS NOT NULL AND ${table.erasureReason} IS NOT NULL)`,
    ),
  ],
);

/** Append-only history of every state change (a trigger refuses UPDATE and DELETE). */
export const registrationLogs = pgTable(
  'registration_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => registrations.id),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** null only for the server's own steps (role 'SYSTEM': the retention job, ADR 051) */
    actorId: integer('actor_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    role: text('role').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registration_logs_registration_idx').on(table.registrationId, table.id),
    check(
      'registration_logs_actor_check',
      sql`${table.actorId} IS NOT NULL OR ${table.role} = 'SYSTEM'`,
    ),
  ],
);

/**
 * Records per (branch, status), kept in the same transaction as every status change so the
 * dashboards never count millions of rows.
 */
export const registrationCounts = pgTable(
  'registration_counts',
  {
    branch: text('branch').notNull(),
    status: smallint('status').notNull(),
    /** one of COUNT_SHARDS rows per (branch, status): see moveCount */
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [uniqueIndex('registration_counts_pk').on(table.branch, table.status, table.shard)],
);

/**
 * The same counters summed over every branch, kept by the same writes: the all-branch
 * dashboards and lists read a few rows here instead of summing one row per branch (over
 * 2,000 at several hundred branches; bench/RESULTS.md, "Figures behind code comments").
 */
export const registrationStatusTotals = pgTable(
  'registration_status_totals',
  {
    status: smallint('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [uniqueIndex('registration_status_totals_pk').on(table.status, table.shard)],
);
