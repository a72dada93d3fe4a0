import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employee, employeePerformance, shop } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';
import { countEmployeeRecords, employeeColumns } from '../shared/employee-sql';

const performanceFields = {
  id: employeePerformance.id,
  ...employeeColumns,
  orgPath: employee.orgPath,
  period: employeePerformance.period,
  grade: employeePerformance.grade,
  score: employeePerformance.score,
  reviewer: employeePerformance.reviewer,
  remark: employeePerformance.remark,
  version: employeePerformance.version,
  createdAt: employeePerformance.createdAt,
};

function performanceSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...performanceFields, sortValue })
    .from(employeePerformance)
    .innerJoin(employee, eq(employee.id, employeePerformance.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId));
}

export type PerformanceRow = Awaited<ReturnType<ReturnType<typeof performanceSelect>['execute']>>[number];

export async function findPerformancePage(
  db: Executor,
  q: ListQuery,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  return orderedPage(performanceSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export function countPerformance(db: Executor, where: SQL | undefined) {
  return countEmployeeRecords(db, employeePerformance, where);
}

export async function findPerformanceById(db: Executor, id: number) {
  const [row] = await performanceSelect(db, sql<string>`''`).where(eq(employeePerformance.id, id)).limit(1);
  return row;
}

export async function lockPerformance(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(employeePerformance)
    .where(eq(employeePerformance.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findPerformanceOfEmployee(db: Executor, employeeRef: number) {
  return db
    .select()
    .from(employeePerformance)
    .where(eq(employeePerformance.employeeRef, employeeRef))
    .orderBy(desc(employeePerformance.period));
}

export async function findByEmployeeAndPeriod(db: Executor, employeeRef: number, period: string) {
  const [row] = await db
    .select({ id: employeePerformance.id })
    .from(employeePerformance)
    .where(and(eq(employeePerformance.employeeRef, employeeRef), eq(employeePerformance.period, period)))
    .limit(1);
  return row;
}

export async function insertPerformance(db: Executor, values: typeof employeePerformance.$inferInsert) {
  const [row] = await db.insert(employeePerformance).values(values).returning({ id: employeePerformance.id });
  return row;
}

export async function updatePerformance(
  db: Executor,
  id: number,
  version: number,
  values: Partial<typeof employeePerformance.$inferInsert>,
) {
  const [row] = await db
    .update(employeePerformance)
    .set({ ...values, version: sql`${employeePerformance.version} + 1`, updatedAt: new Date() })
    .where(and(eq(employeePerformance.id, id), eq(employeePerformance.version, version)))
    .returning({ id: employeePerformance.id, version: employeePerformance.version });
  return row;
}
