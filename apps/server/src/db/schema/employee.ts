// People and the history of every change to them.
import type { TEmployeeHistoryKind } from '@hris/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { copiesOrgPath } from '../org-path-copies';
import { macExpression, sealedText } from '../pii-crypto';
import { createdAt, updatedAt } from './columns';
import { orgUnit, position, shop } from './org';

export const employee = pgTable(
  'employee',
  {
    id: serial('id').primaryKey(),
    /** The employee number people type and see (工号). */
    employeeId: varchar('employee_id', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull().$type<'M' | 'F'>(),
    /** Sealed at rest (db/pii-crypto.ts): the code reads and writes the clear number. */
    identityNumber: sealedText('identity_number').notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 128 }),
    birthDate: date('birth_date', { mode: 'string' }),
    employeeType: varchar('employee_type', { length: 8 }).notNull().$type<'store' | 'office'>(),
    /** 0 resigned, 1 active, 2 transferred, 3 onboarding, 4 resigning (spec §4). */
    status: smallint('status').notNull(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnit.id),
    /** Copy of the org unit's path, kept in step with orgUnitId, for one-predicate scope filters. */
    orgPath: text('org_path').notNull(),
    shopId: integer('shop_id').references(() => shop.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => position.id),
    rank: varchar('rank', { length: 16 }).notNull().default(''),
    entryDate: date('entry_date', { mode: 'string' }),
    probationBeginDate: date('probation_begin_date', { mode: 'string' }),
    probationEndDate: date('probation_end_date', { mode: 'string' }),
    /** 转正日期: set when a probation evaluation confirms the employee (flow 13). */
    regularDate: date('regular_date', { mode: 'string' }),
    contractBeginDate: date('contract_begin_date', { mode: 'string' }),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    leaveDate: date('leave_date', { mode: 'string' }),
    /**
     * Why the person left (spec §9's resignation types: 辞职, 被动离职, 协商解除, 取消入职). 取消入职 is a
     * hire that never started: status 0 without an entry date, not a departure in turnover.
     */
    leaveType: varchar('leave_type', { length: 16 }),
    /** 1: never rehire (dishonorable discharge), checked at onboarding by identity number. */
    dishonorableDischarge: smallint('dishonorable_discharge').notNull().default(0),
    /**
     * 健康证: the end date of the person's current (latest live) certificate, null without one.
     * Kept by modules/health in the transaction that writes a certificate, so the registry's
     * status filter and order are ranges of one partial index (employee_store_health_idx).
     */
    healthEndDate: date('health_end_date', { mode: 'string' }),
    /**
     * When the daily retention job anonymised the leaver (docs/privacy.md): the name is 姓 + *, the
     * identity number keeps only its mac, phone, e-mail and birth date are gone, attachments deleted.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_employee_id_uq').on(t.employeeId),
    index('employee_org_path_idx').using('btree', sql`${t.orgPath} text_pattern_ops`),
    index('employee_shop_idx').on(t.shopId),
    index('employee_status_idx').on(t.status),
    // 员工信息's search by a whole phone number (a masked field: no part matches).
    index('employee_phone_idx').on(t.phone),
    // The org tree's active-employee counts (status 1 or 4) grouped by unit: an index-only scan.
    index('employee_active_unit_idx').on(t.orgUnitId).where(sql`${t.status} in (1, 4)`),
    index('employee_name_idx').using('btree', sql`${t.name} text_pattern_ops`),
    // Lists sorted by name: text_pattern_ops above serves prefix matches, not the collation's order.
    index('employee_name_sort_idx').on(t.name),
    // The characters of the name: "name contains 王" becomes an indexed array containment
    // (pg_trgm needs three characters, and a Chinese name search is often one).
    index('employee_name_chars_idx').using('gin', sql`string_to_array(lower(${t.name}), null)`),
    // The same for the staff in post (status 1, the list's usual filter): its count needs no
    // visit to the rows to check the status, only to the pages not yet all-visible.
    index('employee_active_name_chars_idx')
      .using('gin', sql`string_to_array(lower(${t.name}), null)`)
      .where(sql`${t.status} = 1`),
    // Look-ups by identity number compare the sealed value's mac (sealedEquals).
    index('employee_identity_idx').on(macExpression(t.identityNumber)),
    index('employee_entry_date_idx').on(t.entryDate),
    // The leavers of a period (the quitweekly report): a range of last working days.
    index('employee_leave_date_idx').on(t.leaveDate).where(sql`${t.leaveDate} is not null`),
    // The daily starts of contract renewals and probation evaluations, and the dashboard's counts.
    index('employee_active_contract_end_idx').on(t.contractEndDate).where(sql`${t.status} = 1`),
    index('employee_active_probation_end_idx').on(t.probationEndDate).where(sql`${t.status} = 1`),
    // The health-certificate registry: active store employees by their current end date, a
    // person without a certificate as 1900-01-01 (first), so every status is a range of it.
    index('employee_store_health_idx')
      .using('btree', sql`coalesce(${t.healthEndDate}, '1900-01-01'::date)`, t.id)
      .where(sql`${t.status} = 1 and ${t.employeeType} = 'store'`),
  ],
);

/** Every change to a person (store, position, status …) as (field, old, new), append-only. */
export const employeeHistory = pgTable(
  'employee_history',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id),
    /** Why: the process or register that changed the person (contract EMPLOYEE_HISTORY_KIND_TEXT). */
    kind: varchar('kind', { length: 32 }).notNull().$type<TEmployeeHistoryKind>(),
    field: varchar('field', { length: 32 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    workId: integer('work_id'),
    actorUserId: integer('actor_user_id'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('employee_history_employee_idx').on(t.employeeId, t.effectiveDate),
    // The directory feed of the interface centre: the history recorded in a window.
    index('employee_history_created_idx').on(t.createdAt),
    // The reports (movement, transfers, AD): one field's changes taking effect in a period.
    index('employee_history_field_effective_idx').on(t.field, t.effectiveDate),
  ],
);

/**
 * 保留（争议）: a leaver whose data the retention job must not anonymise while a labour dispute
 * (劳动仲裁) or another legal matter is open. One row per person; removing it lifts the hold.
 */
export const employeePrivacyHold = pgTable('employee_privacy_hold', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employee.id),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
});

copiesOrgPath(employee.orgPath, { touch: employee.updatedAt });
