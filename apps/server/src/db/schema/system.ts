// The system log: who changed what, from where.
import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const systemLog = pgTable(
  'system_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 64 }),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 200 }),
    summary: jsonb('summary'),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('system_log_created_idx').on(t.createdAt), index('system_log_user_idx').on(t.userId, t.createdAt)],
);
