import { msg } from '@hris/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { employee, orgUnit, position, shop } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';
import { insertOrgUnit, moveOrgSubtree } from '../../org/org-tree.repository';

/** The store's own org unit and the region above it. */
export const storeUnit = alias(orgUnit, 'store_unit');
export const regionUnit = alias(orgUnit, 'region_unit');

/** Employees active or resigning (status 1 or 4) at the shop. */
export const shopHeadcount = sql<number>`(select count(*)::int from employee e where e.shop_id = ${shop.id} and e.status in (1, 4))`;

const shopFields = {
  id: shop.id,
  code: shop.code,
  name: shop.name,
  province: shop.province,
  city: shop.city,
  regionId: shop.regionUnitId,
  regionName: regionUnit.name,
  address: shop.address,
  isOpen: shop.isOpen,
  openedDate: shop.openedDate,
  budgetHeadcount: shop.budgetHeadcount,
  employingEntity: shop.employingEntity,
  headcount: shopHeadcount,
  orgUnitId: shop.orgUnitId,
  orgPath: storeUnit.path,
  updatedAt: shop.updatedAt,
};

function shopSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({ ...shopFields, sortValue })
    .from(shop)
    .innerJoin(storeUnit, eq(storeUnit.id, shop.orgUnitId))
    .innerJoin(regionUnit, eq(regionUnit.id, shop.regionUnitId));
}

export type ShopRow = Awaited<ReturnType<ReturnType<typeof shopSelect>['execute']>>[number];

export async function findShopPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(shopSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countShops(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(shop)
    .innerJoin(storeUnit, eq(storeUnit.id, shop.orgUnitId))
    .innerJoin(regionUnit, eq(regionUnit.id, shop.regionUnitId))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function findShopById(db: Executor, id: number) {
  const [row] = await shopSelect(db, sql<string>`''`).where(eq(shop.id, id)).limit(1);
  return row;
}

export async function lockShop(db: Executor, id: number) {
  const [row] = await db.select().from(shop).where(eq(shop.id, id)).for('update').limit(1);
  return row;
}

export async function headcountByStatus(db: Executor, shopId: number) {
  return db
    .select({ status: employee.status, count: count() })
    .from(employee)
    .where(eq(employee.shopId, shopId))
    .groupBy(employee.status)
    .orderBy(asc(employee.status));
}

export async function headcountByPosition(db: Executor, shopId: number) {
  return db
    .select({ positionName: position.name, count: count() })
    .from(employee)
    .innerJoin(position, eq(position.id, employee.positionId))
    .where(and(eq(employee.shopId, shopId), inArray(employee.status, [1, 4])))
    .groupBy(position.name)
    .orderBy(desc(count()), asc(position.name));
}

export async function findRegion(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(orgUnit)
    .where(and(eq(orgUnit.id, id), eq(orgUnit.kind, 'region')))
    .limit(1);
  return row;
}

/** A shop or org unit already using the code (the store's org unit carries the shop code). */
export async function findCodeOwner(db: Executor, code: string, except?: { shopId: number; unitId: number }) {
  const [byShop] = await db
    .select({ name: shop.name })
    .from(shop)
    .where(and(sql`upper(${shop.code}) = ${code.toUpperCase()}`, except ? ne(shop.id, except.shopId) : undefined))
    .limit(1);
  if (byShop) return msg('shop.codeOwnerShop', { name: byShop.name });
  const [byUnit] = await db
    .select({ name: orgUnit.name })
    .from(orgUnit)
    .where(and(sql`upper(${orgUnit.code}) = ${code.toUpperCase()}`, except ? ne(orgUnit.id, except.unitId) : undefined))
    .limit(1);
  return byUnit ? msg('shop.codeOwnerUnit', { name: byUnit.name }) : undefined;
}

/** Creates the store's org unit under its region (the org tree's insert: its path needs its own id). */
export async function insertStoreUnit(
  db: Executor,
  values: { code: string; name: string; region: { id: number; path: string } },
) {
  return insertOrgUnit(db, { kind: 'store', code: values.code, name: values.name, parent: values.region });
}

export async function insertShop(db: Executor, values: typeof shop.$inferInsert) {
  const [row] = await db.insert(shop).values(values).returning({ id: shop.id });
  return row;
}

export async function updateShop(db: Executor, id: number, values: Partial<typeof shop.$inferInsert>) {
  await db
    .update(shop)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shop.id, id));
}

export async function findUnit(db: Executor, id: number) {
  const [row] = await db.select().from(orgUnit).where(eq(orgUnit.id, id)).limit(1);
  return row;
}

export async function updateStoreUnit(db: Executor, id: number, values: { code: string; name: string }) {
  await db.update(orgUnit).set(values).where(eq(orgUnit.id, id));
}

/**
 * Moves a store under another region: the org tree's move (`moveOrgSubtree`), so its staff,
 * works and deductions follow into the new region's scope. To-dos already assigned keep their handler.
 */
export async function moveStoreUnit(
  db: Executor,
  unit: { id: number; path: string },
  region: { id: number; path: string },
) {
  return moveOrgSubtree(db, unit, region);
}

/** The shop row of a store unit, locked for a change. */
export async function lockShopOfUnit(db: Executor, unitId: number) {
  const [row] = await db.select().from(shop).where(eq(shop.orgUnitId, unitId)).for('update').limit(1);
  return row;
}

export async function countCurrentStaff(db: Executor, shopId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(employee)
    .where(and(eq(employee.shopId, shopId), inArray(employee.status, [1, 3, 4])));
  return Number(row?.n ?? 0);
}
