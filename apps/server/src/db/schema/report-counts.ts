import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Records per (month created, branch, status) for the reports (ADR 073). Triggers on
 * registrations keep it in the transaction of every write (migration 0028), so no code path
 * writes it; the months are in report_counts_zone's time zone. A write adds to one of 16 shards
 * (1 … 16) and compactCounts folds them into shard 0; the sum over the shards is the count.
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    /** the first day of the month the record was created in */
    month: date('month', { mode: 'string' }).notNull(),
    branch: text('branch').notNull(),
    status: smallint('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('report_counts_pk').on(table.month, table.branch, table.status, table.shard),
    // one branch's months (a secretary's reports) without reading every branch's
    index('report_counts_branch_idx').on(table.branch, table.month),
  ],
);

/** The one time zone report_counts' months are in; the reports rebuild them for another. */
export const reportCountsZone = pgTable(
  'report_counts_zone',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (table) => [check('report_counts_zone_one_row_check', sql`${table.id} = 1`)],
);
