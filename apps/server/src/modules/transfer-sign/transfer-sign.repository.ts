import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { employee, shop } from '../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';
import { transferSigning } from './tables';

export const fromShop = alias(shop, 'from_shop');
export const toShop = alias(shop, 'to_shop');

const rowFields = {
  id: transferSigning.id,
  status: transferSigning.status,
  workId: transferSigning.workId,
  employeeRef: transferSigning.employeeRef,
  orgPath: transferSigning.orgPath,
  employeeId: employee.employeeId,
  employeeName: employee.name,
  fromShopCode: fromShop.code,
  fromShopName: fromShop.name,
  toShopCode: toShop.code,
  toShopName: toShop.name,
  fromEntity: transferSigning.fromEntity,
  toEntity: transferSigning.toEntity,
  effectiveDate: transferSigning.effectiveDate,
  requestedAt: transferSigning.requestedAt,
  syncedAt: transferSigning.syncedAt,
  createdAt: transferSigning.createdAt,
  attempts: transferSigning.attempts,
  message: transferSigning.message,
  externalId: transferSigning.externalId,
};

function rowSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...rowFields, sortValue })
    .from(transferSigning)
    .innerJoin(employee, eq(employee.id, transferSigning.employeeRef))
    .innerJoin(fromShop, eq(fromShop.id, transferSigning.fromShopId))
    .innerJoin(toShop, eq(toShop.id, transferSigning.toShopId));
}

export type TransferSignRow = Awaited<ReturnType<ReturnType<typeof rowSelect>['execute']>>[number];

export function findPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(rowSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countRows(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(transferSigning)
    .innerJoin(employee, eq(employee.id, transferSigning.employeeRef))
    .innerJoin(fromShop, eq(fromShop.id, transferSigning.fromShopId))
    .innerJoin(toShop, eq(toShop.id, transferSigning.toShopId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** The records of `ids`, locked for the caller's change. */
export function lockByIds(db: Executor, ids: number[]) {
  return db
    .select({
      id: transferSigning.id,
      status: transferSigning.status,
      orgPath: transferSigning.orgPath,
      employeeRef: transferSigning.employeeRef,
    })
    .from(transferSigning)
    .where(inArray(transferSigning.id, ids))
    .for('update');
}

/** Back to 待同步; the send count stays. */
export async function markWaiting(db: Executor, ids: number[], message: string, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(transferSigning)
    .set({ status: 1, message, updatedAt: now })
    .where(and(inArray(transferSigning.id, ids), inArray(transferSigning.status, [1, 4])));
}

/** The records created in [from, to) (China dates) per month, status and entities. */
export function countForReport(db: Executor, where: SQL | undefined) {
  const month = sql<string>`to_char(${transferSigning.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  return db
    .select({
      month,
      status: transferSigning.status,
      fromEntity: transferSigning.fromEntity,
      toEntity: transferSigning.toEntity,
      n: count(),
    })
    .from(transferSigning)
    .where(where)
    .groupBy(month, transferSigning.status, transferSigning.fromEntity, transferSigning.toEntity);
}
