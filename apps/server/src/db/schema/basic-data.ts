// Tables of the Basic data section: contracts, performance, three periods, salary, violations.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { employee } from './employee';
import { attachment } from './file';
import { appUser } from './identity';
import { work } from './workflow';

const employeeRef = () =>
  integer('employee_ref')
    .notNull()
    .references(() => employee.id);
const createdBy = () => integer('created_by').references(() => appUser.id);

/**
 * Labour contracts of an employee (劳动合同). `sequence` counts the employee's contracts (1st, 2nd …);
 * an open-ended contract (无固定期限) has no end date. The latest contract's dates are copied to
 * employee.contract_begin_date / contract_end_date.
 */
export const employeeContract = pgTable(
  'employee_contract',
  {
    id: serial('id').primaryKey(),
    employeeRef: employeeRef(),
    contractType: varchar('contract_type', { length: 16 })
      .notNull()
      .$type<'fixed' | 'open_ended' | 'internship' | 'labour_service'>(),
    sequence: smallint('sequence').notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** The contract ends inside a three-period (三期) and is extended by law. */
    isThreePeriods: boolean('is_three_periods').notNull().default(false),
    /** Transfer-sign status (转签) of spec §4: 1 waiting sync, 2 transferring, 3 success, 4 failed. */
    transferSignStatus: smallint('transfer_sign_status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    /** The contract renewal (flow 14) that created it. */
    workId: integer('work_id'),
    createdBy: createdBy(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_contract_sequence_uq').on(t.employeeRef, t.sequence),
    // One contract per renewal work.
    uniqueIndex('employee_contract_work_uq').on(t.workId).where(sql`${t.workId} is not null`),
    index('employee_contract_end_idx').on(t.endDate),
  ],
);

/** Performance reviews: one per employee and period (2026-Q3, 2026-H1 or a year). */
export const employeePerformance = pgTable(
  'employee_performance',
  {
    id: serial('id').primaryKey(),
    employeeRef: employeeRef(),
    period: varchar('period', { length: 8 }).notNull(),
    grade: varchar('grade', { length: 1 }).notNull().$type<'S' | 'A' | 'B' | 'C' | 'D'>(),
    score: numeric('score', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    reviewer: varchar('reviewer', { length: 32 }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: createdBy(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_performance_period_uq').on(t.employeeRef, t.period),
    index('employee_performance_period_idx').on(t.period),
  ],
);

/** Pregnancy, maternity leave and nursing (三期) of a female employee. */
export const threePeriod = pgTable(
  'three_period',
  {
    id: serial('id').primaryKey(),
    employeeRef: employeeRef(),
    kind: varchar('kind', { length: 16 }).notNull().$type<'pregnancy' | 'maternity' | 'nursing'>(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    childBirthDate: date('child_birth_date', { mode: 'string' }),
    remark: text('remark').notNull().default(''),
    createdBy: createdBy(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('three_period_employee_idx').on(t.employeeRef, t.beginDate)],
);

/** One salary import: applied as a whole, or rejected with its per-row errors kept for download. */
export const salaryImportBatch = pgTable(
  'salary_import_batch',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().$type<'applied' | 'rejected'>(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').notNull().default([]).$type<{ row: number; column: string; message: string }[]>(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [index('salary_import_batch_user_idx').on(t.createdBy, t.createdAt)],
);

/**
 * Salary adjustments (调薪). Amounts in cents; basis 0 pre-tax monthly, 1 pre-tax yearly (spec §9).
 * One adjustment per employee and effective date; the previous amount is the one in force before.
 */
export const salaryAdjustment = pgTable(
  'salary_adjustment',
  {
    id: serial('id').primaryKey(),
    employeeRef: employeeRef(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    basis: smallint('basis').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    previousBasis: smallint('previous_basis'),
    previousAmountCents: bigint('previous_amount_cents', { mode: 'number' }),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    importBatchId: integer('import_batch_id').references(() => salaryImportBatch.id),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('salary_adjustment_employee_date_uq').on(t.employeeRef, t.effectiveDate),
    index('salary_adjustment_date_idx').on(t.effectiveDate),
    index('salary_adjustment_batch_idx').on(t.importBatchId),
  ],
);

/** Disciplinary records (违纪): written warning, serious written warning, contract termination. */
export const violation = pgTable(
  'violation',
  {
    id: serial('id').primaryKey(),
    employeeRef: employeeRef(),
    violationDate: date('violation_date', { mode: 'string' }).notNull(),
    punishment: varchar('punishment', { length: 32 })
      .notNull()
      .$type<'written_warning' | 'serious_written_warning' | 'termination'>(),
    description: text('description').notNull(),
    /** The 员工违纪 work (flow 30) whose finishing recorded it; null for a record entered here. */
    workId: integer('work_id').references(() => work.id),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('violation_employee_idx').on(t.employeeRef, t.violationDate),
    // A finished violation work is recorded once, however its finishing is retried.
    uniqueIndex('violation_work_uq').on(t.workId).where(sql`${t.workId} is not null`),
  ],
);

/** Files uploaded through /api/File/UploadSingle and attached to a violation, in upload order. */
export const violationAttachment = pgTable(
  'violation_attachment',
  {
    violationId: integer('violation_id')
      .notNull()
      .references(() => violation.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachment.id),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.violationId, t.attachmentId] })],
);
