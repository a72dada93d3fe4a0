import { EMPLOYEE_STATUS_TEXT, employeeLabel } from '@hris/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { secondUnitIdOf } from '../../../db/org-path';
import {
  employee,
  type employeeContract,
  type employeePerformance,
  type salaryAdjustment,
  shop,
  type threePeriod,
  type violation,
} from '../../../db/schema';
import type { AuthContext } from '../../../http/auth-context';
import { shownEnum } from '../../../http/language';
import { scopeWhere } from '../../../http/scope';
import type { FilterColumn, SortKey } from '../../../lists/list-query';
import type { childcareUse, employeeChild } from '../../childcare/tables';

/**
 * The region an employee belongs to. Regions hang directly under the company, so the region is
 * the second unit of the path (/company/region/store/): a primary-key lookup per row, checked to
 * be a region (head-office departments sit at the same depth and give none).
 */
export const employeeRegionName = sql<
  string | null
>`(select r.name from org_unit r where r.id = ${secondUnitIdOf(employee.orgPath)} and r.kind = 'region')`;

/** Employees under any of the given org units (regions, departments, stores). */
export function employeeUnderUnits(unitIds: number[]): SQL {
  return sql`exists (select 1 from org_unit u where u.id in ${unitIds} and ${employee.orgPath} like u.path || '%')`;
}

/** The caller's data scope over employee rows (ARCHITECTURE §5). */
export function employeeScope(auth: AuthContext): SQL | undefined {
  return scopeWhere(auth, { orgPath: employee.orgPath, employeeRef: employee.id });
}

/** Columns of the employee a per-employee list row belongs to; join employee and shop (left). */
export const employeeColumns = {
  employeeRef: employee.id,
  employeeId: employee.employeeId,
  employeeName: employee.name,
  employeeStatus: employee.status,
  shopCode: shop.code,
  shopName: shop.name,
  regionName: employeeRegionName,
};

export interface EmployeeColumnsRow {
  employeeRef: number;
  employeeId: string;
  employeeName: string;
  employeeStatus: number;
  shopCode: string | null;
  shopName: string | null;
  regionName: string | null;
}

export function presentEmployeeColumns(row: EmployeeColumnsRow) {
  return {
    employeeRef: row.employeeRef,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    employeeLabel: employeeLabel(row.employeeName, row.employeeId),
    employeeStatus: row.employeeStatus,
    employeeStatusText: shownEnum(EMPLOYEE_STATUS_TEXT, row.employeeStatus),
    shopCode: row.shopCode,
    shopName: row.shopName,
    regionName: row.regionName,
  };
}

export const employeeFilterColumns = {
  employeeId: { columns: [employee.employeeId] },
  employeeName: { columns: [employee.name] },
  shopCode: { columns: [shop.code, shop.name] },
  regionId: { build: (f) => (f.kind === 'id' ? employeeUnderUnits(f.ids) : undefined) },
  employeeStatus: { column: employee.status },
} satisfies Record<string, FilterColumn>;

export const employeeSortKeys = {
  employeeId: { expr: employee.employeeId, type: 'text' },
  employeeName: { expr: employee.name, type: 'text' },
  shopCode: { expr: sql`coalesce(${shop.code}, '')`, type: 'text' },
  regionName: { expr: sql`coalesce(${employeeRegionName}, '')`, type: 'text' },
} satisfies Record<string, SortKey>;

/** The tables of records about one employee each, listed with their employee's columns. */
export type EmployeeRecordTable =
  | typeof employeeContract
  | typeof employeePerformance
  | typeof threePeriod
  | typeof violation
  | typeof salaryAdjustment
  | typeof employeeChild
  | typeof childcareUse;

/**
 * The number of a per-employee list's rows `where` selects, over the joins its filters read
 * (the employee and its shop, see employeeColumns).
 */
export async function countEmployeeRecords(db: Executor, table: EmployeeRecordTable, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .innerJoin(employee, eq(employee.id, table.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(where);
  return Number(row?.n ?? 0);
}
