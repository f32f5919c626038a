import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A branch secretary's request to move a member or seeker to another branch. */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    /** 'Requested' | 'Approved' | 'Rejected' */
    status: text('status').notNull().default('Requested'),
    currentBranch: text('current_branch').notNull(),
    movingToBranch: text('moving_to_branch').notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    attendance: text('attendance').notNull(),
    behaviour: text('behaviour').notNull(),
    otherBehaviourInput: text('other_behaviour_input').notNull().default(''),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2').notNull(),
    addressLine3: text('address_line_3').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedByBranch: text('requested_by_branch').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decisionNote: text('decision_note').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // At most one open request per person, enforced by the database under concurrency.
    uniqueIndex('transfer_requests_one_open_per_uid')
      .on(table.uid)
      .where(sql`${table.status} = 'Requested'`),
    index('transfer_requests_branch_idx').on(table.requestedByBranch, table.id.desc()),
    index('transfer_requests_current_branch_idx').on(table.currentBranch, table.id.desc()),
    index('transfer_requests_status_idx').on(table.status, table.id.desc()),
  ],
);

/** Append-only history of each request. */
export const transferLogs = pgTable(
  'transfer_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transferRequests.id),
    action: text('action').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorName: text('actor_name').notNull(),
    role: text('role').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transfer_logs_transfer_idx').on(table.transferId, table.id)],
);
