import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { appUser, employee, orgUnit, shop, work } from '../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../basic-data/shared/list-query';

/** The flows of 人事异动列表: 人事异动（调店） 18 and 调岗 32. */
export const PERSONNEL_CHANGE_FLOWS = [18, 32] as const;

/** The region of the store the work started at. */
export const startRegion = alias(orgUnit, 'start_region');

/** A text field of the work's form ('' when the form has none). */
export const formText = (field: string) => sql<string>`coalesce(${work.formData}->>${field}, '')`;

const fields = {
  id: work.id,
  flowId: work.flowId,
  status: work.status,
  currentNodeId: work.currentNodeId,
  startedAt: work.startedAt,
  finishedAt: work.finishedAt,
  formData: work.formData,
  employeeId: employee.employeeId,
  employeeName: employee.name,
  shopCode: shop.code,
  shopName: shop.name,
  regionName: startRegion.name,
  starterName: appUser.displayName,
  /** Whether the recorded change has applied; null while none is recorded. */
  applied: sql<
    boolean | null
  >`(select bool_and(wc.applied_at is not null) from work_change wc where wc.work_id = ${work.id})`,
};

/** Every personnel change with the joins its filters read (all by primary key). */
function changeSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...fields, sortValue })
    .from(work)
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .leftJoin(appUser, eq(appUser.id, work.starterUserId))
    .$dynamic();
}

/** The flows of this list: the first condition of every query (work_flow_status_idx). */
export const isPersonnelChange = inArray(work.flowId, [...PERSONNEL_CHANGE_FLOWS]);

export async function findChangePage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(changeSelect(db, sortValueColumn(q)), q, where, limit, offset);
}

export type ChangeRow = Awaited<ReturnType<typeof findChangePage>>[number];

export async function countChanges(db: Executor, where: SQL | undefined) {
  // The same joins as the page (the filters read employee and shop); PostgreSQL drops those unread.
  const [row] = await db
    .select({ n: count() })
    .from(work)
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .leftJoin(appUser, eq(appUser.id, work.starterUserId))
    .where(where);
  return Number(row?.n ?? 0);
}
