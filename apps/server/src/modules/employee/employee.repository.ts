import { EmployeeStatus } from '@hris/contract';
import { and, asc, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee, orgUnit, position, shop } from '../../db/schema';

const region = orgUnit;

/** The columns every employee brief needs, joined once. */
function briefSelect(db: Executor) {
  return db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      employeeType: employee.employeeType,
      status: employee.status,
      gender: employee.gender,
      shopCode: shop.code,
      shopName: shop.name,
      regionName: sql<string | null>`(select r.name from ${region} r where r.id = ${shop.regionUnitId})`,
      orgUnitName: orgUnit.name,
      orgPath: employee.orgPath,
      positionName: position.name,
      rank: employee.rank,
      entryDate: employee.entryDate,
      phone: employee.phone,
    })
    .from(employee)
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId));
}
export type EmployeeBriefRow = Awaited<ReturnType<ReturnType<typeof briefSelect>['execute']>>[number];

export async function findByEmployeeId(db: Executor, employeeId: string, where: (SQL | undefined)[]) {
  const [row] = await briefSelect(db)
    .where(and(eq(employee.employeeId, employeeId), ...where))
    .limit(1);
  return row;
}

/** Name prefix or employee-number prefix, for the 200 ms search box. */
export async function search(db: Executor, keyword: string, limit: number, scope: SQL | undefined) {
  const like = `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: employee.id,
      status: employee.status,
      name: employee.name,
      employeeId: employee.employeeId,
      shopCode: shop.code,
      orgPath: employee.orgPath,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(and(or(sql`${employee.name} like ${like}`, sql`${employee.employeeId} like ${like}`), scope))
    .orderBy(asc(employee.employeeId))
    .limit(limit);
}

export async function newHires(
  db: Executor,
  range: { from: string; to: string },
  scope: SQL | undefined,
  page: { offset: number; limit: number; sortDirection?: 'asc' | 'desc' },
) {
  // People who actually started (在职) in the range: not those still 入职中, nor a cancelled hire,
  // whose entry date was only the expected one.
  const where = and(
    eq(employee.status, EmployeeStatus.Active),
    gte(employee.entryDate, range.from),
    lte(employee.entryDate, range.to),
    scope,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        employeeId: employee.employeeId,
        name: employee.name,
        entryDate: employee.entryDate,
        positionName: position.name,
        shopCode: shop.code,
        shopName: shop.name,
        orgPath: employee.orgPath,
      })
      .from(employee)
      .innerJoin(position, eq(position.id, employee.positionId))
      .leftJoin(shop, eq(shop.id, employee.shopId))
      .where(where)
      .orderBy(
        page.sortDirection === 'asc' ? asc(employee.entryDate) : desc(employee.entryDate),
        asc(employee.employeeId),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(employee).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * How many active employees (在职) of the scope have their contract, and their probation, ending
 * within each range (both days included): one statement, whose two conditions each read their
 * partial index (employee_active_contract_end_idx, employee_active_probation_end_idx: status 1).
 */
export async function countExpiring(
  db: Executor,
  ranges: { contract: { from: string; to: string }; probation: { from: string; to: string } },
  scope: SQL | undefined,
) {
  const { contract, probation } = ranges;
  const contractEnds = sql`${employee.contractEndDate} between ${contract.from}::date and ${contract.to}::date`;
  const probationEnds = sql`${employee.probationEndDate} between ${probation.from}::date and ${probation.to}::date`;
  const [row] = await db
    .select({
      contracts: sql<number>`count(*) filter (where ${contractEnds})`.mapWith(Number),
      probations: sql<number>`count(*) filter (where ${probationEnds})`.mapWith(Number),
    })
    .from(employee)
    // The status as a literal: the partial indexes' predicate is `status = 1`.
    .where(
      and(sql`${employee.status} = ${sql.raw(String(EmployeeStatus.Active))}`, or(contractEnds, probationEnds), scope),
    );
  return { contracts: row?.contracts ?? 0, probations: row?.probations ?? 0 };
}
