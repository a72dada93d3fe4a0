// Uploaded attachments.
import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { appUser } from './identity';

export const attachment = pgTable(
  'attachment',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    byteLength: bigint('byte_length', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Owner reference, e.g. a work or an employee. */
    ownerKind: varchar('owner_kind', { length: 32 }),
    ownerId: integer('owner_id'),
    uploadedBy: integer('uploaded_by').references(() => appUser.id),
    /** When the retention job deleted the bytes of an anonymised person's file (the row stays, named). */
    purgedAt: timestamp('purged_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachment_owner_idx').on(t.ownerKind, t.ownerId),
    // The per-user upload quota sums a user's recent uploads.
    index('attachment_uploader_idx').on(t.uploadedBy, t.createdAt),
  ],
);
