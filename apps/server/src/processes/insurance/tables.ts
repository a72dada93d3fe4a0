import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { macExpression, sealedText } from '../../db/pii-crypto';
import { createdAt, employee, work } from '../../db/schema';

/**
 * A child added (or being added) to the company's child insurance (少儿险增加, flow 21): written
 * when the work starts, marked finished when it finishes (insured from `start_month`), deleted
 * when it is terminated. A child is insured once: the identity number is unique.
 */
export const childInsurance = pgTable(
  'child_insurance',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    childName: text('child_name').notNull(),
    /** Sealed at rest (db/pii-crypto.ts); one child insured once is unique on its mac. */
    childIdNumber: sealedText('child_id_number').notNull(),
    relation: varchar('relation', { length: 16 }).notNull(),
    /** YYYY-MM. */
    startMonth: varchar('start_month', { length: 7 }).notNull(),
    /** running | finished (a terminated addition is deleted). */
    status: varchar('status', { length: 16 }).notNull().default('running'),
    finishedDate: varchar('finished_date', { length: 10 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('child_insurance_work_uq').on(t.workId),
    uniqueIndex('child_insurance_child_uq')
      .on(macExpression(t.childIdNumber))
      .where(sql`${t.childIdNumber} like 'p1.%'`),
  ],
);
