// The system log: who changed what, from where.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/**
 * Who saw whose sensitive personal data, how and why (个人信息保护法, issue 38): each value revealed
 * in clear, each export with sensitive data, each document printing an identity number. Written in
 * the transaction of what it records; never updated (系统管理 → 个人信息访问记录, and the person's
 * own record).
 */
export const piiAccessLog = pgTable(
  'pii_access_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    /** reveal | export | document */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The person whose data it is, when it is one person. */
    employeeRef: integer('employee_ref'),
    /** 张三（E100006）, or how many people an export held. */
    subjectText: varchar('subject_text', { length: 200 }).notNull(),
    /** The fields, by their names in PERSONAL_FIELDS. */
    fields: varchar('fields', { length: 64 }).array().notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    /** Where: the page, export or document, as people read it. */
    place: varchar('place', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pii_access_log_created_idx').on(t.createdAt, t.id),
    index('pii_access_log_employee_idx').on(t.employeeRef, t.createdAt).where(sql`${t.employeeRef} is not null`),
  ],
);

/**
 * The sealing pass over stored personal data (db/pii-reseal.ts) that found nothing left in clear:
 * every later write seals, so a start skips the walk over the whole work table once this holds a
 * row. `npm run pii:rotate` (which also seals anything clear a bulk load by SQL left) records it too.
 */
export const piiSealPass = pgTable('pii_seal_pass', {
  /** 'clear': no value is stored in clear. */
  kind: varchar('kind', { length: 16 }).primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
