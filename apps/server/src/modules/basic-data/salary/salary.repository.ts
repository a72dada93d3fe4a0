import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appUser, employee, salaryAdjustment, salaryImportBatch, shop } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';
import { countEmployeeRecords, employeeColumns } from '../shared/employee-sql';

const salaryFields = {
  id: salaryAdjustment.id,
  ...employeeColumns,
  orgPath: employee.orgPath,
  effectiveDate: salaryAdjustment.effectiveDate,
  basis: salaryAdjustment.basis,
  amountCents: salaryAdjustment.amountCents,
  previousBasis: salaryAdjustment.previousBasis,
  previousAmountCents: salaryAdjustment.previousAmountCents,
  reason: salaryAdjustment.reason,
  importBatchId: salaryAdjustment.importBatchId,
  createdByName: appUser.displayName,
  createdAt: salaryAdjustment.createdAt,
};

function salarySelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...salaryFields, sortValue })
    .from(salaryAdjustment)
    .innerJoin(employee, eq(employee.id, salaryAdjustment.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .leftJoin(appUser, eq(appUser.id, salaryAdjustment.createdBy));
}

export type SalaryRow = Awaited<ReturnType<ReturnType<typeof salarySelect>['execute']>>[number];

export async function findSalaryPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(salarySelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export function countSalary(db: Executor, where: SQL | undefined) {
  return countEmployeeRecords(db, salaryAdjustment, where);
}

export async function findSalaryOfEmployee(db: Executor, employeeRef: number) {
  return db
    .select()
    .from(salaryAdjustment)
    .where(eq(salaryAdjustment.employeeRef, employeeRef))
    .orderBy(desc(salaryAdjustment.effectiveDate));
}

/** Employees by employee number, with what the import checks: name and org path. */
export async function findEmployeesByNumber(db: Executor, numbers: string[]) {
  const rows: { id: number; employeeId: string; name: string; orgPath: string }[] = [];
  for (let i = 0; i < numbers.length; i += 1000) {
    const part = numbers.slice(i, i + 1000);
    rows.push(
      ...(await db
        .select({ id: employee.id, employeeId: employee.employeeId, name: employee.name, orgPath: employee.orgPath })
        .from(employee)
        .where(inArray(employee.employeeId, part))),
    );
  }
  return rows;
}

/** Every adjustment of the employees, oldest first: for duplicates and previous amounts. */
export async function findAdjustmentsOfEmployees(db: Executor, employeeRefs: number[]) {
  const rows: { employeeRef: number; effectiveDate: string; basis: number; amountCents: number }[] = [];
  for (let i = 0; i < employeeRefs.length; i += 1000) {
    rows.push(
      ...(await db
        .select({
          employeeRef: salaryAdjustment.employeeRef,
          effectiveDate: salaryAdjustment.effectiveDate,
          basis: salaryAdjustment.basis,
          amountCents: salaryAdjustment.amountCents,
        })
        .from(salaryAdjustment)
        .where(inArray(salaryAdjustment.employeeRef, employeeRefs.slice(i, i + 1000)))
        .orderBy(asc(salaryAdjustment.employeeRef), asc(salaryAdjustment.effectiveDate))),
    );
  }
  return rows;
}

export async function insertBatch(db: Executor, values: typeof salaryImportBatch.$inferInsert) {
  const [row] = await db.insert(salaryImportBatch).values(values).returning({ id: salaryImportBatch.id });
  return row;
}

export async function insertAdjustments(db: Executor, rows: (typeof salaryAdjustment.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(salaryAdjustment).values(rows.slice(i, i + 1000));
}

export async function findBatch(db: Executor, id: number) {
  const [row] = await db.select().from(salaryImportBatch).where(eq(salaryImportBatch.id, id)).limit(1);
  return row;
}
