import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** null until an administrator grants one */
    role: text('role'),
    branch: text('branch'),
    active: boolean('active').notNull().default(true),
    /** 'en' or 'hi' once the user has chosen in the language switch; null until then */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in accepts either identifier in any case, so uniqueness is case-insensitive.
    uniqueIndex('users_uid_lower_key').on(sql`lower(${table.uid})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_name_idx').on(table.name),
  ],
);
