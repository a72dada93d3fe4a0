import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { appUser, createdAt, shop, work } from '../../db/schema';

/**
 * A holiday head-office HR opens (节日礼品, flow 22): every store answers it once by a work of
 * flow 22 until the deadline; closing it finishes the confirmed answers. Gift value in cents.
 */
export const holiday = pgTable(
  'holiday',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    present: varchar('present', { length: 100 }).notNull(),
    giftValueCents: integer('gift_value_cents').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 10, enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => appUser.id),
    createdAt: createdAt(),
    closedBy: integer('closed_by').references(() => appUser.id),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One open holiday of a name (a closed 2026春节 does not block the next year's list by that name).
    uniqueIndex('holiday_open_name_uq').on(t.name).where(sql`${t.status} = 'open'`),
    index('holiday_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A store's answer to a holiday: one per (holiday, store), inserted with the work at its start
 * and deleted when the work is terminated, so the unique index is the "one per store" rule.
 */
export const holidaySubmission = pgTable(
  'holiday_submission',
  {
    id: serial('id').primaryKey(),
    holidayId: integer('holiday_id')
      .notNull()
      .references(() => holiday.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shop.id),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    realNumber: integer('real_number').notNull(),
    status: varchar('status', { length: 10, enum: ['running', 'finished'] })
      .notNull()
      .default('running'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('holiday_submission_store_uq').on(t.holidayId, t.shopId),
    uniqueIndex('holiday_submission_work_uq').on(t.workId),
  ],
);
