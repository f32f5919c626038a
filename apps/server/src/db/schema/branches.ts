import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** ISO 3166-1 alpha-2 */
  country: text('country').notNull().default('IN'),
  active: boolean('active').notNull().default(true),
});
