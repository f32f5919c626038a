import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who took which list out of the portal, with which filter and sort, and when (ADR 033):
 * append-only like the other logs. The filter is what the user typed into the list's filter,
 * which may be a name: it stays in this table, never in the server log.
 */
export const exportLogs = pgTable(
  'export_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    /** the list view (REGISTRATION_VIEWS) */
    view: text('view').notNull(),
    format: text('format').notNull(),
    /** 'record' or 'summary': which columns the file had */
    columns: text('columns').notNull(),
    /** the branch the rows were limited to (a secretary's own), or null for every branch */
    branch: text('branch'),
    /** sort, order and filter as the request gave them */
    query: jsonb('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('export_logs_user_idx').on(table.userId, table.id.desc())],
);
