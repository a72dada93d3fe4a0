import { count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, employee, orgUnit, piiAccessLog, salaryAdjustment, work } from '../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';

export type PiiLogRow = typeof piiAccessLog.$inferSelect & { sortValue: string };

export function findPiiLogPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  const select = db
    .select({
      id: piiAccessLog.id,
      userId: piiAccessLog.userId,
      userName: piiAccessLog.userName,
      account: piiAccessLog.account,
      kind: piiAccessLog.kind,
      employeeRef: piiAccessLog.employeeRef,
      subjectText: piiAccessLog.subjectText,
      fields: piiAccessLog.fields,
      purpose: piiAccessLog.purpose,
      reason: piiAccessLog.reason,
      place: piiAccessLog.place,
      ip: piiAccessLog.ip,
      createdAt: piiAccessLog.createdAt,
      sortValue: sortValueColumn(q),
    })
    .from(piiAccessLog)
    .$dynamic();
  return orderedPage(select, q, where, limit, offset) as Promise<PiiLogRow[]>;
}

export async function countPiiLogs(db: Executor, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(piiAccessLog).where(where);
  return Number(row?.n ?? 0);
}

/** An employee's identity number and phone, with how people name them. */
export async function findEmployeeSecrets(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: employee.id,
      name: employee.name,
      employeeId: employee.employeeId,
      orgPath: employee.orgPath,
      identityNumber: employee.identityNumber,
      phone: employee.phone,
    })
    .from(employee)
    .where(eq(employee.id, id));
  return row;
}

/** A salary change with its figures and whose it is. */
export async function findSalaryChange(db: Executor, id: number) {
  const [row] = await db
    .select({
      basis: salaryAdjustment.basis,
      amountCents: salaryAdjustment.amountCents,
      previousBasis: salaryAdjustment.previousBasis,
      previousAmountCents: salaryAdjustment.previousAmountCents,
      effectiveDate: salaryAdjustment.effectiveDate,
      employeeRef: employee.id,
      name: employee.name,
      employeeId: employee.employeeId,
      orgPath: employee.orgPath,
    })
    .from(salaryAdjustment)
    .innerJoin(employee, eq(employee.id, salaryAdjustment.employeeRef))
    .where(eq(salaryAdjustment.id, id));
  return row;
}

export async function findWorkForm(db: Executor, workId: number) {
  const [row] = await db
    .select({
      formData: work.formData,
      employeeRef: work.targetEmployeeRef,
      name: employee.name,
      employeeId: employee.employeeId,
    })
    .from(work)
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .where(eq(work.id, workId));
  return row;
}

export async function findUserPerson(db: Executor, userId: number) {
  const [row] = await db
    .select({
      name: appUser.displayName,
      account: appUser.account,
      employeeRef: appUser.employeeRef,
      phone: employee.phone,
      identityNumber: employee.identityNumber,
      employeeId: employee.employeeId,
      orgPath: orgUnit.path,
    })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .leftJoin(employee, eq(employee.id, appUser.employeeRef))
    .where(eq(appUser.id, userId));
  return row;
}
