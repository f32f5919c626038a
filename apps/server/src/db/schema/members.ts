import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The organisation's member registry (the UID service's data): initiated members and
 * approved seekers ('Jigyasu'). The portal answers the UID-service contract from it
 * when UID_SERVICE_URL is not set.
 */
export const members = pgTable(
  'members',
  {
    uid: text('uid').primaryKey(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    fatherFirstName: text('father_first_name').notNull().default(''),
    fatherMiddleName: text('father_middle_name').notNull().default(''),
    fatherLastName: text('father_last_name').notNull().default(''),
    /** date of first initiation; null for a seeker who is not initiated */
    firstDoi: date('first_doi', { mode: 'string' }),
    branch: text('branch').notNull(),
    /** 'Initiated' or 'Jigyasu' */
    status: text('status').notNull(),
    emailAddress: text('email_address').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('members_branch_idx').on(table.branch)],
);
