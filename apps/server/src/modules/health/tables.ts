import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser, attachment, createdAt, employee, work } from '../../db/schema';

/**
 * 健康证: one row per certificate of an employee (start, end, remark, the scan). Deleting sets
 * `deleted_at` (the system log keeps who and why); deleted rows count for nothing. Periods of one
 * employee never overlap (checked under the employee's row lock, see health.service.ts); the two
 * partial unique indexes hold the part of that rule an index can: no two live certificates of
 * one person start, or end, on the same day. The employee's current end date is kept in
 * `employee.health_end_date` in the same transaction (`refreshCurrentEnd`).
 */
export const healthCertificate = pgTable(
  'health_certificate',
  {
    id: serial('id').primaryKey(),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    /** The scan (image or PDF); its attachment row's owner is this certificate. */
    attachmentId: integer('attachment_id').references(() => attachment.id),
    /** The 健康证更新 work (flow 38) that wrote it; null when entered in the registry or imported. */
    workId: integer('work_id').references(() => work.id),
    createdBy: integer('created_by').references(() => appUser.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: integer('deleted_by').references(() => appUser.id),
  },
  (t) => [
    index('health_certificate_employee_idx').on(t.employeeRef, t.endDate),
    uniqueIndex('health_certificate_live_start_uq').on(t.employeeRef, t.startDate).where(sql`${t.deletedAt} is null`),
    uniqueIndex('health_certificate_live_end_uq').on(t.employeeRef, t.endDate).where(sql`${t.deletedAt} is null`),
    uniqueIndex('health_certificate_work_uq').on(t.workId).where(sql`${t.workId} is not null`),
    check('health_certificate_period_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
