import { date, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, employee, work } from '../../db/schema';

/**
 * The last letter number given out per year: finishing a 证明信 bumps its year's row by one upsert,
 * which holds the row lock to the end of the finishing transaction, so two finishes at once get
 * consecutive numbers and never the same one.
 */
export const proofLetterCounter = pgTable('proof_letter_counter', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** An issued certificate letter (证明信, flow 25): one per finished work, its number unique. */
export const proofLetter = pgTable(
  'proof_letter',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    /** HRZM-2026-0001 */
    letterNo: varchar('letter_no', { length: 20 }).notNull(),
    /** applyType: 0 收入证明, 1 在职证明, 2 离职证明. */
    applyType: smallint('apply_type').notNull(),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    /** Business date of issue (Asia/Shanghai). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('proof_letter_work_uq').on(t.workId), uniqueIndex('proof_letter_no_uq').on(t.letterNo)],
);
