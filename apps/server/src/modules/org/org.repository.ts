import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orgUnit, position, shop } from '../../db/schema';
import { escapeLike } from '../../http/scope';

/** An org unit as pickers and the tree list it. */
export const unitFields = {
  id: orgUnit.id,
  parentId: orgUnit.parentId,
  kind: orgUnit.kind,
  code: orgUnit.code,
  name: orgUnit.name,
  path: orgUnit.path,
};

/** The units `scope` admits and, given a unit's path in `ancestorsOf`, the units above it. */
export function unitsWithAncestors(scope: SQL | undefined, ancestorsOf: string | undefined) {
  const ancestors = ancestorsOf === undefined ? undefined : sql`${ancestorsOf} like ${orgUnit.path} || '%'`;
  return scope && ancestors ? or(scope, ancestors) : scope;
}

/**
 * Org units in tree order: those `scope` admits and, given a unit's path in `ancestorsOf`, the
 * units above it.
 */
export async function findOrgUnits(db: Executor, scope: SQL | undefined, ancestorsOf: string | undefined) {
  return db
    .select(unitFields)
    .from(orgUnit)
    .where(unitsWithAncestors(scope, ancestorsOf))
    .orderBy(asc(orgUnit.path), asc(orgUnit.sort));
}

/** Shops with their region by code; `keyword` is contained in the code, name or city. */
export async function findShopCities(
  db: Executor,
  scope: SQL | undefined,
  filter: { keyword?: string; includeClosed?: boolean },
) {
  const region = db
    .$with('region')
    .as(db.select({ id: orgUnit.id, name: orgUnit.name }).from(orgUnit).where(eq(orgUnit.kind, 'region')));
  const keyword = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return db
    .with(region)
    .select({
      id: shop.id,
      shopCode: shop.code,
      shopName: shop.name,
      city: shop.city,
      province: shop.province,
      regionName: region.name,
      isOpen: shop.isOpen,
      employingEntity: shop.employingEntity,
      orgPath: orgUnit.path,
    })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .innerJoin(region, eq(region.id, shop.regionUnitId))
    .where(
      and(
        scope,
        filter.includeClosed ? undefined : eq(shop.isOpen, true),
        keyword
          ? or(
              sql`${shop.code} ilike ${keyword}`,
              sql`${shop.name} ilike ${keyword}`,
              sql`${shop.city} ilike ${keyword}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(shop.code));
}

export type ShopCityRow = Awaited<ReturnType<typeof findShopCities>>[number];

/** Active positions, of one employee type or all, by type and code. */
export async function findPositionOptions(db: Executor, employeeType: 'store' | 'office' | undefined) {
  return db
    .select({
      id: position.id,
      code: position.code,
      name: position.name,
      employeeType: position.employeeType,
      defaultRank: position.defaultRank,
    })
    .from(position)
    .where(and(eq(position.isActive, true), employeeType ? eq(position.employeeType, employeeType) : undefined))
    .orderBy(asc(position.employeeType), asc(position.code));
}
