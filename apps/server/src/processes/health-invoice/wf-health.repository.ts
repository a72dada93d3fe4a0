import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee, shop, task, work } from '../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';
import { startRegion } from '../../lists/work-list.repository';
import { healthInvoice } from './tables';

/*
 * 健康证发票 reads the claims (one row per flow-39 work, written at its start and kept in step
 * with it): the amount in cents, the person, the store and region at start, the work's step.
 * Sums run in SQL.
 */

const invoiceFields = {
  id: healthInvoice.id,
  workId: healthInvoice.workId,
  invoiceNo: healthInvoice.invoiceNo,
  amountCents: healthInvoice.amountCents,
  invoiceDate: healthInvoice.invoiceDate,
  status: healthInvoice.status,
  paidDate: healthInvoice.paidDate,
  createdAt: healthInvoice.createdAt,
  formData: work.formData,
  currentNodeId: work.currentNodeId,
  employeeId: employee.employeeId,
  employeeName: employee.name,
  shopCode: shop.code,
  shopName: shop.name,
  regionName: startRegion.name,
};

export async function findInvoicePage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  const select = db
    .select({ ...invoiceFields, sortValue: sortValueColumn(q) })
    .from(healthInvoice)
    .innerJoin(work, eq(work.id, healthInvoice.workId))
    .innerJoin(employee, eq(employee.id, healthInvoice.employeeRef))
    .leftJoin(shop, eq(shop.id, healthInvoice.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .$dynamic();
  return orderedPage(select, q, where, limit, offset);
}
export type InvoiceListRow = Awaited<ReturnType<typeof findInvoicePage>>[number];

/**
 * The count and the amount in cents over every claim `where` selects (bigint sum read as text),
 * over the tables the page filters (the work's join is only the page's: no filter reads it).
 */
export async function sumInvoices(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count(), cents: sql<string>`coalesce(sum(${healthInvoice.amountCents}), 0)::text` })
    .from(healthInvoice)
    .innerJoin(employee, eq(employee.id, healthInvoice.employeeRef))
    .leftJoin(shop, eq(shop.id, healthInvoice.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .where(where);
  return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
}

export async function countInvoices(db: Executor, where: SQL | undefined) {
  return (await sumInvoices(db, where)).count;
}

/** The caller's open to-dos of a flow with the work's claim (the batch-audit template's rows). */
export async function findOpenInvoiceTasks(db: Executor, userId: number, flowId: number) {
  return db
    .select({
      taskId: task.id,
      workId: work.id,
      nodeId: task.nodeId,
      employeeId: employee.employeeId,
      employeeName: employee.name,
      shopName: shop.name,
      invoiceNo: healthInvoice.invoiceNo,
      amountCents: healthInvoice.amountCents,
    })
    .from(task)
    .innerJoin(work, eq(work.id, task.workId))
    .innerJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .leftJoin(healthInvoice, eq(healthInvoice.workId, work.id))
    .where(and(eq(task.assigneeUserId, userId), eq(task.status, 'todo'), eq(work.flowId, flowId)))
    .orderBy(asc(work.id));
}

/** The works named by flow numbers, with the caller's open to-do on each (if any). */
export async function findWorksWithOpenTask(db: Executor, workIds: number[], userId: number) {
  if (workIds.length === 0) return [];
  return db
    .select({ workId: work.id, flowId: work.flowId, taskId: task.id })
    .from(work)
    .leftJoin(task, and(eq(task.workId, work.id), eq(task.assigneeUserId, userId), eq(task.status, 'todo')))
    .where(inArray(work.id, workIds));
}

/** The flow a to-do belongs to. */
export async function flowOfTask(db: Executor, taskId: number) {
  const [row] = await db
    .select({ flowId: work.flowId })
    .from(task)
    .innerJoin(work, eq(work.id, task.workId))
    .where(eq(task.id, taskId));
  return row?.flowId;
}

/** A work of the two health flows with its person. */
export async function findHealthWork(db: Executor, workId: number) {
  const [row] = await db
    .select({
      id: work.id,
      flowId: work.flowId,
      status: work.status,
      formData: work.formData,
      employeeRef: work.targetEmployeeRef,
      employeeId: employee.employeeId,
      employeeName: employee.name,
      shopName: shop.name,
    })
    .from(work)
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(eq(work.id, workId));
  return row;
}
