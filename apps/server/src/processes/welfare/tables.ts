import { integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, employee, work } from '../../db/schema';

/**
 * One benefit claim per event (婚育福利, flow 20): written when the work starts, deleted when it
 * is terminated (the event may be claimed again), kept when it finishes with the amount booked.
 * `event_key` is the marriage date (category 0) or the child's trimmed name (category 1); the
 * unique index makes "one benefit per event" hold however many starts run at once.
 */
export const welfareClaim = pgTable(
  'welfare_claim',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    category: smallint('category').notNull(),
    eventKey: text('event_key').notNull(),
    /** Booked by head office at 2002, in cents; null until the work finishes. */
    amountCents: integer('amount_cents'),
    /** The business date the work finished. */
    finishedDate: varchar('finished_date', { length: 10 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('welfare_claim_work_uq').on(t.workId),
    // Also what the 12-month rule reads: an employee's marriages by date.
    uniqueIndex('welfare_claim_event_uq').on(t.employeeRef, t.category, t.eventKey),
  ],
);
