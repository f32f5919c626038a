import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Re-encoded applicant photos, kept in the database so that every server process serves them. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    title: text('title').notNull().default(''),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** the uploader's branch when it was uploaded: a later move of the uploader changes nothing */
    branch: text('branch').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The daily upload quota counts a user's recent photos.
  (table) => [index('photos_uploaded_by_created_at_idx').on(table.uploadedBy, table.createdAt)],
);
