import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { copiesOrgPath } from '../../db/org-path-copies';
import { createdAt, employee, shop, work } from '../../db/schema';

/** A booked deduction (amounts in cents), one per finished 失物扣款 work, for the month's payroll. */
export const deduction = pgTable(
  'deduction',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    shopId: integer('shop_id').references(() => shop.id),
    orgPath: text('org_path').notNull(),
    deductionsMonth: varchar('deductions_month', { length: 7 }).notNull(),
    lostDdeductions: integer('lost_deductions_cents').notNull().default(0),
    workClothesDeductions: integer('work_clothes_deductions_cents').notNull().default(0),
    marketMealFeeDeductions: integer('market_meal_fee_deductions_cents').notNull().default(0),
    marketFineDeductions: integer('market_fine_deductions_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deduction_work_uq').on(t.workId),
    // 失物扣款列表 in its default order (month, newest first; id breaks ties) and its month range.
    index('deduction_month_idx').on(t.deductionsMonth, t.id),
    // The interface centre's payroll export: the deductions booked in a window.
    index('deduction_created_idx').on(t.createdAt),
    index('deduction_org_path_idx').using('btree', sql`${t.orgPath} text_pattern_ops`),
  ],
);

copiesOrgPath(deduction.orgPath);
