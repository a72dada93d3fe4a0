import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, employee, orgUnit, position, shop, threePeriod } from '../../db/schema';
import { threePeriodEndAt } from '../contract-renewal/facts';

/**
 * What Basic data says about an employee who is leaving: placement, dates, the 三期 they are in
 * on a given day (a 三期 employee may not be dismissed, 劳动合同法 §42) and their HRIS account.
 */
export interface ResignationFacts {
  employeeRef: number;
  employeeId: string;
  employeeName: string;
  status: number;
  orgPath: string;
  shopCode: string;
  shopName: string;
  regionName: string;
  positionName: string;
  entryDate: string;
  contractEndDay: string;
  /** The end of the 三期 `day` falls in, '' when none. */
  threePeriodEndDay: string;
  /** Every 三期 of the employee, to ask about another day. */
  periods: { beginDate: string; endDate: string }[];
  /** The leaver's enabled HRIS account, if any. */
  userId: number | null;
}

export async function resignationFacts(db: Executor, employeeRef: number, day: string): Promise<ResignationFacts> {
  const region = sql<
    string | null
  >`(select r.name from org_unit r where r.kind = 'region' and ${employee.orgPath} like r.path || '%' limit 1)`;
  const [person] = await db
    .select({
      employeeId: employee.employeeId,
      name: employee.name,
      status: employee.status,
      orgPath: employee.orgPath,
      entryDate: employee.entryDate,
      contractEndDate: employee.contractEndDate,
      shopCode: shop.code,
      shopName: shop.name,
      unitName: orgUnit.name,
      regionName: region,
      positionName: position.name,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .where(eq(employee.id, employeeRef));
  const periods = await db
    .select({ beginDate: threePeriod.beginDate, endDate: threePeriod.endDate })
    .from(threePeriod)
    .where(eq(threePeriod.employeeRef, employeeRef));
  const [user] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.employeeRef, employeeRef), eq(appUser.isEnabled, true)))
    .limit(1);
  return {
    employeeRef,
    employeeId: person.employeeId,
    employeeName: person.name,
    status: person.status,
    orgPath: person.orgPath,
    shopCode: person.shopCode ?? '',
    shopName: person.shopName ?? person.unitName,
    regionName: person.regionName ?? '',
    positionName: person.positionName,
    entryDate: person.entryDate ?? '',
    contractEndDay: person.contractEndDate ?? '',
    threePeriodEndDay: threePeriodEndAt(periods, day) ?? '',
    periods,
    userId: user?.id ?? null,
  };
}
