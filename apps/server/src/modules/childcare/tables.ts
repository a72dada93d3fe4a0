import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, createdAt, employee, updatedAt } from '../../db/schema';

/**
 * 育儿假 rules: days per year per child in a province (city '' ) or a city with its own rule,
 * until the child's `max_age` birthday, in force from `effective_from` to `effective_to` (null:
 * open-ended). Periods of one area never overlap: checked under a transaction advisory lock on
 * the area (childcare-rules.service.ts); the unique index holds the part an index can (two rules of
 * one area never start on the same day).
 */
export const childcareRule = pgTable(
  'childcare_rule',
  {
    id: serial('id').primaryKey(),
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull().default(''),
    daysPerYear: integer('days_per_year').notNull(),
    maxAge: smallint('max_age').notNull().default(3),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('childcare_rule_area_from_uq').on(t.province, t.city, t.effectiveFrom),
    check('childcare_rule_period_check', sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`),
    check('childcare_rule_days_check', sql`${t.daysPerYear} between 1 and 30`),
    check('childcare_rule_age_check', sql`${t.maxAge} between 1 and 6`),
  ],
);

/** An employee's child (name, birth date); deleting sets `deleted_at`. One live row per name and birth date. */
export const employeeChild = pgTable(
  'employee_child',
  {
    id: serial('id').primaryKey(),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    name: varchar('name', { length: 32 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('employee_child_live_uq').on(t.employeeRef, t.name, t.birthDate).where(sql`${t.deletedAt} is null`),
    // The employee list: live children by birth date (its default order).
    index('employee_child_live_birth_idx').on(t.birthDate, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One use of childcare leave for a child: dates within one year, days in half-day steps. The
 * balance is checked under the child's row lock. Cancelling sets `cancelled_at` (and why).
 */
export const childcareUse = pgTable(
  'childcare_use',
  {
    id: serial('id').primaryKey(),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    childId: integer('child_id')
      .notNull()
      .references(() => employeeChild.id),
    year: smallint('year').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: numeric('days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: integer('cancelled_by').references(() => appUser.id),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('childcare_use_child_idx').on(t.childId, t.year),
    index('childcare_use_employee_idx').on(t.employeeRef, t.startDate),
    // The record list: live uses by start date (its default order).
    index('childcare_use_live_start_idx').on(t.startDate, t.id).where(sql`${t.cancelledAt} is null`),
    check('childcare_use_period_check', sql`${t.endDate} >= ${t.startDate}`),
    check('childcare_use_days_check', sql`${t.days} > 0 and ${t.days} * 2 = floor(${t.days} * 2)`),
    check(
      'childcare_use_year_check',
      sql`extract(year from ${t.startDate}) = ${t.year} and extract(year from ${t.endDate}) = ${t.year}`,
    ),
  ],
);
