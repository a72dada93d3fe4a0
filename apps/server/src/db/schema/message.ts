// Messages to users (notices of the workflow and of jobs).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { appUser } from './identity';

export const message = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    link: varchar('link', { length: 500 }),
    /** The work the message is about: opening or handling it marks the message read. */
    workId: integer('work_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_user_idx').on(t.userId, t.isRead, t.createdAt),
    index('message_unread_work_idx').on(t.userId, t.workId).where(sql`${t.isRead} = false`),
  ],
);
