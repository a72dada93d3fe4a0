import { sql } from 'drizzle-orm';
import {
  check,
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
import { copiesOrgPath } from '../../db/org-path-copies';
import { createdAt, employee, shop, updatedAt, work } from '../../db/schema';

/**
 * 转签: one record per transfer of an employee to a store of another employing entity, handed to
 * the e-signature platform. Status of spec §4: 1 waiting sync, 2 transferring (claimed by a sync
 * and sent, answer pending), 3 success, 4 failed.
 */
export const transferSigning = pgTable(
  'transfer_signing',
  {
    id: serial('id').primaryKey(),
    /** The transfer work that moved the employee; null for a record made outside a work. */
    workId: integer('work_id').references(() => work.id),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    /** Copy of the destination store's org path: the record is in scope where the employee now works. */
    orgPath: text('org_path').notNull(),
    fromEntity: varchar('from_entity', { length: 64 }).notNull(),
    toEntity: varchar('to_entity', { length: 64 }).notNull(),
    fromShopId: integer('from_shop_id')
      .notNull()
      .references(() => shop.id),
    toShopId: integer('to_shop_id')
      .notNull()
      .references(() => shop.id),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    /** Sends to the platform so far (each claim by a sync counts one; a retry keeps the count). */
    attempts: integer('attempts').notNull().default(0),
    /** The platform's message, or why the record waits (stored in Chinese, shown in the list). */
    message: text('message'),
    /** The platform's contract id once signed. */
    externalId: varchar('external_id', { length: 128 }),
    /** When a sync last claimed the record and sent it (status 2 since then until answered). */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }),
    /** When the platform's answer was recorded (status 3 or 4). */
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfer_signing_work_uq').on(t.workId).where(sql`${t.workId} is not null`),
    index('transfer_signing_status_created_idx').on(t.status, t.createdAt),
    index('transfer_signing_created_idx').on(t.createdAt),
    index('transfer_signing_employee_idx').on(t.employeeRef),
    index('transfer_signing_org_path_idx').using('btree', sql`${t.orgPath} text_pattern_ops`),
    check('transfer_signing_status_check', sql`${t.status} between 1 and 4`),
  ],
);

copiesOrgPath(transferSigning.orgPath, { touch: transferSigning.updatedAt });
