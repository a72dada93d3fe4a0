import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employee, employeeContract, shop, threePeriod } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';
import { countEmployeeRecords, employeeColumns } from '../shared/employee-sql';

/**
 * The earliest labour-contract end date inside the period: a contract row of the employee, or
 * the contract on the employee record (demo data and contracts kept before rows existed).
 */
export const insideContractEndDate = sql<string | null>`least(
  (select min(c.end_date) from employee_contract c
    where c.employee_ref = ${threePeriod.employeeRef}
      and c.end_date between ${threePeriod.beginDate} and ${threePeriod.endDate}),
  case when ${employee.contractEndDate} between ${threePeriod.beginDate} and ${threePeriod.endDate}
    then ${employee.contractEndDate} end
)::text`;

const periodFields = {
  id: threePeriod.id,
  ...employeeColumns,
  orgPath: employee.orgPath,
  kind: threePeriod.kind,
  beginDate: threePeriod.beginDate,
  endDate: threePeriod.endDate,
  childBirthDate: threePeriod.childBirthDate,
  remark: threePeriod.remark,
  version: threePeriod.version,
  createdAt: threePeriod.createdAt,
  insideContractEndDate,
};

function periodSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...periodFields, sortValue })
    .from(threePeriod)
    .innerJoin(employee, eq(employee.id, threePeriod.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId));
}

export type ThreePeriodRow = Awaited<ReturnType<ReturnType<typeof periodSelect>['execute']>>[number];

export async function findPeriodPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(periodSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export function countPeriods(db: Executor, where: SQL | undefined) {
  return countEmployeeRecords(db, threePeriod, where);
}

export async function findPeriodById(db: Executor, id: number) {
  const [row] = await periodSelect(db, sql<string>`''`).where(eq(threePeriod.id, id)).limit(1);
  return row;
}

export async function lockPeriod(db: Executor, id: number) {
  const [row] = await db.select().from(threePeriod).where(eq(threePeriod.id, id)).for('update').limit(1);
  return row;
}

export async function findPeriodsOfEmployee(db: Executor, employeeRef: number, exceptId?: number) {
  return db
    .select()
    .from(threePeriod)
    .where(and(eq(threePeriod.employeeRef, employeeRef), exceptId ? ne(threePeriod.id, exceptId) : undefined))
    .orderBy(desc(threePeriod.beginDate));
}

export async function insertPeriod(db: Executor, values: typeof threePeriod.$inferInsert) {
  const [row] = await db.insert(threePeriod).values(values).returning({ id: threePeriod.id });
  return row;
}

export async function updatePeriod(
  db: Executor,
  id: number,
  version: number,
  values: Partial<typeof threePeriod.$inferInsert>,
) {
  const [row] = await db
    .update(threePeriod)
    .set({ ...values, version: sql`${threePeriod.version} + 1`, updatedAt: new Date() })
    .where(and(eq(threePeriod.id, id), eq(threePeriod.version, version)))
    .returning({ id: threePeriod.id, version: threePeriod.version });
  return row;
}

export async function findContractsOfEmployee(db: Executor, employeeRef: number) {
  return db
    .select()
    .from(employeeContract)
    .where(eq(employeeContract.employeeRef, employeeRef))
    .orderBy(asc(employeeContract.sequence));
}

/** Contracts ending inside a period are extended by law: mark them. */
export async function flagContracts(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(employeeContract)
    .set({ isThreePeriods: true, version: sql`${employeeContract.version} + 1`, updatedAt: new Date() })
    .where(and(inArray(employeeContract.id, ids), eq(employeeContract.isThreePeriods, false)));
}

export async function findEmployeeContractRecord(db: Executor, employeeRef: number) {
  const [row] = await db
    .select({ beginDate: employee.contractBeginDate, endDate: employee.contractEndDate })
    .from(employee)
    .where(eq(employee.id, employeeRef))
    .limit(1);
  return row;
}
