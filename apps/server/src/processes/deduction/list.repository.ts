import { count, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee, shop } from '../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';
import { startRegion } from '../../lists/work-list.repository';
import { deduction } from './tables';

/*
 * 失物扣款列表 reads the booked deductions (one row per finished deduction work, written by its
 * onComplete): the amounts in cents, the person, the store and region at start. Sums run in SQL.
 */

const deductionFields = {
  id: deduction.id,
  workId: deduction.workId,
  deductionsMonth: deduction.deductionsMonth,
  lostCents: deduction.lostDdeductions,
  workClothesCents: deduction.workClothesDeductions,
  marketMealFeeCents: deduction.marketMealFeeDeductions,
  marketFineCents: deduction.marketFineDeductions,
  totalCents: deduction.totalCents,
  remark: deduction.remark,
  bookedAt: deduction.createdAt,
  employeeId: employee.employeeId,
  employeeName: employee.name,
  shopCode: shop.code,
  shopName: shop.name,
  regionName: startRegion.name,
};

export async function findDeductionPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  const select = db
    .select({ ...deductionFields, sortValue: sortValueColumn(q) })
    .from(deduction)
    .innerJoin(employee, eq(employee.id, deduction.employeeRef))
    .leftJoin(shop, eq(shop.id, deduction.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .$dynamic();
  return orderedPage(select, q, where, limit, offset);
}
export type DeductionListRow = Awaited<ReturnType<typeof findDeductionPage>>[number];

export async function countDeductions(db: Executor, where: SQL | undefined, upTo?: number) {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(deduction)
    .innerJoin(employee, eq(employee.id, deduction.employeeRef))
    .leftJoin(shop, eq(shop.id, deduction.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .where(where)
    .$dynamic();
  const [row] = await db
    .select({ n: count() })
    .from((upTo === undefined ? matching : matching.limit(upTo)).as('matching'));
  return Number(row?.n ?? 0);
}

/** The sums in cents over every deduction `where` selects (bigint sums, read as text, exact). */
export async function sumDeductions(db: Executor, where: SQL | undefined) {
  const sum = (column: SQLWrapper) => sql<string>`coalesce(sum(${column}), 0)::text`;
  const [row] = await db
    .select({
      n: count(),
      lost: sum(deduction.lostDdeductions),
      workClothes: sum(deduction.workClothesDeductions),
      marketMealFee: sum(deduction.marketMealFeeDeductions),
      marketFine: sum(deduction.marketFineDeductions),
      total: sum(deduction.totalCents),
    })
    .from(deduction)
    .innerJoin(employee, eq(employee.id, deduction.employeeRef))
    .leftJoin(shop, eq(shop.id, deduction.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .where(where);
  return {
    count: Number(row?.n ?? 0),
    lostCents: Number(row?.lost ?? 0),
    workClothesCents: Number(row?.workClothes ?? 0),
    marketMealFeeCents: Number(row?.marketMealFee ?? 0),
    marketFineCents: Number(row?.marketFine ?? 0),
    totalCents: Number(row?.total ?? 0),
  };
}
export type DeductionSums = Awaited<ReturnType<typeof sumDeductions>>;
