import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { copiesOrgPath } from '../../db/org-path-copies';
import { createdAt, employee, shop, work } from '../../db/schema';
import { healthCertificate } from '../../modules/health/tables';

/**
 * 健康证发票: one claim per 健康证发票报销 work (flow 39), written when the work starts and kept in
 * step with it: `running` while it runs, `paid` (with the paid date) when it finishes, `terminated`
 * when it is ended. An invoice number is claimed at most once among the claims not terminated
 * (`health_invoice_no_uq`), whoever starts it and on whichever server.
 */
export const healthInvoice = pgTable(
  'health_invoice',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => work.id),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employee.id),
    shopId: integer('shop_id').references(() => shop.id),
    /** Where the person stood at the start (the list's scope), like the work's. */
    orgPath: text('org_path').notNull(),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    certificateId: integer('certificate_id').references(() => healthCertificate.id),
    status: varchar('status', { length: 12 }).notNull().default('running'),
    paidDate: date('paid_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('health_invoice_work_uq').on(t.workId),
    uniqueIndex('health_invoice_no_uq').on(t.invoiceNo).where(sql`${t.status} <> 'terminated'`),
    // 健康证发票 in its default order (newest first; id breaks ties).
    index('health_invoice_created_idx').on(t.createdAt, t.id),
    index('health_invoice_org_path_idx').using('btree', sql`${t.orgPath} text_pattern_ops`),
  ],
);

copiesOrgPath(healthInvoice.orgPath);
