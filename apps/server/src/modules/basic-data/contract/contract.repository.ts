import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employee, employeeContract, shop } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';
import { countEmployeeRecords, employeeColumns } from '../shared/employee-sql';

const contractFields = {
  id: employeeContract.id,
  ...employeeColumns,
  orgPath: employee.orgPath,
  contractType: employeeContract.contractType,
  sequence: employeeContract.sequence,
  beginDate: employeeContract.beginDate,
  endDate: employeeContract.endDate,
  isThreePeriods: employeeContract.isThreePeriods,
  transferSignStatus: employeeContract.transferSignStatus,
  remark: employeeContract.remark,
  createdAt: employeeContract.createdAt,
};

function contractSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...contractFields, sortValue })
    .from(employeeContract)
    .innerJoin(employee, eq(employee.id, employeeContract.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId));
}

export type ContractRow = Awaited<ReturnType<ReturnType<typeof contractSelect>['execute']>>[number];

export async function findContractPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(contractSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export function countContracts(db: Executor, where: SQL | undefined) {
  return countEmployeeRecords(db, employeeContract, where);
}

export async function findContractById(db: Executor, id: number) {
  const [row] = await contractSelect(db, sql<string>`''`).where(eq(employeeContract.id, id)).limit(1);
  return row;
}

export async function findContractsOfEmployee(db: Executor, employeeRef: number) {
  return db
    .select()
    .from(employeeContract)
    .where(eq(employeeContract.employeeRef, employeeRef))
    .orderBy(desc(employeeContract.sequence));
}

export async function insertContract(db: Executor, values: typeof employeeContract.$inferInsert) {
  const [row] = await db.insert(employeeContract).values(values).returning({ id: employeeContract.id });
  return row;
}

/** The employee record's copy of the contract in force (what lists and renewals read). */
export async function setEmployeeContractDates(
  db: Executor,
  employeeRef: number,
  dates: { beginDate: string; endDate: string | null },
) {
  await db
    .update(employee)
    .set({
      contractBeginDate: dates.beginDate,
      contractEndDate: dates.endDate,
      version: sql`${employee.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(employee.id, employeeRef));
}

/** Contracts of the employees that end inside [from, to]; for three-period flags. */
export async function findContractsEndingBetween(db: Executor, employeeRef: number, from: string, to: string) {
  return db
    .select()
    .from(employeeContract)
    .where(
      and(
        eq(employeeContract.employeeRef, employeeRef),
        sql`${employeeContract.endDate} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(employeeContract.endDate));
}
