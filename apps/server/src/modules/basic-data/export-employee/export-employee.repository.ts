import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employee, orgUnit, position, shop } from '../../../db/schema';
import { type ListQuery, sortValueColumn } from '../../../lists/list-query';
import { employeeRegionName } from '../shared/employee-sql';

/** Office employees with their department, position and sign-in account (joins as the staff list's). */
function officeSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      gender: employee.gender,
      status: employee.status,
      orgUnitName: orgUnit.name,
      regionName: employeeRegionName,
      positionName: position.name,
      rank: employee.rank,
      entryDate: employee.entryDate,
      contractEndDate: employee.contractEndDate,
      phone: employee.phone,
      email: employee.email,
      identityNumber: employee.identityNumber,
      account: sql<
        string | null
      >`(select u.account from app_user u where u.employee_ref = ${employee.id} order by u.id limit 1)`,
      sortValue,
    })
    .from(employee)
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId));
}

export type OfficeEmployeeRow = Awaited<ReturnType<ReturnType<typeof officeSelect>['execute']>>[number];

const isOffice = eq(employee.employeeType, 'office');

export async function findOfficePage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number) {
  return officeSelect(db, sortValueColumn(q))
    .where(and(isOffice, where))
    .orderBy(...q.orderBy)
    .limit(limit);
}

export async function countOffice(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(employee)
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(and(isOffice, where));
  return Number(row?.n ?? 0);
}
